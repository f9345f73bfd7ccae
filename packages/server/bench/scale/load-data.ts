// The data of `npm run bench:scale`, written with a few INSERT … SELECT generate_series statements (never
// row by row): organizations, published campaigns over every category (some featured), one photo per
// campaign (the same stored image for all: the bytes do not matter, the rows do), then completed donations,
// grown in steps on the same campaigns. Deterministic: random() after setseed, on one connection.
import type pg from 'pg';
import type { BlobStore } from '../../src/media/blob-store.ts';
import { defaultPalette, storeCampaignImage } from '../../src/db/seed/seed-media.ts';

/** Marks the bench's rows, so a second load into the same database is refused rather than doubled. */
const MARK = 'scale-bench';
/** Campaigns per organization. */
const CAMPAIGNS_PER_ORGANIZATION = 10;
/** One campaign in FEATURED_EVERY is featured. */
const FEATURED_EVERY = 500;
/** One donation in USD_EVERY is in USD (card), at this rate. */
const USD_EVERY = 10;
const USD_RATE = 156.4;

/**
 * What the campaigns are about. Each title and description names one theme in English and in Amharic, so
 * searching one theme's word (`SEARCH_WORDS`) matches a fifth of the campaigns.
 */
const THEMES = [
  { en: 'Clean water for', am: 'ንፁህ ውሃ ለ' },
  { en: 'School books for', am: 'የትምህርት መጻሕፍት ለ' },
  { en: 'A health post in', am: 'ጤና ጣቢያ በ' },
  { en: 'School meals in', am: 'የትምህርት ቤት ምግብ በ' },
  { en: 'A library for', am: 'ቤተ መጻሕፍት ለ' },
];
const PLACES = ['Gondar', 'Bahir Dar', 'Hawassa', 'Mekelle', 'Adama', 'Jimma', 'Dessie', 'Harar'];

/** A Latin and an Amharic word that the search endpoint is measured with (each in a fifth of the campaigns). */
export const SEARCH_WORDS = { latin: 'water', amharic: 'ውሃ' } as const;

