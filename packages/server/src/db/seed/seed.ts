import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../../auth/password-hash.ts';
import type { BlobStore } from '../../media/blob-store.ts';
import type { CampaignImagesTable, Database } from '../schema.ts';
import { Prng } from './prng.ts';
import { planDonations, type PlannedDonation } from './seed-donations.ts';
import { notificationsFor } from './seed-notifications.ts';
import { markWithdrawn, seedOpenWithdrawals, seedPaidWithdrawal } from './seed-withdrawals.ts';
import { flaggedPayments } from './seed-flagged-payments.ts';
import { categoryPalettes, defaultPalette, storeCampaignImage, storeLogo } from './seed-media.ts';
import { seedCampaigns } from './seed-campaigns.ts';
import { seedInbox } from './seed-inbox.ts';
import { seedOrganizationDocuments } from './seed-organization-documents.ts';
import { seedCharities, seedOrganizations } from './seed-organizations.ts';
import { DEMO_PASSWORD, demoAccounts } from './seed-people.ts';

/** ETB per USD recorded for the demo content (and used for USD donations' ETB value). */
export const SEED_USD_RATE = 156.4;
const SEED = 20_261_123;
const DAY = 86_400_000;
// Serialises concurrent seeders (two instances starting on one empty database).
const SEED_LOCK = 7_345_001;

// Tables emptied by a reset: the content and what people and clients left behind (sign-in codes, rate-limit
// counters), so a reset demo starts as fresh as a new one. Categories are reference data owned by the migrations.
const contentTables = [
  'audit_log',
  'phone_otp_codes',
  'rate_limit_counters',
  'sandbox_payments',
  'sandbox_payouts',
  'webhook_events',
  'help_questions',
  'payout_attempts',
  'withdrawals',
  'withdraw_accounts',
  'reports',
  'notifications',
  'saved_campaigns',
  'donations',
  'invoices',
  'campaign_documents',
  'campaign_image_variants',
  'campaign_images',
  'campaign_totals',
  'campaigns',
  'charities',
  'organization_documents',
  'organizations',
  'exchange_rates',
  'profiles',
  'users',
];

export interface SeedResult {
  seeded: boolean;
  organizations: number;
  campaigns: number;
  donations: number;
}

