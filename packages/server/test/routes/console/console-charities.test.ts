import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ConsoleCharity } from '@lomi/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../../../src/media/blob-store.ts';
import { bearer, call, createAccountsApp, logIn, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Issue 14 #5: operators create and edit charities (§3: name, description, logo), audited with the values
// before and after; an edit made from a stale copy is refused (409) rather than overwriting another's change.
// The suite stores blobs in a folder of its own, to count what a refusal leaves behind (nothing).

const file = (bytes: Uint8Array, name: string, type = 'application/octet-stream') =>
  new File([Uint8Array.from(bytes)], name, { type });

function formOf(fields: Record<string, string>, files: Array<[string, File]> = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, value] of files) form.append(name, value);
  return form;
}

describe.each(databaseKinds)('console: charities on %s', (kind) => {
  let t: AccountsTestApp;
  let mediaRoot: string;
  let operator: { token: string; id: number };
  let logo: Buffer;
  let otherLogo: Buffer;

  beforeAll(async () => {
    mediaRoot = mkdtempSync(join(tmpdir(), 'lomi-console-charities-'));
    t = await createAccountsApp(kind, {}, { blobs: new LocalBlobStore(mediaRoot) });
    operator = await logIn(t.app, 'operator@example.com');
    logo = await sharp({ create: { width: 700, height: 500, channels: 3, background: 'teal' } })
      .jpeg()
      .toBuffer();
    otherLogo = await sharp({ create: { width: 200, height: 200, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
    rmSync(mediaRoot, { recursive: true, force: true });
  });

  const storedFiles = () =>
    readdirSync(mediaRoot, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  const auditRows = () =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'charity')
      .orderBy('id')
      .execute();

  async function send(method: 'POST' | 'PUT', url: string, form: FormData, token = operator.token) {
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return t.app.inject({
      method,
      url,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, ...bearer(token) },
    });
  }

  async function created(fields: Record<string, string>, files: Array<[string, File]> = []) {
    const response = await send('POST', '/api/console/charities/', formOf(fields, files));
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as ConsoleCharity;
  }

  it('lists charities by name, paged, searched by part of the name in any case; operators only', async () => {
    const all = await call(t.app, 'GET', '/api/console/charities/', { token: operator.token });
    expect(all.statusCode).toBe(200);
    const list = all.json();
    expect(list.count).toBe(2);
    expect(list.results.map((c: ConsoleCharity) => c.name)).toEqual(
      [...list.results.map((c: ConsoleCharity) => c.name)].sort(),
    );
    expect(list.results[0]).toMatchObject({ updated: expect.stringMatching(/Z$/) });
    const name = list.results[1].name as string;
    const part = name.slice(1, 6).toUpperCase();
    const found = await call(t.app, 'GET', `/api/console/charities/?search=${encodeURIComponent(part)}`, {
      token: operator.token,
    });
    expect(found.json().results.map((c: ConsoleCharity) => c.name)).toContain(name);
    const none = await call(t.app, 'GET', '/api/console/charities/?search=%25_nothing', {
      token: operator.token,
    });
    expect(none.json()).toMatchObject({ count: 0, results: [], lastPage: 1 });
    expect(
      (await call(t.app, 'GET', '/api/console/charities/?page=9', { token: operator.token })).statusCode,
    ).toBe(400);
    const owner = await logIn(t.app, 'owner@example.com');
    expect((await call(t.app, 'GET', '/api/console/charities/', { token: owner.token })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/api/console/charities/')).statusCode).toBe(401);
    expect(
      (await call(t.app, 'GET', '/api/console/charities/999999/', { token: operator.token })).statusCode,
    ).toBe(404);
  });

  it('creates a charity with its logo (re-encoded as WebP, served publicly), audited', async () => {
    const charity = await created(
      { name: '  Hawassa Lake Friends ', description: 'Clean shores.\r\nEvery weekend.' },
      [['logo', file(logo, 'logo.jpg', 'image/jpeg')]],
    );
    expect(charity).toMatchObject({
      name: 'Hawassa Lake Friends',
      description: 'Clean shores.\nEvery weekend.',
      logo: expect.stringMatching(/^\/uploaded-file\/[0-9a-f]{64}\.webp$/),
    });
    expect(charity.updated).toBe(charity.dateCreated);
    const served = await t.app.inject({ method: 'GET', url: charity.logo! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    // Only the kept variant is left of the upload.
    expect(storedFiles()).toBe(1);
    const publicOne = await call(t.app, 'GET', `/charity/byid/${charity.id}`);
    expect(publicOne.json()).toMatchObject({ name: 'Hawassa Lake Friends', logo: charity.logo });
    expect((await auditRows()).at(-1)).toMatchObject({
      operator_id: operator.id,
      action: 'charity.create',
      target_id: charity.id,
      before: null,
      after: {
        name: 'Hawassa Lake Friends',
        description: 'Clean shores.\nEvery weekend.',
        logo: charity.logo!.slice(15),
      },
    });
  });

  it('refuses a bad name or description, a file that is not an image, and a stray field, storing nothing', async () => {
    const before = { files: storedFiles(), audit: (await auditRows()).length };
    const cases: Array<[Record<string, string>, Array<[string, File]>, string]> = [
      [{ name: '   ' }, [], 'name'],
      [{ name: 'x'.repeat(256) }, [], 'name'],
      [{ name: 'Fine', description: 'd'.repeat(1001) }, [['logo', file(logo, 'logo.jpg')]], 'description'],
      [{ name: 'Fine' }, [['logo', file(Buffer.from('%PDF-1.4\n%%EOF\n'), 'logo.png', 'image/png')]], 'logo'],
      [{ name: 'Fine', updated: new Date().toISOString() }, [], 'updated'],
    ];
    for (const [fields, files, field] of cases) {
      const response = await send('POST', '/api/console/charities/', formOf(fields, files));
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(response.json().errors, field).toHaveProperty(field);
    }
    const stray = await send('POST', '/api/console/charities/', formOf({ name: 'Fine', website: 'x' }));
    expect(stray.statusCode).toBe(400);
    const atLimits = await created({ name: 'n'.repeat(255), description: 'd'.repeat(1000) });
    expect(atLimits.name).toHaveLength(255);
    expect(storedFiles()).toBe(before.files);
    expect((await auditRows()).length).toBe(before.audit + 1);
  });

  it('edits the name and description, and replaces the logo: a new address, a new ETag, the old file gone', async () => {
    const charity = await created({ name: 'Gondar Readers' }, [['logo', file(logo, 'logo.jpg')]]);
    const oldServed = await t.app.inject({ method: 'GET', url: charity.logo! });
    const files = storedFiles();
    const response = await send(
      'PUT',
      `/api/console/charities/${charity.id}/`,
      formOf({ description: 'Books for every school.', updated: charity.updated }, [
        ['logo', file(otherLogo, 'new.png', 'image/png')],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json() as ConsoleCharity;
    expect(edited).toMatchObject({ name: 'Gondar Readers', description: 'Books for every school.' });
    expect(edited.logo).not.toBe(charity.logo);
    expect(Date.parse(edited.updated)).toBeGreaterThan(Date.parse(charity.updated));
    const newServed = await t.app.inject({ method: 'GET', url: edited.logo! });
    expect(newServed.statusCode).toBe(200);
    expect(newServed.headers.etag).not.toBe(oldServed.headers.etag);
    expect((await sharp(newServed.rawPayload).metadata()).width).toBe(200);
    // A browser still holding the old address asks again and is told it is gone.
    const stale = await t.app.inject({
      method: 'GET',
      url: charity.logo!,
      headers: { 'if-none-match': String(oldServed.headers.etag) },
    });
    expect(stale.statusCode).toBe(404);
    expect(storedFiles()).toBe(files);
    expect((await auditRows()).at(-1)).toMatchObject({
      operator_id: operator.id,
      action: 'charity.update',
      target_id: charity.id,
      before: { name: 'Gondar Readers', description: '', logo: charity.logo!.slice(15) },
      after: { name: 'Gondar Readers', description: 'Books for every school.', logo: edited.logo!.slice(15) },
    });
    const read = await call(t.app, 'GET', `/api/console/charities/${charity.id}/`, { token: operator.token });
    expect(read.json()).toEqual(edited);
  });

  it('two operators editing the same charity at once: one wins, the other gets a clear 409 and stores nothing', async () => {
    const charity = await created({ name: 'Bahir Dar Nets' });
    const second = await logIn(t.app, 'operator@example.com');
    const files = storedFiles();
    const audit = (await auditRows()).length;
    const [a, b] = await Promise.all([
      send(
        'PUT',
        `/api/console/charities/${charity.id}/`,
        formOf({ name: 'Bahir Dar Nets A', updated: charity.updated }, [['logo', file(logo, 'a.jpg')]]),
      ),
      send(
        'PUT',
        `/api/console/charities/${charity.id}/`,
        formOf({ name: 'Bahir Dar Nets B', updated: charity.updated }, [['logo', file(otherLogo, 'b.png')]]),
        second.token,
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json()).toMatchObject({ code: 'LOMI_ERR_CONFLICT' });
    expect(lost.json().message).toMatch(
      /^Someone else changed the charity “Bahir Dar Nets [AB]” at .*Reload it/,
    );
    expect(storedFiles()).toBe(files + 1);
    expect((await auditRows()).length).toBe(audit + 1);
    const stale = await send(
      'PUT',
      `/api/console/charities/${charity.id}/`,
      formOf({ name: 'Late', updated: charity.updated }),
    );
    expect(stale.statusCode).toBe(409);
    const missing = await send('PUT', '/api/console/charities/999999/', formOf({ updated: charity.updated }));
    expect(missing.statusCode).toBe(404);
    const noStamp = await send('PUT', `/api/console/charities/${charity.id}/`, formOf({ name: 'No stamp' }));
    expect(noStamp.statusCode).toBe(400);
    expect(noStamp.json().errors).toHaveProperty('updated');
  });
});
