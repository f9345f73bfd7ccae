import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OwnOrganization } from '@lomi/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../../../src/media/blob-store.ts';
import { OrganizationConsoleRepository } from '../../../src/organizations/organization-console-repository.ts';
import { OrganizationReview } from '../../../src/organizations/organization-review.ts';
import { readServerConfig } from '../../../src/config/read-server-config.ts';
import { bearer, call, createAccountsApp, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Issue 13 #1: organizations created and edited by their owners, reviewed by Lomi's team (§4, §5). Every
// refusal must leave no row and no stored file: the app stores blobs in a folder of this suite's own.

const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([Uint8Array.from(bytes)], name, { type });

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const valid = {
  name: 'Dessie Water Circle',
  description: 'Wells for three villages.\r\nRun by volunteers.',
  email: 'team@dessie-water.example.org',
  phone_number: '+251 911 223344',
  contact_person_name: 'Almaz Tesfaye',
  address: 'Dessie, Amhara',
  website: 'dessie-water.example.org',
  accepts_asrat: 'true',
};

function formOf(fields: Record<string, string>, files: Array<[string, File]> = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, value] of files) form.append(name, value);
  return form;
}

async function multipartBody(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

describe.each(databaseKinds)('POST and PUT /api/organizations/ on %s', (kind) => {
  let t: AccountsTestApp;
  let mediaRoot: string;
  let review: OrganizationReview;
  let logo: Buffer;

  beforeAll(async () => {
    mediaRoot = mkdtempSync(join(tmpdir(), 'lomi-organization-form-'));
    t = await createAccountsApp(kind, {}, { blobs: new LocalBlobStore(mediaRoot), testingHooks: true });
    review = new OrganizationReview(new OrganizationConsoleRepository(t.database.db));
    logo = await sharp({ create: { width: 900, height: 600, channels: 3, background: 'teal' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Somewhere secret' } } })
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  const storedFiles = () =>
    readdirSync(mediaRoot, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

  async function send(method: 'POST' | 'PUT', url: string, token: string | undefined, form: FormData) {
    const { payload, headers } = await multipartBody(form);
    return t.app.inject({ method, url, payload, headers: { ...headers, ...(token ? bearer(token) : {}) } });
  }

  const create = (token: string, form: FormData) => send('POST', '/api/organizations/', token, form);
  const update = (token: string, id: number, form: FormData) =>
    send('PUT', `/api/organizations/${id}/`, token, form);

  async function rowsOf(userId: number) {
    return t.database.db
      .selectFrom('organizations')
      .selectAll()
      .where('owner_user_id', '=', userId)
      .execute();
  }

  async function created(token: string, fields = valid): Promise<OwnOrganization> {
    const response = await create(token, formOf(fields));
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  async function approvedOf(token: string): Promise<OwnOrganization> {
    const organization = await created(token);
    await review.approve(null, organization.id);
    return organization;
  }

  it('creates a pending organization with its logo and documents, shown to its owner only', async () => {
    const owner = await signUp(t.app);
    const before = storedFiles();
    const response = await create(
      owner.token,
      formOf(valid, [
        ['logo', file(logo, 'logo.jpg', 'image/jpeg')],
        ['documents', file(pdf, 'registration.pdf', 'application/pdf')],
        ['doc-1', file(pdf, 'C:\\papers\\license.pdf')],
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const organization: OwnOrganization = response.json();
    expect(organization).toMatchObject({
      name: 'Dessie Water Circle',
      description: 'Wells for three villages.\nRun by volunteers.',
      email: 'team@dessie-water.example.org',
      phone_number: '+251911223344',
      contact_person_name: 'Almaz Tesfaye',
      address: 'Dessie, Amhara',
      website: 'https://dessie-water.example.org/',
      accepts_asrat: true,
      approval_status: 'pending',
      logo: `/api/media/organization/logo/${organization.id}`,
      documents: ['registration.pdf', 'license.pdf'],
      review_note: null,
    });
    // One logo (the largest WebP variant; the smaller ones are not kept) and two documents.
    expect(storedFiles() - before).toBe(3);
    const [row] = await rowsOf(owner.id);
    expect(row).toMatchObject({ logo_content_type: 'image/webp', approval_status: 'pending' });
    const documents = await t.database.db
      .selectFrom('organization_documents')
      .selectAll()
      .where('organization_id', '=', organization.id)
      .orderBy('id')
      .execute();
    expect(documents.map((document) => [document.file_name, document.byte_size])).toEqual([
      ['registration.pdf', pdf.byteLength],
      ['license.pdf', pdf.byteLength],
    ]);

    // The owner sees it with its documents; the public does not see it at all.
    const mine = await call(t.app, 'GET', '/api/organizations/my_organization/', { token: owner.token });
    expect(mine.json().results).toEqual([organization]);
    const all = await t.app.inject('/api/organizations/all_organizations/?search=Dessie');
    expect(all.json().count).toBe(0);
    expect((await t.app.inject(`/api/organizations/${organization.id}/`)).statusCode).toBe(404);
    expect((await t.app.inject(organization.logo!)).statusCode).toBe(404);
  });

  it('makes it public once approved, never with its documents or review note', async () => {
    const owner = await signUp(t.app);
    const organization = await created(owner.token);
    const before = await update(owner.token, organization.id, formOf({ name: 'Too early' }));
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toMatch(/not approved yet/);

    const hook = await t.app.inject({
      method: 'POST',
      url: `/api/testing/organizations/${organization.id}/approve`,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    const detail = await t.app.inject(`/api/organizations/${organization.id}/`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ name: valid.name, approval_status: 'approved' });
    expect(detail.json()).not.toHaveProperty('documents');
    expect(detail.json()).not.toHaveProperty('review_note');
    const listed = (await t.app.inject('/api/organizations/all_organizations/?search=Dessie')).json();
    for (const each of listed.results) {
      expect(each).not.toHaveProperty('documents');
      expect(each).not.toHaveProperty('review_note');
    }
    expect(listed.results.map((each: { id: number }) => each.id)).toContain(organization.id);
  });

  it('serves an approved organization’s uploaded logo as WebP without its metadata', async () => {
    const owner = await signUp(t.app);
    const response = await create(owner.token, formOf(valid, [['logo', file(logo, 'logo.jpg')]]));
    const organization: OwnOrganization = response.json();
    await review.approve(null, organization.id);
    const served = await t.app.inject(organization.logo!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(900);
  });

  it('lets the owner change an approved organization: fields, a new logo, more documents', async () => {
    const owner = await signUp(t.app);
    const first = await create(owner.token, formOf(valid, [['logo', file(logo, 'logo.jpg')]]));
    const organization: OwnOrganization = first.json();
    await review.approve(null, organization.id);
    const oldLogo = (await rowsOf(owner.id))[0]!.logo_key;
    const files = storedFiles();
    const newLogo = await sharp({ create: { width: 200, height: 200, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const response = await update(
      owner.token,
      organization.id,
      formOf({ description: 'Now four villages.', website: '' }, [
        ['logo', file(newLogo, 'new.png')],
        ['documents', file(pdf, 'report-2026.pdf')],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      name: valid.name,
      description: 'Now four villages.',
      website: '',
      approval_status: 'approved',
      documents: ['report-2026.pdf'],
    });
    const [row] = await rowsOf(owner.id);
    expect(row!.logo_key).not.toBe(oldLogo);
    expect(row!.updated_at.getTime()).toBeGreaterThan(row!.created_at.getTime());
    // The new logo and the document in, the old logo out.
    expect(storedFiles() - files).toBe(1);
    const served = await t.app.inject(organization.logo!);
    expect((await sharp(served.rawPayload).metadata()).width).toBe(200);
  });

  it('refuses an update of a required field to empty, and another user’s organization', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const organization = await approvedOf(owner.token);
    const empty = await update(owner.token, organization.id, formOf({ name: '  ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ name: 'is required' });

    const files = storedFiles();
    const theirs = await update(
      stranger.token,
      organization.id,
      formOf({ name: 'Taken over' }, [['documents', file(pdf, 'x.pdf')]]),
    );
    expect(theirs.statusCode).toBe(403);
    const pending = await created(owner.token, { ...valid, name: 'Pending one' });
    const hidden = await update(stranger.token, pending.id, formOf({ name: 'Taken over' }));
    expect(hidden.statusCode).toBe(404);
    expect((await update(stranger.token, 999_999, formOf({ name: 'Nobody' }))).statusCode).toBe(404);
    expect(storedFiles()).toBe(files);
    expect((await rowsOf(owner.id)).map((row) => row.name).sort()).toEqual([valid.name, 'Pending one']);
  });

  it('shows the owner why the team rejected it, and keeps it uneditable', async () => {
    const owner = await signUp(t.app);
    const organization = await created(owner.token);
    await review.reject(null, organization.id, '  The registration certificate is unreadable.  ');
    const mine = await call(t.app, 'GET', '/api/organizations/my_organization/', { token: owner.token });
    expect(mine.json().results[0]).toMatchObject({
      approval_status: 'rejected',
      review_note: 'The registration certificate is unreadable.',
    });
    expect((await update(owner.token, organization.id, formOf({ name: 'Fixed' }))).statusCode).toBe(409);
    await expect(review.reject(null, organization.id, ' ')).rejects.toMatchObject({ statusCode: 400 });
    await expect(review.approve(null, 999_999)).rejects.toMatchObject({ statusCode: 404 });
    // Approved after all: the note goes.
    await review.approve(null, organization.id);
    const again = await call(t.app, 'GET', '/api/organizations/my_organization/', { token: owner.token });
    expect(again.json().results[0]).toMatchObject({ approval_status: 'approved', review_note: null });
  });

  it.each([
    ['a 256-character name', { name: 'N'.repeat(256) }, 'name'],
    ['a 255-character e-mail', { email: `${'e'.repeat(243)}@example.org` }, 'email'],
    ['a 21-character phone number', { phone_number: '+2519112233445566778' + '9' }, 'phone_number'],
    ['a 1001-character description', { description: 'd'.repeat(1001) }, 'description'],
    ['no name', { name: '' }, 'name'],
    ['a malformed e-mail', { email: 'team-at-example.org' }, 'email'],
    ['a phone number of another country', { phone_number: '+14155550100' }, 'phone_number'],
    ['no contact person', { contact_person_name: ' ' }, 'contact_person_name'],
    ['a contact person with digits', { contact_person_name: 'Agent 007' }, 'contact_person_name'],
    ['a script for a website', { website: 'javascript:alert(1)' }, 'website'],
    ['a NUL character', { address: 'Bole\u0000Road' }, 'address'],
  ])('refuses %s with 400, and writes no row and no file', async (_what, change, field) => {
    const owner = await signUp(t.app);
    const files = storedFiles();
    const response = await create(
      owner.token,
      formOf({ ...valid, ...change }, [
        ['logo', file(logo, 'logo.jpg')],
        ['documents', file(pdf, 'registration.pdf')],
      ]),
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toContain(field);
    expect(Object.keys(response.json().errors)).toEqual([field]);
    expect(await rowsOf(owner.id)).toEqual([]);
    expect(storedFiles()).toBe(files);
  });

  it('refuses a missing required field and an unknown one', async () => {
    const owner = await signUp(t.app);
    const { email: _email, ...withoutEmail } = valid;
    const missing = await create(owner.token, formOf(withoutEmail));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ email: 'is required' });
    const unknown = await create(owner.token, formOf({ ...valid, approval_status: 'approved' }));
    expect(unknown.statusCode).toBe(400);
    expect(await rowsOf(owner.id)).toEqual([]);
  });

  it('refuses 11 documents and a 30 MB file with 413, writing nothing', async () => {
    const owner = await signUp(t.app);
    const files = storedFiles();
    const eleven = await create(
      owner.token,
      formOf(
        valid,
        Array.from(
          { length: 11 },
          (_, index) => ['documents', file(pdf, `paper-${index}.pdf`)] as [string, File],
        ),
      ),
    );
    expect(eleven.statusCode, eleven.body).toBe(413);
    expect(eleven.json().message).toMatch(/at most 10/);
    const large = Buffer.alloc(30 * 1024 * 1024);
    pdf.copy(large);
    const huge = await create(owner.token, formOf(valid, [['documents', file(large, 'huge.pdf')]]));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBeTruthy();
    expect(await rowsOf(owner.id)).toEqual([]);
    expect(storedFiles()).toBe(files);

    const organization = await approvedOf(owner.token);
    const more = await update(
      owner.token,
      organization.id,
      formOf({ name: 'Renamed' }, [['documents', file(large, 'huge.pdf')]]),
    );
    expect(more.statusCode).toBe(413);
    expect((await rowsOf(owner.id))[0]!.name).toBe(valid.name);
    expect(storedFiles()).toBe(files);
  });

  it('refuses a renamed executable as a document and a broken image as the logo', async () => {
    const owner = await signUp(t.app);
    const files = storedFiles();
    const executable = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(512)]);
    const renamed = await create(
      owner.token,
      formOf(valid, [
        ['logo', file(logo, 'logo.jpg')],
        ['documents', file(executable, 'certificate.pdf', 'application/pdf')],
      ]),
    );
    expect(renamed.statusCode).toBe(400);
    const truncated = await create(
      owner.token,
      formOf(valid, [['logo', file(logo.subarray(0, 400), 'l.jpg')]]),
    );
    expect(truncated.statusCode).toBe(400);
    expect(await rowsOf(owner.id)).toEqual([]);
    expect(storedFiles()).toBe(files);
  });

  it('asks for a sign-in', async () => {
    expect((await send('POST', '/api/organizations/', undefined, formOf(valid))).statusCode).toBe(401);
    expect((await send('PUT', '/api/organizations/1/', undefined, formOf(valid))).statusCode).toBe(401);
  });
});

describe('the testing hook', () => {
  it('exists only with LOMI_TESTING_HOOKS', async () => {
    const t = await createAccountsApp('pglite');
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/testing/organizations/1/approve' });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe.each(databaseKinds)('forms with files per account on %s', (kind) => {
  let t: AccountsTestApp;
  let mediaRoot: string;

  beforeAll(async () => {
    mediaRoot = mkdtempSync(join(tmpdir(), 'lomi-upload-limit-'));
    const rateLimits = { ...readServerConfig({}).rateLimits, upload: { max: 2, windowMs: 60 * 60_000 } };
    t = await createAccountsApp(kind, {}, { blobs: new LocalBlobStore(mediaRoot), rateLimits });
  });
  afterAll(async () => {
    await t.close();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  it('refuses an account past LOMI_UPLOAD_RATE_LIMIT with 429 before reading its files; others go on', async () => {
    const post = async (token: string) => {
      const { payload, headers } = await multipartBody(formOf(valid, [['documents', file(pdf, 'a.pdf')]]));
      return t.app.inject({
        method: 'POST',
        url: '/api/organizations/',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
    };
    const scripted = await signUp(t.app);
    expect((await post(scripted.token)).statusCode).toBe(201);
    expect((await post(scripted.token)).statusCode).toBe(201);
    const files = readdirSync(mediaRoot, { recursive: true }).length;

    const refused = await post(scripted.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^You have sent many forms with files/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(readdirSync(mediaRoot, { recursive: true }).length).toBe(files);
    const rows = await t.database.db
      .selectFrom('organizations')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_user_id', '=', scripted.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBe(2);

    // The limit is per account: another one is not held back.
    const other = await signUp(t.app);
    expect((await post(other.token)).statusCode).toBe(201);
  });
});