/** The campaign whose page, donations and image are measured: the one most donations went to. */
export interface Loaded {
  campaignId: number;
  imagePath: string;
}

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((value) => `'${value}'`).join(', ')}]`;

/** Refuses a database that already holds the bench's rows (a second load would double them). */
export async function assertNotLoaded(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ n: string }>(
    `SELECT count(*) AS n FROM organizations WHERE email LIKE '${MARK}-%'`,
  );
  if (Number(rows[0]!.n) > 0) {
    throw new Error('This database already holds the scale bench data: give the bench an empty database.');
  }
}

/** Organizations, `campaigns` published campaigns with a photo each, and an exchange rate. */
export async function loadCampaigns(client: pg.Client, blobs: BlobStore, campaigns: number): Promise<Loaded> {
  const organizations = Math.max(1, Math.ceil(campaigns / CAMPAIGNS_PER_ORGANIZATION));
  await client.query(`
    INSERT INTO organizations (name, description, email, phone_number, contact_person_name, approval_status)
    SELECT 'Scale bench organization ' || g, 'An organization of the scale benchmark.',
      '${MARK}-' || g || '@example.org', '+2519' || lpad(g::text, 8, '0'), 'Bench contact', 'approved'
    FROM generate_series(1, ${organizations}) AS g`);
  await client.query(`
    INSERT INTO exchange_rates (currency, etb_per_unit, effective_at)
    VALUES ('USD', ${USD_RATE}, now() - interval '400 days')`);
  // Spread over the last year, campaign 1 the newest; every campaign published by an approved organization.
  await client.query(`
    WITH orgs AS (
      SELECT array_agg(id ORDER BY id) AS ids FROM organizations WHERE email LIKE '${MARK}-%'
    ), cats AS (SELECT array_agg(id ORDER BY id) AS ids FROM categories)
    INSERT INTO campaigns (organization_id, category_id, title, description, goal_etb_minor, goal_usd_minor,
      status, featured, created_at, reviewed_at)
    SELECT orgs.ids[1 + (g - 1) / ${CAMPAIGNS_PER_ORGANIZATION}],
      cats.ids[1 + g % cardinality(cats.ids)],
      (${sqlArray(THEMES.map((theme) => theme.en))})[1 + g % ${THEMES.length}] || ' '
        || (${sqlArray(PLACES)})[1 + g % ${PLACES.length}] || ' (' || g || ')',
      'Campaign ' || g || ' of the scale benchmark. '
        || (${sqlArray(THEMES.map((theme) => theme.am))})[1 + g % ${THEMES.length}]
        || (${sqlArray(PLACES)})[1 + g % ${PLACES.length}] || ' ህዝብ።',
      (1000 + g % 50 * 1000) * 100, 0, 'active', g % ${FEATURED_EVERY} = 1,
      now() - g * interval '${Math.max(1, Math.floor((365 * 24 * 3600) / campaigns))} seconds',
      now() - g * interval '${Math.max(1, Math.floor((365 * 24 * 3600) / campaigns))} seconds'
    FROM generate_series(1, ${campaigns}) AS g, orgs, cats`);

  const image = await storeCampaignImage(blobs, defaultPalette, 0, 16);
  await client.query(
    `INSERT INTO campaign_images (campaign_id, position, storage_key, content_type, byte_size, etag, width,
       height, alt)
     SELECT c.id, 0, $1, 'image/png', $2, $3, $4, $5, 'A photo of ' || c.title
     FROM campaigns c JOIN organizations o ON o.id = c.organization_id
     WHERE o.email LIKE '${MARK}-%'`,
    [image.key, image.byteSize, image.etag, image.width, image.height],
  );
  for (const variant of image.variants) {
    await client.query(
      `INSERT INTO campaign_image_variants (campaign_image_id, width, height, storage_key, etag, byte_size)
       SELECT i.id, $1, $2, $3, $4, $5
       FROM campaign_images i JOIN campaigns c ON c.id = i.campaign_id
         JOIN organizations o ON o.id = c.organization_id
       WHERE o.email LIKE '${MARK}-%'`,
      [variant.width, variant.height, variant.key, variant.etag, variant.byteSize],
    );
  }
  await client.query('ANALYZE');

  // The most popular campaign (donations favour the first ones, see growDonations) is the one measured.
  const { rows } = await client.query<{ campaign_id: number; image_id: number }>(`
    SELECT c.id AS campaign_id, i.id AS image_id
    FROM campaigns c JOIN organizations o ON o.id = c.organization_id JOIN campaign_images i ON i.campaign_id = c.id
    WHERE o.email LIKE '${MARK}-%' ORDER BY c.id LIMIT 1`);
  const { campaign_id: campaignId, image_id: imageId } = rows[0]!;
  // A card shows the middle width of its srcset.
  const widths = image.variants.map((variant) => variant.width).sort((a, b) => a - b);
  const width = widths[Math.floor(widths.length / 2)];
  const query = width === undefined ? '' : `?w=${width}`;
  return { campaignId, imagePath: `/api/media/campaign/image/${campaignId}/${imageId}${query}` };
}

/**
 * Adds completed donations until the bench's campaigns hold `to` (from `from`), in batches so the progress
 * shows. Campaign k of n (k = 0 the first) receives a share of about 1/(2·sqrt(k·n)) of them (the square of a
 * uniform draw picks it): a few popular campaigns, a long tail, as on a real platform; the first holds about
 * 1/sqrt(n) of all donations (1 % with 10,000 campaigns). One in ten is in USD by card; dates spread over
 * the last year. Then VACUUM ANALYZE of every table (the donations, and the campaign totals rows their
 * triggers rewrote), as autovacuum would leave them.
 */
export async function growDonations(
  client: pg.Client,
  { from, to, onBatch }: { from: number; to: number; onBatch?: (done: number) => void },
): Promise<void> {
  await client.query(`SELECT setseed(${(from % 1000) / 1000})`);
  const batch = 250_000;
  for (let start = from; start < to; start += batch) {
    const end = Math.min(to, start + batch);
    await client.query(`
      WITH ids AS (
        SELECT array_agg(c.id ORDER BY c.id) AS ids
        FROM campaigns c JOIN organizations o ON o.id = c.organization_id WHERE o.email LIKE '${MARK}-%'
      ), drawn AS (
        SELECT g, random() AS pick, random() AS amount, random() AS age FROM generate_series(${start + 1}, ${end}) AS g
      ), gifts AS (
        SELECT g, ids.ids[1 + floor(cardinality(ids.ids) * pick * pick)::int] AS campaign_id,
          g % ${USD_EVERY} = 0 AS usd, amount, age
        FROM drawn, ids
      )
      INSERT INTO donations (campaign_id, amount_minor, currency, etb_amount_minor, exchange_rate, anonymous,
        full_name, message, payment_method, is_completed, created_at)
      SELECT campaign_id,
        CASE WHEN usd THEN 500 + floor(amount * 20000)::int ELSE 5000 + floor(amount * 500000)::int END,
        CASE WHEN usd THEN 'USD' ELSE 'ETB' END,
        CASE WHEN usd THEN round((500 + floor(amount * 20000)::int) * ${USD_RATE})::bigint
          ELSE 5000 + floor(amount * 500000)::int END,
        CASE WHEN usd THEN ${USD_RATE} ELSE 1 END,
        g % 7 = 0,
        CASE WHEN g % 7 = 0 THEN NULL ELSE 'Donor ' || g END,
        CASE WHEN g % 5 = 0 THEN 'Keep going!' ELSE '' END,
        CASE WHEN usd THEN 'stripe' ELSE (ARRAY['telebirr', 'mpesa', 'cbe', 'payonline'])[1 + g % 4] END,
        true,
        now() - age * interval '365 days'
      FROM gifts`);
    onBatch?.(end);
  }
  await client.query('VACUUM ANALYZE');
}

/** The completed donations of a campaign and their ETB sum, straight from the donations table. */
export async function donationSums(
  client: pg.Client,
  campaignId: number,
): Promise<{ count: number; collectedEtbMinor: number }> {
  const { rows } = await client.query<{ count: string; collected: string | null }>(
    'SELECT count(*) AS count, sum(etb_amount_minor) AS collected FROM donations WHERE campaign_id = $1 AND is_completed',
    [campaignId],
  );
  return { count: Number(rows[0]!.count), collectedEtbMinor: Number(rows[0]!.collected ?? 0) };
}
