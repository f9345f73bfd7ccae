import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EditableCampaign } from '@lomi/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../../src/config/read-server-config.ts';
import { LocalBlobStore } from '../../../src/media/blob-store.ts';
import {
  bearer,
  call,
  createAccountsApp,
  logIn,
  signUp,
  type AccountsTestApp,
} from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Issue 14 #4, the editing half: the team sets up a campaign on behalf of an approved organization (it goes
// live), and edits any campaign's content, images and documents; each change audited, stale edits refused.

async function multipart(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const pdf = (size = 2_000) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n', 0, 'latin1');
  bytes.write('\n%%EOF\n', size - 7, 'latin1');
  return bytes;
};

describe.each(databaseKinds)('console: the campaign editor on %s', (kind) => {
  let t: AccountsTestApp;
  let mediaRoot: string;
  let operator: { token: string; id: number };
  let photo: Buffer;
  let approvedOrganization: number;
  let charityId: number;

  async function organization(status: 'approved' | 'pending' | 'rejected') {
    const owner = await signUp(t.app);
    const { id } = await t.database.db
      .insertInto('organizations')
      .values({
        owner_user_id: owner.id,
        name: `Organization (${status}) of ${owner.id}`,
        email: 'org@example.org',
        phone_number: '+251911000000',
        contact_person_name: 'Owner',
        approval_status: status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  function setUpForm(fields: Record<string, string | undefined> = {}, withImage = true): FormData {
    const form = new FormData();
    const values: Record<string, string | undefined> = {
      title: 'Water for Lalibela',
      description: 'A well for\r\ntwo villages.',
      category: '3',
      createdBy: String(approvedOrganization),
      goalEtbAmount: '2500000',
      goalUsdAmount: '0',
      ...fields,
    };
    for (const [name, value] of Object.entries(values)) if (value !== undefined) form.set(name, value);
    if (withImage) form.set('image', new File([Uint8Array.from(photo)], 'well.jpg', { type: 'image/jpeg' }));
    return form;
  }

  async function send(method: 'POST', url: string, form: FormData, token = operator.token) {
    const { payload, headers } = await multipart(form);
    return t.app.inject({ method, url, payload, headers: { ...headers, ...bearer(token) } });
  }

  async function setUp(fields: Record<string, string | undefined> = {}): Promise<EditableCampaign> {
    const response = await send('POST', '/api/console/campaigns/', setUpForm(fields));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<EditableCampaign>();
  }

  function imagesForm(count: number): FormData {
    const form = new FormData();
    for (let index = 0; index < count; index += 1) {
      form.set(`image-${index}`, new File([Uint8Array.from(photo)], `p${index}.jpg`, { type: 'image/jpeg' }));
    }
    return form;
  }

  async function withImages(count: number): Promise<EditableCampaign> {
    const campaign = await setUp();
    const response = await send(
      'POST',
      `/api/console/campaigns/${campaign.id}/images/`,
      imagesForm(count - 1),
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<EditableCampaign>();
  }

  const lastAudit = () =>
    t.database.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();

  const positions = (campaignId: number) =>
    t.database.db
      .selectFrom('campaign_images')
      .select(['id', 'position'])
      .where('campaign_id', '=', campaignId)
      .orderBy('position')
      .execute();

  beforeAll(async () => {
    mediaRoot = mkdtempSync(join(tmpdir(), 'lomi-console-editor-'));
    const rateLimits = { ...readServerConfig({}).rateLimits, upload: { max: 1_000, windowMs: 60_000 } };
    t = await createAccountsApp(kind, {}, { blobs: new LocalBlobStore(mediaRoot), rateLimits });
    operator = await logIn(t.app, 'operator@example.com');
    photo = await sharp({
      create: { width: 700, height: 500, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    approvedOrganization = await organization('approved');
    ({ id: charityId } = await t.database.db
      .insertInto('charities')
      .values({ name: 'Test charity', description: 'Helps.' })
      .returning('id')
      .executeTakeFirstOrThrow());
  });
  afterAll(async () => {
    await t.close();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  it('sets up a campaign for an approved organization: live at once, public, audited', async () => {
    const campaign = await setUp({ createdByCharity: 'true', charityId: String(charityId) });
    expect(campaign).toMatchObject({
      status: 'active',
      organization: { id: approvedOrganization },
      title: 'Water for Lalibela',
      description: 'A well for\ntwo villages.',
      category: 3,
      goalEtbAmount: 2_500_000,
      goalUsdAmount: 0,
      createdByCharity: true,
      charityId,
    });
    expect(campaign.images).toHaveLength(1);
    // Public at once: listed and readable by anyone, its image served without a preview link.
    const read = await call(t.app, 'GET', `/api/campaigns/${campaign.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: 'active', createdByCharity: true, charityId });
    expect((await call(t.app, 'GET', campaign.images[0]!.url)).statusCode).toBe(200);
    expect(await lastAudit()).toMatchObject({
      operator_id: operator.id,
      action: 'campaign.create',
      target_type: 'campaign',
      target_id: campaign.id,
      after: { organizationId: approvedOrganization, status: 'active', charityId, goalEtbAmount: 2_500_000 },
    });
  });

  it('refuses an organization not approved (409), a missing one or charity (404), a bad charity choice (400)', async () => {
    const pending = await organization('pending');
    const count = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('campaigns')
            .select((eb) => eb.fn.countAll<string | number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const notApproved = await send(
      'POST',
      '/api/console/campaigns/',
      setUpForm({ createdBy: String(pending) }),
    );
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json().code).toBe('LOMI_ERR_ORGANIZATION_NOT_APPROVED');
    const rejected = await organization('rejected');
    expect(
      (await send('POST', '/api/console/campaigns/', setUpForm({ createdBy: String(rejected) }))).statusCode,
    ).toBe(409);
    expect(
      (await send('POST', '/api/console/campaigns/', setUpForm({ createdBy: '999999' }))).statusCode,
    ).toBe(404);
    const noCharity = await send(
      'POST',
      '/api/console/campaigns/',
      setUpForm({ createdByCharity: 'true', charityId: '999999' }),
    );
    expect(noCharity.statusCode).toBe(404);
    expect(noCharity.json().errors).toEqual({ charityId: 'is not a charity' });
    const charityMissing = await send(
      'POST',
      '/api/console/campaigns/',
      setUpForm({ createdByCharity: 'true' }),
    );
    expect(charityMissing.statusCode).toBe(400);
    expect(charityMissing.json().errors).toHaveProperty('charityId');
    const noGoal = await send('POST', '/api/console/campaigns/', setUpForm({ goalEtbAmount: '0' }));
    expect(noGoal.statusCode).toBe(400);
    const noPhoto = await send('POST', '/api/console/campaigns/', setUpForm({}, false));
    expect(noPhoto.statusCode).toBe(400);
    expect(await count()).toBe(before);
    // A non-operator, even the organization's owner, is refused.
    const owner = await logIn(t.app, 'owner@example.com');
    expect((await send('POST', '/api/console/campaigns/', setUpForm(), owner.token)).statusCode).toBe(403);
  });

  it('edits text, goals, video and charity; audited with before and after; a stale edit is 409', async () => {
    const campaign = await setUp();
    const edited = await call(t.app, 'PATCH', `/api/console/campaigns/${campaign.id}/`, {
      token: operator.token,
      body: {
        updated: campaign.updated,
        title: '  Water for Lalibela and Bilbala ',
        goalEtbAmount: 0,
        goalUsdAmount: 900_000,
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        charityId,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = edited.json<EditableCampaign>();
    expect(after).toMatchObject({
      title: 'Water for Lalibela and Bilbala',
      description: campaign.description,
      goalEtbAmount: 0,
      goalUsdAmount: 900_000,
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      createdByCharity: true,
      charityId,
    });
    expect(after.updated).not.toBe(campaign.updated);
    expect(await lastAudit()).toMatchObject({
      action: 'campaign.edit',
      target_id: campaign.id,
      before: {
        title: 'Water for Lalibela',
        goalEtbAmount: 2_500_000,
        goalUsdAmount: 0,
        videoUrl: null,
        charityId: null,
      },
      after: {
        title: 'Water for Lalibela and Bilbala',
        goalEtbAmount: 0,
        goalUsdAmount: 900_000,
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        charityId,
      },
    });

    // The `updated` read before that edit is stale now.
    const stale = await call(t.app, 'PATCH', `/api/console/campaigns/${campaign.id}/`, {
      token: operator.token,
      body: { updated: campaign.updated, title: 'Lost edit' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toMatch(/changed by someone else.*Reload/);

    const rules = [
      { body: { updated: after.updated, goalUsdAmount: 0 }, status: 400 },
      { body: { updated: after.updated, goalEtbAmount: -1 }, status: 400 },
      { body: { updated: after.updated, goalEtbAmount: 1.5 }, status: 400 },
      { body: { updated: after.updated, title: '   ' }, status: 400 },
      { body: { updated: after.updated, videoUrl: 'https://example.com/video' }, status: 400 },
      { body: { updated: after.updated, category: 18 }, status: 400 },
      { body: { updated: after.updated, charityId: 999_999 }, status: 404 },
      { body: { updated: 'yesterday', title: 'x' }, status: 400 },
      { body: { title: 'x' }, status: 400 },
    ];
    for (const { body, status } of rules) {
      const response = await call(t.app, 'PATCH', `/api/console/campaigns/${campaign.id}/`, {
        token: operator.token,
        body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
    }
    // None of them changed anything; removing the video and the charity does.
    const cleared = await call(t.app, 'PATCH', `/api/console/campaigns/${campaign.id}/`, {
      token: operator.token,
      body: { updated: after.updated, videoUrl: null, charityId: null },
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ video_url: null, createdByCharity: false, charityId: null });
    expect(
      (
        await call(t.app, 'PATCH', '/api/console/campaigns/999999/', {
          token: operator.token,
          body: { updated: after.updated, title: 'x' },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('edits a campaign in review without publishing it; its images come with preview links', async () => {
    const owner = await logIn(t.app, 'owner@example.com');
    const { id } = await t.database.db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .select('c.id')
      .where('o.owner_user_id', '=', owner.id)
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
    await t.database.db.updateTable('campaigns').set({ status: 'in_review' }).where('id', '=', id).execute();
    const read = await call(t.app, 'GET', `/api/console/campaigns/${id}/editor/`, { token: operator.token });
    expect(read.statusCode).toBe(200);
    const campaign = read.json<EditableCampaign>();
    expect(campaign.status).toBe('in_review');
    for (const image of campaign.images) expect(image.url).toContain('?preview=');
    const edited = await call(t.app, 'PATCH', `/api/console/campaigns/${id}/`, {
      token: operator.token,
      body: { updated: campaign.updated, description: 'Told better.' },
    });
    expect(edited.json()).toMatchObject({ status: 'in_review', description: 'Told better.' });
  });

  it('of two operators editing one campaign at once, one wins and the other gets 409', async () => {
    const campaign = await setUp();
    const other = await signUp(t.app);
    await call(t.app, 'POST', '/api/console/operators/', {
      token: operator.token,
      body: { email: other.email },
    });
    const [a, b] = await Promise.all([
      call(t.app, 'PATCH', `/api/console/campaigns/${campaign.id}/`, {
        token: operator.token,
        body: { updated: campaign.updated, title: 'By the first' },
      }),
      call(t.app, 'PATCH', `/api/console/campaigns/${campaign.id}/`, {
        token: other.token,
        body: { updated: campaign.updated, title: 'By the second' },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 'By the first' : 'By the second';
    const read = await call(t.app, 'GET', `/api/console/campaigns/${campaign.id}/editor/`, {
      token: operator.token,
    });
    expect(read.json().title).toBe(winner);
    const edits = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'campaign')
      .where('target_id', '=', campaign.id)
      .where('action', '=', 'campaign.edit')
      .execute();
    expect(edits).toHaveLength(1);
  });

  it('adds images (as WebP variants), reorders them, and keeps positions 0 … n-1', async () => {
    const campaign = await withImages(4);
    expect(campaign.images).toHaveLength(4);
    expect(campaign.images.every((image) => image.srcset.includes('w'))).toBe(true);
    const ids = campaign.images.map((image) => image.id);
    const reversed = [...ids].reverse();
    const reordered = await call(t.app, 'PUT', `/api/console/campaigns/${campaign.id}/images/order`, {
      token: operator.token,
      body: { updated: campaign.updated, imageIds: reversed },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const after = reordered.json<EditableCampaign>();
    expect(after.images.map((image) => image.id)).toEqual(reversed);
    expect(await positions(campaign.id)).toEqual(reversed.map((id, position) => ({ id, position })));
    expect(await lastAudit()).toMatchObject({
      action: 'campaign.images.reorder',
      before: { imageIds: ids },
      after: { imageIds: reversed },
    });
    // The public page shows the new order.
    const page = await call(t.app, 'GET', `/api/campaigns/${campaign.id}`);
    expect(page.json().images.map((image: { id: number }) => image.id)).toEqual(reversed);

    for (const imageIds of [
      ids.slice(1),
      [...ids, ids[0]],
      [ids[0], ids[0], ids[1], ids[2]],
      [...ids.slice(1), 999_999],
    ]) {
      const refused = await call(t.app, 'PUT', `/api/console/campaigns/${campaign.id}/images/order`, {
        token: operator.token,
        body: { updated: after.updated, imageIds },
      });
      expect(refused.statusCode, JSON.stringify(imageIds)).toBe(400);
    }
    const stale = await call(t.app, 'PUT', `/api/console/campaigns/${campaign.id}/images/order`, {
      token: operator.token,
      body: { updated: campaign.updated, imageIds: ids },
    });
    expect(stale.statusCode).toBe(409);
    expect(await positions(campaign.id)).toEqual(reversed.map((id, position) => ({ id, position })));
  });

  it('of two operators reordering at once, one order is kept whole and the other gets 409', async () => {
    const campaign = await withImages(3);
    const other = await signUp(t.app);
    await call(t.app, 'POST', '/api/console/operators/', {
      token: operator.token,
      body: { email: other.email },
    });
    const ids = campaign.images.map((image) => image.id);
    const first = [ids[2]!, ids[0]!, ids[1]!];
    const second = [ids[1]!, ids[2]!, ids[0]!];
    const [a, b] = await Promise.all([
      call(t.app, 'PUT', `/api/console/campaigns/${campaign.id}/images/order`, {
        token: operator.token,
        body: { updated: campaign.updated, imageIds: first },
      }),
      call(t.app, 'PUT', `/api/console/campaigns/${campaign.id}/images/order`, {
        token: other.token,
        body: { updated: campaign.updated, imageIds: second },
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const kept = a.statusCode === 200 ? first : second;
    expect(await positions(campaign.id)).toEqual(kept.map((id, position) => ({ id, position })));
  });

  it('removes images but never the only one, moving the others up; refuses an 11th image', async () => {
    const campaign = await withImages(3);
    const [first, second, third] = campaign.images.map((image) => image.id) as [number, number, number];
    const removed = await call(t.app, 'DELETE', `/api/console/campaigns/${campaign.id}/images/${first}/`, {
      token: operator.token,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().images.map((image: { id: number }) => image.id)).toEqual([second, third]);
    expect(await positions(campaign.id)).toEqual([
      { id: second, position: 0 },
      { id: third, position: 1 },
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'campaign.images.remove',
      before: { imageIds: [first, second, third] },
      after: { imageIds: [second, third] },
    });
    // Its image is gone from the public route.
    expect((await call(t.app, 'GET', campaign.images[0]!.url)).statusCode).toBe(404);
    expect(
      (
        await call(t.app, 'DELETE', `/api/console/campaigns/${campaign.id}/images/${first}/`, {
          token: operator.token,
        })
      ).statusCode,
    ).toBe(404);
    await call(t.app, 'DELETE', `/api/console/campaigns/${campaign.id}/images/${second}/`, {
      token: operator.token,
    });
    const last = await call(t.app, 'DELETE', `/api/console/campaigns/${campaign.id}/images/${third}/`, {
      token: operator.token,
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/only image/);
    expect(await positions(campaign.id)).toEqual([{ id: third, position: 0 }]);

    // Two removals at once of a campaign with two images: one succeeds, the other keeps the last (409).
    const pair = await withImages(2);
    const [x, y] = pair.images.map((image) => image.id);
    const both = await Promise.all([
      call(t.app, 'DELETE', `/api/console/campaigns/${pair.id}/images/${x}/`, { token: operator.token }),
      call(t.app, 'DELETE', `/api/console/campaigns/${pair.id}/images/${y}/`, { token: operator.token }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await positions(pair.id)).toHaveLength(1);

    const full = await withImages(10);
    expect(full.images).toHaveLength(10);
    const eleventh = await send('POST', `/api/console/campaigns/${full.id}/images/`, imagesForm(1));
    expect(eleventh.statusCode).toBe(409);
  });

  it('adds, downloads (operators only) and removes documents, audited', async () => {
    const campaign = await setUp();
    const form = new FormData();
    form.set('doc-0', new File([Uint8Array.from(pdf())], 'budget.pdf', { type: 'application/pdf' }));
    const added = await send('POST', `/api/console/campaigns/${campaign.id}/documents/`, form);
    expect(added.statusCode, added.body).toBe(200);
    const [document] = added.json<EditableCampaign>().documents;
    expect(document).toMatchObject({
      file_name: 'budget.pdf',
      content_type: 'application/pdf',
      byte_size: 2000,
    });
    expect(await lastAudit()).toMatchObject({
      action: 'campaign.documents.add',
      after: { added: ['budget.pdf'] },
    });

    const url = `/api/console/campaigns/${campaign.id}/documents/${document!.id}`;
    expect(document!.url).toBe(url);
    const download = await call(t.app, 'GET', url, { token: operator.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''budget.pdf");
    expect(download.rawPayload.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
    const owner = await logIn(t.app, 'owner@example.com');
    expect((await call(t.app, 'GET', url, { token: owner.token })).statusCode).toBe(403);

    const removed = await call(t.app, 'DELETE', `${url}/`, { token: operator.token });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().documents).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action: 'campaign.documents.remove' });
    expect((await call(t.app, 'GET', url, { token: operator.token })).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', `${url}/`, { token: operator.token })).statusCode).toBe(404);
  });
});
