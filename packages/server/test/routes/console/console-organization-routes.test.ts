import type { ConsoleOrganization } from '@lomi/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrganizationConsoleRepository } from '../../../src/organizations/organization-console-repository.ts';
import { OrganizationReview } from '../../../src/organizations/organization-review.ts';
import {
  bearer,
  call,
  createAccountsApp,
  logIn,
  signUp,
  type AccountsTestApp,
} from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Issue 14 #3: organizations in the operator console. Every decision locks the row, checks the status it
// starts from, changes it, writes the audit row and the owner's notification in one transaction: of two
// operators deciding at once, one wins and the other gets a 409. Documents are for operators only.

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const valid = {
  name: 'Bahir Dar Reading Room',
  description: 'Books for the lake shore.',
  email: 'hello@bahirdar-reading.example.org',
  phone_number: '+251911556677',
  contact_person_name: 'Hirut Alemu',
  address: 'Bahir Dar',
  website: 'bahirdar-reading.example.org',
  accepts_asrat: 'false',
};

function formOf(fields: Record<string, string>, files: Array<[string, File]> = []): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, value] of files) form.append(name, value);
  return form;
}

describe.each(databaseKinds)('console: organizations on %s', (kind) => {
  let t: AccountsTestApp;
  let operator: { token: string; id: number };
  let second: { token: string; id: number };
  let logo: Buffer;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    operator = await logIn(t.app, 'operator@example.com');
    // A second operator, to decide at the same moment as the first.
    const user = await signUp(t.app);
    await call(t.app, 'POST', '/api/console/operators/', {
      token: operator.token,
      body: { email: user.email },
    });
    second = { token: user.token, id: user.id };
    logo = await sharp({ create: { width: 300, height: 200, channels: 3, background: 'orange' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  async function send(method: 'POST' | 'PUT', url: string, token: string | undefined, form: FormData) {
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return t.app.inject({
      method,
      url,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, ...(token ? bearer(token) : {}) },
    });
  }

  /** A fresh user's pending organization with a logo and one document. */
  async function pendingOrganization(name = valid.name) {
    const owner = await signUp(t.app);
    const response = await send(
      'POST',
      '/api/organizations/',
      owner.token,
      formOf({ ...valid, name }, [
        ['logo', new File([Uint8Array.from(logo)], 'logo.png', { type: 'image/png' })],
        [
          'documents',
          new File([Uint8Array.from(pdf)], 'Licence "2025" ሰነድ.pdf', { type: 'application/pdf' }),
        ],
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    return { owner, id: response.json().id as number };
  }

  const detail = async (id: number): Promise<ConsoleOrganization> => {
    const response = await call(t.app, 'GET', `/api/console/organizations/${id}/`, { token: operator.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const auditOf = (id: number) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'organization')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
  const notificationsOf = (userId: number) =>
    t.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id')
      .execute();
  const decide = (token: string, id: number, verb: string, body?: unknown) =>
    call(t.app, 'POST', `/api/console/organizations/${id}/${verb}/`, { token, body });

  it('lists every status newest first, searched by name or e-mail (LIKE characters literal) and by status', async () => {
    const owner = await logIn(t.app, 'owner@example.com');
    expect((await call(t.app, 'GET', '/api/console/organizations/', { token: owner.token })).statusCode).toBe(
      403,
    );
    expect((await call(t.app, 'GET', '/api/console/organizations/')).statusCode).toBe(401);

    const { id } = await pendingOrganization('Newest 100% Club');
    const all = await call(t.app, 'GET', '/api/console/organizations/', { token: operator.token });
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.results[0]).toMatchObject({ id, name: 'Newest 100% Club', approval_status: 'pending' });
    expect(page.results[0].owner).toMatchObject({ id: expect.any(Number), username: expect.any(String) });
    const times = page.results.map((row: { created_at: string }) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const byName = await call(t.app, 'GET', '/api/console/organizations/?search=100%25', {
      token: operator.token,
    });
    expect(byName.json().results.map((row: { id: number }) => row.id)).toEqual([id]);
    const wildcard = await call(t.app, 'GET', '/api/console/organizations/?search=_', {
      token: operator.token,
    });
    expect(wildcard.json().count).toBe(0);
    const byEmail = await call(t.app, 'GET', '/api/console/organizations/?search=GONDARHEALTH.example', {
      token: operator.token,
    });
    expect(byEmail.json().results.map((row: { name: string }) => row.name)).toEqual([
      'Gondar Community Health Initiative',
    ]);
    const pending = await call(t.app, 'GET', '/api/console/organizations/?status=pending', {
      token: operator.token,
    });
    expect(
      pending.json().results.every((row: { approval_status: string }) => row.approval_status === 'pending'),
    ).toBe(true);
    expect(pending.json().results.map((row: { name: string }) => row.name)).toContain(
      'Dire Dawa Youth Sports Club',
    );
    const bad = await call(t.app, 'GET', '/api/console/organizations/?status=deleted', {
      token: operator.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('shows every field, the owner, logo and documents; document bytes go to operators only, as attachments', async () => {
    const { owner, id } = await pendingOrganization();
    const organization = await detail(id);
    expect(organization).toMatchObject({
      id,
      name: valid.name,
      phone_number: '+251911556677',
      website: 'https://bahirdar-reading.example.org/',
      approval_status: 'pending',
      review_note: null,
      owner: { id: owner.id, username: owner.username, email: owner.email },
      logo: `/api/console/organizations/${id}/logo`,
    });
    expect(organization.documents).toHaveLength(1);
    const [document] = organization.documents;
    expect(document).toMatchObject({ content_type: 'application/pdf', byte_size: pdf.length });

    const download = await t.app.inject({ url: document!.url, headers: bearer(operator.token) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    const disposition = String(download.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment; filename="[\w.\- ]+"; filename\*=UTF-8''/);
    expect(disposition).not.toMatch(/filename="[^"]*"[^;]*"/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(document!.file_name);

    // The owner, another user and a visitor never reach the bytes.
    expect((await t.app.inject({ url: document!.url, headers: bearer(owner.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: document!.url })).statusCode).toBe(401);
    // A document id under another organization is not found.
    const other = await pendingOrganization('Another one');
    const crossed = await t.app.inject({
      url: `/api/console/organizations/${other.id}/documents/${document!.id}`,
      headers: bearer(operator.token),
    });
    expect(crossed.statusCode).toBe(404);

    // The logo of a pending organization: the console has it, the public route does not.
    const consoleLogo = await t.app.inject({ url: organization.logo!, headers: bearer(operator.token) });
    expect(consoleLogo.statusCode).toBe(200);
    expect(consoleLogo.headers['content-type']).toBe('image/webp');
    expect((await t.app.inject({ url: `/api/media/organization/logo/${id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: organization.logo!, headers: bearer(owner.token) })).statusCode).toBe(
      403,
    );
  });

  it('approves, audited, the owner told and shown the state; approving again is a clear 409', async () => {
    const { owner, id } = await pendingOrganization();
    const approved = await decide(operator.token, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ id, approval_status: 'approved', review_note: null });
    expect(approved.json().reviewed_at).toEqual(expect.any(String));
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        operator_id: operator.id,
        action: 'organization.approve',
        before: { approval_status: 'pending', review_note: null },
        after: { approval_status: 'approved', review_note: null },
      }),
    ]);
    expect(await notificationsOf(owner.id)).toEqual([
      expect.objectContaining({
        kind: 'organization_approved',
        params: { organization_name: valid.name },
        title: 'Your organization is approved',
      }),
    ]);
    const mine = await call(t.app, 'GET', '/api/organizations/my_organization/', { token: owner.token });
    expect(mine.json().results[0]).toMatchObject({ id, approval_status: 'approved' });
    expect((await call(t.app, 'GET', `/api/organizations/${id}/`)).statusCode).toBe(200);

    const again = await decide(operator.token, id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'LOMI_ERR_CONFLICT',
      message: `Organization ${id} is already approved.`,
    });
    const reject = await decide(operator.token, id, 'reject', { reason: 'Too late' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().message).toMatch(/suspend it instead/);
    expect(await auditOf(id)).toHaveLength(1);
    expect((await decide(operator.token, 999_999, 'approve')).statusCode).toBe(404);
  });

  it('rejects with a reason the owner reads on /user and in a notification; an empty reason is 400', async () => {
    const { owner, id } = await pendingOrganization();
    const empty = await decide(operator.token, id, 'reject', { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect((await decide(operator.token, id, 'reject', {})).statusCode).toBe(400);
    const rejected = await decide(operator.token, id, 'reject', { reason: '  The licence has expired.\r\n' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      approval_status: 'rejected',
      review_note: 'The licence has expired.',
    });
    const mine = await call(t.app, 'GET', '/api/organizations/my_organization/', { token: owner.token });
    expect(mine.json().results[0]).toMatchObject({
      approval_status: 'rejected',
      review_note: 'The licence has expired.',
    });
    expect((await notificationsOf(owner.id)).at(-1)).toMatchObject({
      kind: 'organization_rejected',
      params: { organization_name: valid.name, reason: 'The licence has expired.' },
    });
    const again = await decide(operator.token, id, 'reject', { reason: 'Still expired' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Organization ${id} is already rejected.`);
    // Approved after a fix: the note goes.
    expect((await decide(operator.token, id, 'approve')).json()).toMatchObject({
      approval_status: 'approved',
      review_note: null,
    });
  });

  it('lets one of two operators approving (or rejecting) at once win; the other gets a 409', async () => {
    for (const [verb, body] of [
      ['approve', undefined],
      ['reject', { reason: 'Not a registered organization.' }],
    ] as const) {
      const { owner, id } = await pendingOrganization(`Race ${verb}`);
      const answers = await Promise.all([
        decide(operator.token, id, verb, body),
        decide(second.token, id, verb, body),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toMatch(/already/);
      expect(await auditOf(id)).toHaveLength(1);
      expect(await notificationsOf(owner.id)).toHaveLength(1);
    }
    // Approve and reject at once: whichever comes second meets a status it cannot leave, or (a rejection
    // first) the approval that may follow a rejection. Either way the audit log tells both, in order.
    const { id } = await pendingOrganization('Race both');
    const answers = await Promise.all([
      decide(operator.token, id, 'approve'),
      decide(second.token, id, 'reject', { reason: 'No.' }),
    ]);
    const wins = answers.filter((answer) => answer.statusCode === 200).length;
    expect(wins).toBe((await auditOf(id)).length);
    expect(answers.every((answer) => [200, 409].includes(answer.statusCode))).toBe(true);
  });

  it('suspends: the organization and its campaigns leave every public read and take no donations', async () => {
    const hawassa = await t.database.db
      .selectFrom('organizations')
      .select('id')
      .where('name', '=', 'Hawassa Learning Trust')
      .executeTakeFirstOrThrow();
    const campaign = await t.database.db
      .selectFrom('campaigns')
      .select('id')
      .where('organization_id', '=', hawassa.id)
      .where('status', '=', 'active')
      .executeTakeFirstOrThrow();
    const donate = () =>
      call(t.app, 'POST', '/api/donation/initiate/', {
        body: {
          amount: 10_000,
          currency: 'ETB',
          email: '',
          first_name: 'Sara',
          last_name: '',
          campaignId: campaign.id,
          title: 'A campaign',
          message: 'Good luck',
          annonymous: false,
          tipAmount: 0,
          payment_method: 0,
        },
      });
    const listed = async () =>
      (await call(t.app, 'GET', '/api/campaigns/?search='))
        .json()
        .results.some((row: { organization: { id: number } }) => row.organization.id === hawassa.id);
    const organizationListed = async () =>
      (await call(t.app, 'GET', '/api/organizations/all_organizations/?search=Hawassa')).json().count;
    expect((await call(t.app, 'GET', `/api/organizations/${hawassa.id}/`)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/campaigns/${campaign.id}`)).statusCode).toBe(200);
    expect(await organizationListed()).toBe(1);
    const open = await donate();
    expect(open.statusCode, open.body).toBe(201);

    const missing = await decide(operator.token, hawassa.id, 'suspend', { reason: '' });
    expect(missing.statusCode).toBe(400);
    const answers = await Promise.all([
      decide(operator.token, hawassa.id, 'suspend', { reason: 'Reported as a scam; under investigation.' }),
      decide(second.token, hawassa.id, 'suspend', { reason: 'Reported as a scam; under investigation.' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(hawassa.id)).approval_status).toBe('suspended');

    expect((await call(t.app, 'GET', `/api/organizations/${hawassa.id}/`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `/api/campaigns/${campaign.id}`)).statusCode).toBe(404);
    expect(await listed()).toBe(false);
    expect(await organizationListed()).toBe(0);
    expect((await t.app.inject({ url: `/api/media/organization/logo/${hawassa.id}` })).statusCode).toBe(404);
    const refused = await donate();
    expect(refused.statusCode).toBe(404);
    expect((await auditOf(hawassa.id)).at(-1)).toMatchObject({
      action: 'organization.suspend',
      after: { approval_status: 'suspended', review_note: 'Reported as a scam; under investigation.' },
    });

    expect((await decide(operator.token, hawassa.id, 'approve')).json().message).toMatch(
      /reinstate it instead/,
    );
    const reinstated = await decide(second.token, hawassa.id, 'reinstate');
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json()).toMatchObject({ approval_status: 'approved', review_note: null });
    expect((await call(t.app, 'GET', `/api/campaigns/${campaign.id}`)).statusCode).toBe(200);
    expect((await donate()).statusCode).toBe(201);
    expect((await decide(second.token, hawassa.id, 'reinstate')).statusCode).toBe(409);
    const pending = await pendingOrganization('Not yet');
    const early = await decide(operator.token, pending.id, 'suspend', { reason: 'x' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/only an approved organization can be suspended/);
  });

  it('suspends inside a caller’s transaction: the owner is told, and a rollback leaves nothing behind', async () => {
    const { owner, id } = await pendingOrganization('Inside');
    await decide(operator.token, id, 'approve');
    const review = new OrganizationReview(new OrganizationConsoleRepository(t.database.db));
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await review.suspend(trx, operator.id, id, 'From a report.');
        throw new Error('the report could not be resolved');
      }),
    ).rejects.toThrow('the report could not be resolved');
    expect((await detail(id)).approval_status).toBe('approved');
    expect(await auditOf(id)).toHaveLength(1);

    await t.database.db
      .transaction()
      .execute((trx) => review.suspend(trx, operator.id, id, 'From a report.'));
    expect(await detail(id)).toMatchObject({ approval_status: 'suspended', review_note: 'From a report.' });
    expect((await notificationsOf(owner.id)).at(-1)).toMatchObject({
      kind: 'organization_suspended',
      params: { organization_name: 'Inside', reason: 'From a report.' },
    });
    const mine = await call(t.app, 'GET', '/api/organizations/my_organization/', { token: owner.token });
    expect(mine.json().results[0]).toMatchObject({
      approval_status: 'suspended',
      review_note: 'From a report.',
    });
    // Its owner cannot edit it while suspended.
    expect(
      (await send('PUT', `/api/organizations/${id}/`, owner.token, formOf({ name: 'Mine' }))).statusCode,
    ).toBe(409);
  });

  it('edits any field, replaces the logo, adds and removes documents, audited before and after', async () => {
    const { id } = await pendingOrganization('To edit');
    const before = await detail(id);
    const [oldDocument] = before.documents;
    const response = await send(
      'PUT',
      `/api/console/organizations/${id}/`,
      operator.token,
      formOf(
        {
          name: 'Edited by the team',
          phone_number: '+251 922 000111',
          remove_documents: String(oldDocument!.id),
        },
        [
          ['logo', new File([Uint8Array.from(logo)], 'new.png', { type: 'image/png' })],
          ['documents', new File([Uint8Array.from(pdf)], 'statutes.pdf', { type: 'application/pdf' })],
        ],
      ),
    );
    expect(response.statusCode, response.body).toBe(200);
    const edited: ConsoleOrganization = response.json();
    expect(edited).toMatchObject({
      name: 'Edited by the team',
      phone_number: '+251922000111',
      approval_status: 'pending',
    });
    expect(edited.documents.map((document) => document.file_name)).toEqual(['statutes.pdf']);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'organization.update',
        operator_id: operator.id,
        before: expect.objectContaining({
          name: 'To edit',
          phone_number: '+251911556677',
          documents: [oldDocument!.file_name],
        }),
        after: expect.objectContaining({
          name: 'Edited by the team',
          phone_number: '+251922000111',
          documents: ['statutes.pdf'],
        }),
      }),
    ]);
    // The removed document's bytes are gone for good.
    expect((await t.app.inject({ url: oldDocument!.url, headers: bearer(operator.token) })).statusCode).toBe(
      404,
    );

    // The owner's form's rules; a document of another organization; no such organization.
    const bad = await send(
      'PUT',
      `/api/console/organizations/${id}/`,
      operator.token,
      formOf({ phone_number: '12' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('phone_number');
    const other = await pendingOrganization('Other docs');
    const foreign = (await detail(other.id)).documents[0]!.id;
    const crossed = await send(
      'PUT',
      `/api/console/organizations/${id}/`,
      operator.token,
      formOf({ name: 'Should not stick', remove_documents: String(foreign) }),
    );
    expect(crossed.statusCode).toBe(400);
    expect((await detail(id)).name).toBe('Edited by the team');
    expect((await detail(other.id)).documents).toHaveLength(1);
    const garbled = await send(
      'PUT',
      `/api/console/organizations/${id}/`,
      operator.token,
      formOf({ remove_documents: 'a,b' }),
    );
    expect(garbled.statusCode).toBe(400);
    expect(
      (await send('PUT', '/api/console/organizations/999999/', operator.token, formOf({ name: 'x' })))
        .statusCode,
    ).toBe(404);
    expect((await auditOf(id)).length).toBe(1);
  });

  it('creates an approved organization on behalf of an existing account, audited; an unknown e-mail is 404', async () => {
    const creator = await signUp(t.app);
    const unknown = await send(
      'POST',
      '/api/console/organizations/',
      operator.token,
      formOf({ ...valid, owner_email: 'nobody-here@example.org' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      'No account has the e-mail address nobody-here@example.org: the creator must sign up first.',
    );
    const invalid = await send(
      'POST',
      '/api/console/organizations/',
      operator.token,
      formOf({ ...valid, name: '', owner_email: creator.email }),
    );
    expect(invalid.statusCode).toBe(400);

    const response = await send(
      'POST',
      '/api/console/organizations/',
      operator.token,
      formOf({ ...valid, name: 'Made by the team', owner_email: creator.email.toUpperCase() }, [
        ['documents', new File([Uint8Array.from(pdf)], 'registration.pdf', { type: 'application/pdf' })],
      ]),
    );
    expect(response.statusCode, response.body).toBe(201);
    const created: ConsoleOrganization = response.json();
    expect(created).toMatchObject({
      name: 'Made by the team',
      approval_status: 'approved',
      owner: { id: creator.id },
      documents: [expect.objectContaining({ file_name: 'registration.pdf' })],
    });
    expect(await auditOf(created.id)).toEqual([
      expect.objectContaining({
        action: 'organization.create',
        operator_id: operator.id,
        after: expect.objectContaining({
          name: 'Made by the team',
          owner_user_id: creator.id,
          approval_status: 'approved',
        }),
      }),
    ]);
    expect((await call(t.app, 'GET', `/api/organizations/${created.id}/`)).statusCode).toBe(200);
    const mine = await call(t.app, 'GET', '/api/organizations/my_organization/', { token: creator.token });
    expect(mine.json().results[0]).toMatchObject({ id: created.id, approval_status: 'approved' });
    expect((await notificationsOf(creator.id)).at(-1)).toMatchObject({ kind: 'organization_approved' });
    // Only operators create here.
    const user = await send(
      'POST',
      '/api/console/organizations/',
      creator.token,
      formOf({ ...valid, owner_email: creator.email }),
    );
    expect(user.statusCode).toBe(403);
  });
});