/**
 * Fills an empty database with the demo content of ARCHITECTURE.md "Seed". Does nothing when users exist
 * (idempotent), unless `reset` empties every content table first. Content is deterministic (seeded PRNG);
 * only timestamps follow `now`.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  blobs: BlobStore,
  options: { reset?: boolean; now?: Date } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const nothingDone = { seeded: false, organizations: 0, campaigns: 0, donations: 0 };
  // Most starts find content: answer before the expensive preparation (checked again under the lock).
  if (!options.reset && !(await isDatabaseEmpty(db))) return nothingDone;
  // Expensive, side-effect-free work (hashing, painting, storing blobs by content) happens outside the
  // transaction so it stays short.
  const passwordHashes = {
    donor: await hashPassword(DEMO_PASSWORD),
    owner: await hashPassword(DEMO_PASSWORD),
    operator: await hashPassword(DEMO_PASSWORD),
  };
  const logos = new Map<string, Awaited<ReturnType<typeof storeLogo>>>();
  for (const item of [...seedOrganizations, ...seedCharities]) {
    logos.set(item.key, await storeLogo(blobs, item.key, item.palette));
  }
  const images: Awaited<ReturnType<typeof storeCampaignImage>>[][] = [];
  for (const [index, campaign] of seedCampaigns.entries()) {
    const palette = categoryPalettes[campaign.category] ?? defaultPalette;
    const stored = [];
    for (let variant = 0; variant < campaign.images; variant++) {
      stored.push(await storeCampaignImage(blobs, palette, variant, SEED + index * 10 + variant));
    }
    images.push(stored);
  }

  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (options.reset) {
      await sql.raw(`TRUNCATE ${contentTables.join(', ')} RESTART IDENTITY CASCADE`).execute(trx);
    } else {
      const { count } = await trx
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (count > 0) return nothingDone;
    }
    const ago = (days: number) => new Date(now.getTime() - days * DAY);

    await trx
      .insertInto('exchange_rates')
      .values({ currency: 'USD', etb_per_unit: SEED_USD_RATE, effective_at: ago(1) })
      .execute();
    const users = await trx
      .insertInto('users')
      .values([
        { ...pick(demoAccounts.donor), password_hash: passwordHashes.donor, created_at: ago(200) },
        { ...pick(demoAccounts.owner), password_hash: passwordHashes.owner, created_at: ago(430) },
      ])
      .returning('id')
      .execute();
    const donorId = users[0]!.id;
    const ownerId = users[1]!.id;
    // The team's demo operator (issue 14), after the two others so their ids stay 1 and 2.
    const { id: operatorId } = await trx
      .insertInto('users')
      .values({
        ...pick(demoAccounts.operator),
        password_hash: passwordHashes.operator,
        created_at: ago(500),
        role: 'operator',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('profiles')
      .values([
        {
          user_id: donorId,
          auth_type: 'password',
          phone: demoAccounts.donor.phone,
          full_name: 'Selam Tadesse',
        },
        {
          user_id: ownerId,
          auth_type: 'password',
          phone: demoAccounts.owner.phone,
          full_name: 'Almaz Tesfaye',
        },
        {
          user_id: operatorId,
          auth_type: 'password',
          phone: demoAccounts.operator.phone,
          full_name: 'Meskerem Alemayehu',
        },
      ])
      .execute();

    const organizationIds = new Map<string, number>();
    for (const organization of seedOrganizations) {
      const logo = logos.get(organization.key)!;
      const { id } = await trx
        .insertInto('organizations')
        .values({
          owner_user_id: organization.ownedByOwner ? ownerId : null,
          name: organization.name,
          description: organization.description,
          email: organization.email,
          phone_number: organization.phone_number,
          contact_person_name: organization.contact_person_name,
          address: organization.address,
          website: organization.website,
          approval_status: organization.approval_status,
          accepts_asrat: organization.accepts_asrat,
          logo_key: logo.key,
          logo_content_type: 'image/png',
          logo_etag: logo.etag,
          created_at: ago(organization.createdDaysAgo),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      organizationIds.set(organization.key, id);
    }
    await trx
      .insertInto('organization_documents')
      .values(await seedOrganizationDocuments(blobs, organizationIds))
      .execute();
    const charityIds = new Map<string, number>();
    for (const charity of seedCharities) {
      const logo = logos.get(charity.key)!;
      const { id } = await trx
        .insertInto('charities')
        .values({
          name: charity.name,
          description: charity.description,
          logo_key: logo.key,
          logo_content_type: 'image/png',
          logo_etag: logo.etag,
          created_at: ago(charity.createdDaysAgo),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      charityIds.set(charity.key, id);
    }

    const random = new Prng(SEED);
    const planned: PlannedDonation[] = [];
    const imageRows: Insertable<CampaignImagesTable>[] = [];
    const imageVariants = new Map<string, (typeof images)[number][number]['variants']>();
    const ownerCampaignIds: number[] = [];
    const campaignTitles = new Map<number, string>();
    for (const [index, campaign] of seedCampaigns.entries()) {
      const createdAt = ago(campaign.createdDaysAgo);
      const organizationId = organizationIds.get(campaign.organization)!;
      const { id } = await trx
        .insertInto('campaigns')
        .values({
          organization_id: organizationId,
          category_id: campaign.category,
          created_by_user_id: campaign.organization === 'gondar-health' ? ownerId : null,
          created_by_charity: campaign.charity !== undefined,
          charity_id: campaign.charity ? charityIds.get(campaign.charity)! : null,
          title: campaign.title,
          description: campaign.description,
          goal_etb_minor: campaign.goalEtb * 100,
          goal_usd_minor: campaign.goalUsd * 100,
          video_url: campaign.videoUrl ?? null,
          status: campaign.status ?? 'active',
          featured: campaign.featured ?? false,
          deadline:
            campaign.deadlineInDays === undefined
              ? null
              : new Date(now.getTime() + campaign.deadlineInDays * DAY),
          created_at: createdAt,
          updated_at: createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (campaign.organization === 'gondar-health') ownerCampaignIds.push(id);
      campaignTitles.set(id, campaign.title);
      for (const [position, image] of images[index]!.entries()) {
        imageVariants.set(`${id}/${position}`, image.variants);
        imageRows.push({
          campaign_id: id,
          position,
          storage_key: image.key,
          content_type: 'image/png',
          byte_size: image.byteSize,
          etag: image.etag,
          width: image.width,
          height: image.height,
          alt: `Illustration ${position + 1} for “${campaign.title}”`,
          created_at: createdAt,
        });
      }
      const plan = {
        id,
        goalEtbMinor: campaign.goalEtb * 100,
        goalUsdMinor: campaign.goalUsd * 100,
        funded: campaign.funded,
        createdAt,
      };
      planned.push(...planDonations(plan, SEED_USD_RATE, random, now, donorId));
    }
    const insertedImages = await trx
      .insertInto('campaign_images')
      .values(imageRows)
      .returning(['id', 'campaign_id', 'position'])
      .execute();
    const variantRows = insertedImages.flatMap((row) =>
      imageVariants.get(`${row.campaign_id}/${row.position}`)!.map((variant) => ({
        campaign_image_id: row.id,
        width: variant.width,
        height: variant.height,
        storage_key: variant.key,
        etag: variant.etag,
        byte_size: variant.byteSize,
      })),
    );
    await trx.insertInto('campaign_image_variants').values(variantRows).execute();

    planned.sort((a, b) => a.invoice.created_at.getTime() - b.invoice.created_at.getTime());
    markWithdrawn(planned, ownerCampaignIds);
    planned.push(...flaggedPayments([...campaignTitles.keys()], now));
    // Each donation's id, by its invoice (the notifications name their donation).
    const donationIds = new Map<string, number>();
    for (let start = 0; start < planned.length; start += 200) {
      const batch = planned.slice(start, start + 200);
      await trx
        .insertInto('invoices')
        .values(batch.map((item) => item.invoice))
        .execute();
      const inserted = await trx
        .insertInto('donations')
        .values(batch.map((item) => item.donation))
        .returning(['id', 'invoice_id'])
        .execute();
      for (const row of inserted) donationIds.set(row.invoice_id!, row.id);
    }

    const { id: accountId } = await trx
      .insertInto('withdraw_accounts')
      .values({
        user_id: ownerId,
        account_name: 'Gondar Community Health Initiative',
        account_number: '1000234567891',
        bank_name: 'Commercial Bank of Ethiopia',
        account_type: 'checking',
        phone_number: '+251918220145',
        created_at: ago(300),
        updated_at: ago(300),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = { id: accountId, userId: ownerId };
    for (const campaignId of ownerCampaignIds) {
      const withdrawn = planned.filter(
        (item) => item.donation.campaign_id === campaignId && item.donation.withdrawn,
      );
      if (withdrawn.length === 0) continue;
      const amount = withdrawn.reduce((sum, item) => sum + item.donation.amount_minor, 0);
      const when = new Date(withdrawn.at(-1)!.donation.created_at.getTime() + 2 * DAY);
      await seedPaidWithdrawal(trx, {
        campaignId,
        account,
        amount,
        requestedAt: when,
        paidAt: new Date(when.valueOf() + 5 * DAY),
      });
    }
    await seedOpenWithdrawals(trx, planned, ownerCampaignIds, account, now);

    await trx
      .insertInto('notifications')
      .values(
        notificationsFor(planned, ownerCampaignIds, ownerId, donorId, now, {
          donationId: (item) => donationIds.get(item.invoice.id)!,
          campaignTitle: (id) => campaignTitles.get(id)!,
        }),
      )
      .execute();
    const featured = await trx
      .selectFrom('campaigns')
      .select('id')
      .where('featured', '=', true)
      .orderBy('id')
      .limit(3)
      .execute();
    await trx
      .insertInto('saved_campaigns')
      .values(
        featured.map(({ id }, index) => ({ user_id: donorId, campaign_id: id, created_at: ago(3 + index) })),
      )
      .execute();
    const campaignIdByTitle = new Map([...campaignTitles].map(([id, title]) => [title, id]));
    await seedInbox(trx, {
      campaignId: (title) => campaignIdByTitle.get(title)!,
      organizationId: (key) => organizationIds.get(key)!,
      operatorId,
      ago,
    });

    return {
      seeded: true,
      organizations: seedOrganizations.length,
      campaigns: seedCampaigns.length,
      donations: planned.length,
    };
  });
}

function pick(account: (typeof demoAccounts)[keyof typeof demoAccounts]) {
  return {
    username: account.username,
    email: account.email,
    firstname: account.firstname,
    lastname: account.lastname,
  };
}

/** Whether the content tables are empty (first start). */
export async function isDatabaseEmpty(db: Kysely<Database> | Transaction<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
