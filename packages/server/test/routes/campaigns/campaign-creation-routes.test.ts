import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignReview } from '../../../src/campaigns/campaign-review.ts';
import { CampaignReviewRepository } from '../../../src/campaigns/campaign-review-repository.ts';
import { LocalBlobStore } from '../../../src/media/blob-store.ts';
import { readServerConfig } from '../../../src/config/read-server-config.ts';
import { bearer, createAccountsApp, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Issue 13 items 2 and 5: an organization's owner creates a campaign (POST /api/campaigns/, multipart). It
// waits for the team in review, public only once published; a refused request leaves no row and no file.

/** Every file under `folder`, recursively (the test's own blob store: nothing else writes there). */
function filesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([Uint8Array.from(bytes)], name, { type });

/** A small PDF as far as its bytes tell (the receiver types files by their bytes). */
const pdf = (size = 2_000) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  bytes.write('\n%%EOF\n', size - 7, 'latin1');
  return bytes;
};

describe.each(databaseKinds)('creating a campaign on %s', (kind) => {
  let t: AccountsTestApp;
  let mediaRoot: string;
  let photo: Buffer;
  let creator: Awaited<ReturnType<typeof signUp>>;
  let organizationId: number;
  let review: CampaignReview;

  /** An organization owned by `ownerId` in `status`. */
  async function organizationOf(ownerId: number, status: 'approved' | 'pending' | 'rejected' = 'approved') {
    const { id } = await t.database.db
      .insertInto('organizations')
      .values({
        owner_user_id: ownerId,
        name: `Organization of ${ownerId} (${status})`,
        email: 'org@example.org',
        phone_number: '+251911000000',
        contact_person_name: 'Owner',
        approval_status: status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** The payload of §3 with a photo; `fields` replace (or, undefined, remove) text fields. */
  function campaignForm(
    fields: Record<string, string | undefined> = {},
    files: { image?: File | null; documents?: File[] } = {},
  ): FormData {
    const form = new FormData();
    const values: Record<string, string | undefined> = {
      title: 'Desks for Gondar schools',
      description: 'Two hundred desks for\r\nthree schools.',
      category: '4',
      createdBy: String(organizationId),
      goalEtbAmount: '5000000',
      goalUsdAmount: '0',
      createdByCharity: 'false',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      ...fields,
    };
    for (const [name, value] of Object.entries(values)) if (value !== undefined) form.set(name, value);
    const image = files.image === undefined ? file(photo, 'desks.jpg', 'image/jpeg') : files.image;
    if (image) form.set('image', image);
    (files.documents ?? []).forEach((document, index) => form.set(`doc-${index}`, document));
    return form;
  }

  async function create(form: FormData, token = creator.token) {
    const { payload, headers } = await multipart(form);
    return t.app.inject({
      method: 'POST',
      url: '/api/campaigns/',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  }

  /** How many rows the tables a creation writes hold. */
  async function rowCounts() {
    const count = async (
      table: 'campaigns' | 'campaign_images' | 'campaign_image_variants' | 'campaign_documents',
    ) =>
      Number(
        (
          await t.database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<string | number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      );
    return {
      campaigns: await count('campaigns'),
      images: await count('campaign_images'),
      variants: await count('campaign_image_variants'),
      documents: await count('campaign_documents'),
    };
  }

  /** Sends `form`, expects `status`, and that no row and no file stayed behind. */
  async function refused(form: FormData, status: number, token = creator.token) {
    const rows = await rowCounts();
    const files = filesIn(mediaRoot);
    const response = await create(form, token);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<{ message: string; code: string; errors?: Record<string, string> }>();
    expect(body.message.length).toBeGreaterThan(0);
    expect(await rowCounts()).toEqual(rows);
    expect(filesIn(mediaRoot)).toEqual(files);
    return body;
  }

  beforeAll(async () => {
    mediaRoot = mkdtempSync(join(tmpdir(), 'lomi-campaign-creation-'));
    // One creator sends every case here: far more forms than an account may send per hour by default.
    const rateLimits = { ...readServerConfig({}).rateLimits, upload: { max: 1_000, windowMs: 60_000 } };
    t = await createAccountsApp(kind, {}, { blobs: new LocalBlobStore(mediaRoot), rateLimits });
    review = new CampaignReview(new CampaignReviewRepository(t.database.db));
    creator = await signUp(t.app);
    organizationId = await organizationOf(creator.id);
    photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 120, b: 80 } },
    })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  it('creates the campaign in review with its photo and documents, and answers the owner’s shape', async () => {
    const rows = await rowCounts();
    const response = await create(
      campaignForm({}, { documents: [file(pdf(), 'budget.pdf', 'application/pdf')] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const campaign = response.json();
    expect(campaign).toMatchObject({
      title: 'Desks for Gondar schools',
      description: 'Two hundred desks for\nthree schools.',
      category: { id: 4, name: 'Education' },
      organization: { id: organizationId },
      goalEtbAmount: 5_000_000,
      goalUsdAmount: 0,
      target_amount: 5_000_000,
      collected_amount: 0,
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      createdByCharity: false,
      charityId: null,
      status: 'in_review',
      review_note: null,
      featured: false,
      donations: [],
    });
    expect(campaign.images).toHaveLength(1);
    expect(await rowCounts()).toEqual({
      campaigns: rows.campaigns + 1,
      images: rows.images + 1,
      variants: rows.variants + 3, // 320, 640 and its own 900 px
      documents: rows.documents + 1,
    });
    const stored = await t.database.db
      .selectFrom('campaigns')
      .select(['status', 'created_by_user_id', 'review_note'])
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'in_review', created_by_user_id: creator.id, review_note: null });
    const documents = await t.database.db
      .selectFrom('campaign_documents')
      .select(['file_name', 'content_type', 'byte_size'])
      .where('campaign_id', '=', campaign.id)
      .execute();
    expect(documents).toEqual([
      { file_name: 'budget.pdf', content_type: 'application/pdf', byte_size: 2_000 },
    ]);
    // The owner follows it on /mycampaigns and its dashboard.
    const mine = await t.app.inject({ url: '/api/campaigns/mine/', headers: bearer(creator.token) });
    expect(mine.json().results).toContainEqual(
      expect.objectContaining({ id: campaign.id, status: 'in_review' }),
    );
    const dashboard = await t.app.inject({
      url: `/api/campaigns/mine/${campaign.id}`,
      headers: bearer(creator.token),
    });
    expect(dashboard.json()).toEqual(campaign);
  });

  it('keeps a campaign in review out of everything public until the team publishes it', async () => {
    const created = (await create(campaignForm({ title: 'Roof for the Qorqoro clinic' }))).json();
    // The owner's answer links the photo with a signed preview; its public address is the path alone.
    const image = { url: created.images[0].url.split('?')[0] };
    expect((await t.app.inject(created.images[0].url)).statusCode).toBe(200);
    const publicState = async () => {
      const listed = await t.app.inject(`/api/campaigns/?organization_id=${organizationId}`);
      const searched = await t.app.inject('/api/campaigns/?search=Qorqoro');
      const organization = await t.app.inject(`/api/organizations/${organizationId}`);
      return {
        detail: (await t.app.inject(`/api/campaigns/${created.id}`)).statusCode,
        listed: listed.json().results.some((each: { id: number }) => each.id === created.id),
        searched: searched.json().count,
        campaignCount: organization.json().campaign_count,
        image: (await t.app.inject(image.url)).statusCode,
        qr: (await t.app.inject(`/api/generate-qr/?campaign_id=${created.id}`)).statusCode,
        donations: (await t.app.inject(`/api/donations/?campaign_id=${created.id}`)).statusCode,
      };
    };
    expect(await publicState()).toEqual({
      detail: 404,
      listed: false,
      searched: 0,
      campaignCount: 0,
      image: 404,
      qr: 404,
      donations: 404,
    });
    const donate = await t.app.inject({
      method: 'POST',
      url: '/api/donation/lakipay/direct/',
      headers: { 'idempotency-key': `in-review-${created.id}` },
      payload: {
        amount: 10_000,
        campaign_id: created.id,
        phone_number: '251911223344',
        anonymous: true,
        medium: 'telebirr',
      },
    });
    expect(donate.statusCode, donate.body).toBe(404);
    expect(
      await t.database.db.selectFrom('invoices').select('id').where('campaign_id', '=', created.id).execute(),
    ).toEqual([]);
    // Featuring it (the console may feature before publishing) still shows nothing.
    await t.database.db
      .updateTable('campaigns')
      .set({ featured: true })
      .where('id', '=', created.id)
      .execute();
    const featured = (await t.app.inject('/api/campaigns/featured')).json() as Array<{ id: number }>;
    expect(featured.map((each) => each.id)).not.toContain(created.id);

    expect(await review.publish(created.id)).toEqual({ outcome: 'done' });
    // Published: listed, searchable, counted, its photo served; donations are taken (active, no deadline).
    expect(await publicState()).toEqual({
      detail: 200,
      listed: true,
      searched: 1,
      campaignCount: 1,
      image: 200,
      qr: 200,
      donations: 200,
    });
    expect((await t.app.inject('/api/campaigns/featured')).json()).toContainEqual(
      expect.objectContaining({ id: created.id }),
    );
    // Published once: a second decision is refused, whoever makes it.
    expect(await review.publish(created.id)).toEqual({ outcome: 'not-in-review', status: 'active' });
    expect(await review.reject(created.id, 'Too late')).toEqual({
      outcome: 'not-in-review',
      status: 'active',
    });
    expect(await review.publish(987_654)).toEqual({ outcome: 'missing' });
  });

  it('shows the owner why the team rejected a campaign, and nobody else anything', async () => {
    const created = (await create(campaignForm({ title: 'Library books' }))).json();
    await expect(review.reject(created.id, '   ')).rejects.toThrow(RangeError);
    expect(await review.reject(created.id, ' The photo does not show the library. ')).toEqual({
      outcome: 'done',
    });
    const own = await t.app.inject({
      url: `/api/campaigns/mine/${created.id}`,
      headers: bearer(creator.token),
    });
    expect(own.json()).toMatchObject({
      status: 'rejected',
      review_note: 'The photo does not show the library.',
    });
    expect((await t.app.inject(`/api/campaigns/${created.id}`)).statusCode).toBe(404);
    expect((await t.app.inject(created.images[0].url.split('?')[0])).statusCode).toBe(404);
    expect(await review.publish(created.id)).toEqual({ outcome: 'not-in-review', status: 'rejected' });
    // Someone else's reads know nothing of it.
    const stranger = await signUp(t.app);
    const theirs = await t.app.inject({
      url: `/api/campaigns/mine/${created.id}`,
      headers: bearer(stranger.token),
    });
    expect(theirs.statusCode).toBe(404);
  });

  it('lets only one of two reviewers acting at once decide', async () => {
    const created = (await create(campaignForm({ title: 'Two reviewers' }))).json();
    const outcomes = await Promise.all([review.publish(created.id), review.reject(created.id, 'No')]);
    expect(outcomes.filter((outcome) => outcome.outcome === 'done')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.outcome === 'not-in-review')).toHaveLength(1);
  });

  it('takes goals in minor units, a USD goal alone, and no video', async () => {
    const response = await create(
      campaignForm({
        goalEtbAmount: '0',
        goalUsdAmount: '250000',
        videoUrl: '',
        createdByCharity: undefined,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ goalEtbAmount: 0, goalUsdAmount: 250_000, video_url: null });
  });

  it('takes files of several megabytes, far past the body limit of JSON forms', async () => {
    const large = await sharp({
      create: {
        width: 2400,
        height: 1600,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(large.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    const response = await create(
      campaignForm(
        {},
        {
          image: file(large, 'large.jpg', 'image/jpeg'),
          documents: [file(pdf(8 * 1024 * 1024), 'scan.pdf', 'application/pdf')],
        },
      ),
    );
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses goals of 0 in both currencies, over the money limit, negative or fractional', async () => {
    const none = await refused(campaignForm({ goalEtbAmount: '0', goalUsdAmount: '0' }), 400);
    expect(none.errors).toHaveProperty('goalEtbAmount');
    const over = await refused(campaignForm({ goalEtbAmount: '1000000001' }), 400);
    expect(over.errors).toHaveProperty('goalEtbAmount');
    await refused(campaignForm({ goalUsdAmount: '99999999999999999999' }), 400);
    await refused(campaignForm({ goalEtbAmount: '-500' }), 400);
    await refused(campaignForm({ goalEtbAmount: '5000.50' }), 400);
    await refused(campaignForm({ goalEtbAmount: '1e6' }), 400);
  });

  it('refuses an unknown category, a link that is not a video, a charity campaign and bad text', async () => {
    expect((await refused(campaignForm({ category: '18' }), 400)).errors).toHaveProperty('category');
    await refused(campaignForm({ category: 'Medical' }), 400);
    expect(
      (await refused(campaignForm({ videoUrl: 'https://vimeo.com/123456' }), 400)).errors,
    ).toHaveProperty('videoUrl');
    await refused(campaignForm({ videoUrl: 'https://www.youtube.com/channel/UC123' }), 400);
    await refused(campaignForm({ createdByCharity: 'true' }), 400);
    await refused(campaignForm({ title: '   ' }), 400);
    await refused(campaignForm({ title: 'x'.repeat(256) }), 400);
    await refused(campaignForm({ description: undefined }), 400);
    await refused(campaignForm({ title: 'Nul\u0000byte' }), 400);
    await refused(campaignForm({ surprise: 'field' }), 400);
  });

  it('needs a photo, and refuses a renamed executable, 11 documents and a 30 MB file', async () => {
    const missing = await refused(campaignForm({}, { image: null }), 400);
    expect(missing.errors).toHaveProperty('image');
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4_000)]);
    await refused(campaignForm({}, { image: file(elf, 'photo.jpg', 'image/jpeg') }), 400);
    await refused(
      campaignForm(
        {},
        { documents: [file(Buffer.from([0x4d, 0x5a, 0x90, 0, 3]), 'budget.pdf', 'application/pdf')] },
      ),
      400,
    );
    const eleven = Array.from({ length: 11 }, (_, index) =>
      file(pdf(), `doc-${index}.pdf`, 'application/pdf'),
    );
    await refused(campaignForm({}, { documents: eleven }), 413);
    await refused(
      campaignForm({}, { documents: [file(pdf(30 * 1024 * 1024), 'huge.pdf', 'application/pdf')] }),
      413,
    );
  });

  it('refuses another user’s organization, a pending one, and a user without one', async () => {
    // Someone with an approved organization of their own names the creator's.
    const other = await signUp(t.app);
    await organizationOf(other.id);
    expect((await refused(campaignForm(), 403, other.token)).code).toBe('LOMI_ERR_FORBIDDEN');
    // The creator names their own pending organization, or someone else's pending one, or none at all.
    const pending = await organizationOf(creator.id, 'pending');
    expect((await refused(campaignForm({ createdBy: String(pending) }), 409)).code).toBe(
      'LOMI_ERR_ORGANIZATION_NOT_APPROVED',
    );
    const othersPending = await organizationOf(other.id, 'pending');
    await refused(campaignForm({ createdBy: String(othersPending) }), 404);
    await refused(campaignForm({ createdBy: '987654' }), 404);
    await refused(campaignForm({ createdBy: 'mine' }), 400);
    // A user whose only organization waits for approval is refused before the files are read.
    const waiting = await signUp(t.app);
    await organizationOf(waiting.id, 'pending');
    expect((await refused(campaignForm(), 409, waiting.token)).code).toBe(
      'LOMI_ERR_ORGANIZATION_NOT_APPROVED',
    );
    const nobody = await signUp(t.app);
    expect((await refused(campaignForm(), 403, nobody.token)).code).toBe('LOMI_ERR_FORBIDDEN');
  });

  it('needs a signed-in user and a multipart form', async () => {
    const { payload, headers } = await multipart(campaignForm());
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/campaigns/', payload, headers });
    expect(anonymous.statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns/',
      payload: { title: 'JSON' },
      headers: bearer(creator.token),
    });
    expect(json.statusCode).toBe(400);
  });
});
