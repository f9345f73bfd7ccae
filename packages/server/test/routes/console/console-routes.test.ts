import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';
import { OperatorRepository } from '../../../src/console/operator-repository.ts';
import { Operators } from '../../../src/console/operators.ts';

// Issue 14 #1 and #9: operators managing operators, every change audited in the same transaction, and the
// audit log itself (append-only in the database).
describe.each(databaseKinds)('console: operators and the audit log on %s', (kind) => {
  let t: AccountsTestApp;
  let operator: { token: string; id: number };

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    operator = await logIn(t.app, 'operator@example.com');
  });
  afterAll(() => t.close());

  const auditRows = () => t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  it('lists the seeded operator, and refuses a signed-in non-operator (403) and a visitor (401)', async () => {
    const list = await call(t.app, 'GET', '/api/console/operators/', { token: operator.token });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: operator.id,
        username: 'operator',
        email: 'operator@example.com',
        full_name: 'Meskerem Alemayehu',
      },
    ]);
    const owner = await logIn(t.app, 'owner@example.com');
    const refused = await call(t.app, 'GET', '/api/console/operators/', { token: owner.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('LOMI_ERR_FORBIDDEN');
    expect((await call(t.app, 'GET', '/api/console/audit-log/')).statusCode).toBe(401);
  });

  it('promotes by e-mail (any case), audited; the new operator gets in at once, and loses access at once', async () => {
    const user = await signUp(t.app);
    expect((await call(t.app, 'GET', '/api/console/audit-log/', { token: user.token })).statusCode).toBe(403);
    const before = (await auditRows()).length;
    const promoted = await call(t.app, 'POST', '/api/console/operators/', {
      token: operator.token,
      body: { email: user.email.toUpperCase() },
    });
    expect(promoted.statusCode).toBe(201);
    expect(promoted.json()).toMatchObject({ id: user.id, username: user.username, email: user.email });
    const rows = await auditRows();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      operator_id: operator.id,
      action: 'operator.promote',
      target_type: 'user',
      target_id: user.id,
      before: { role: 'user' },
      after: { role: 'operator' },
    });
    // The same token now opens the console: the role is read per request, not from the token.
    expect((await call(t.app, 'GET', '/api/console/audit-log/', { token: user.token })).statusCode).toBe(200);

    const again = await call(t.app, 'POST', '/api/console/operators/', {
      token: operator.token,
      body: { email: user.email },
    });
    expect(again.statusCode).toBe(409);
    const unknown = await call(t.app, 'POST', '/api/console/operators/', {
      token: operator.token,
      body: { email: 'nobody-here@example.org' },
    });
    expect(unknown.statusCode).toBe(404);
    expect((await auditRows()).length).toBe(before + 1);

    const demoted = await call(t.app, 'DELETE', `/api/console/operators/${user.id}/`, {
      token: operator.token,
    });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().map((o: { id: number }) => o.id)).not.toContain(user.id);
    expect((await auditRows()).at(-1)).toMatchObject({
      operator_id: operator.id,
      action: 'operator.demote',
      target_id: user.id,
      before: { role: 'operator' },
      after: { role: 'user' },
    });
    expect((await call(t.app, 'GET', '/api/console/audit-log/', { token: user.token })).statusCode).toBe(403);
  });

  it('refuses removing yourself or the last operator (409), and a non-operator (404), writing nothing', async () => {
    const before = (await auditRows()).length;
    const self = await call(t.app, 'DELETE', `/api/console/operators/${operator.id}/`, {
      token: operator.token,
    });
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('LOMI_ERR_CONFLICT');
    const other = await signUp(t.app);
    await call(t.app, 'POST', '/api/console/operators/', {
      token: operator.token,
      body: { email: other.email },
    });
    // `other` removes `operator`: allowed while two remain; then `other` is the last and cannot be removed
    // by anyone (removing yourself is refused first, so the last operator is checked through the service).
    const removed = await call(t.app, 'DELETE', `/api/console/operators/${operator.id}/`, {
      token: other.token,
    });
    expect(removed.statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/console/operators/', { token: operator.token })).statusCode).toBe(
      403,
    );
    const notOperator = await call(t.app, 'DELETE', `/api/console/operators/${operator.id}/`, {
      token: other.token,
    });
    expect(notOperator.statusCode).toBe(404);
    // Restore the seeded operator for the tests after this one.
    await call(t.app, 'POST', '/api/console/operators/', {
      token: other.token,
      body: { email: 'operator@example.com' },
    });
    expect((await auditRows()).length).toBe(before + 3);
  });

  it('a deleted account is never an operator', async () => {
    const gone = await signUp(t.app);
    await call(t.app, 'POST', '/api/console/operators/', {
      token: operator.token,
      body: { email: gone.email },
    });
    await t.database.db
      .updateTable('users')
      .set({ deleted_at: new Date() })
      .where('id', '=', gone.id)
      .execute();
    const list = (await call(t.app, 'GET', '/api/console/operators/', { token: operator.token })).json();
    expect(list.map((o: { id: number }) => o.id)).not.toContain(gone.id);
    expect((await call(t.app, 'GET', '/api/console/audit-log/', { token: gone.token })).statusCode).toBe(401);
  });

  it('lists the audit log newest first, paged, filtered by action, operator and target', async () => {
    const all = (await call(t.app, 'GET', '/api/console/audit-log/', { token: operator.token })).json();
    const rows = await auditRows();
    expect(all.count).toBe(rows.length);
    expect(all.results.map((entry: { id: number }) => entry.id)).toEqual(
      rows
        .map((row) => row.id)
        .reverse()
        .slice(0, 10),
    );
    expect(all.results[0]).toMatchObject({ operator: { id: operator.id, username: 'operator' } });
    const promotions = (
      await call(t.app, 'GET', '/api/console/audit-log/?action=operator.promote', { token: operator.token })
    ).json();
    expect(promotions.count).toBe(rows.filter((row) => row.action === 'operator.promote').length);
    const byOperator = (
      await call(t.app, 'GET', `/api/console/audit-log/?operator=${operator.id}`, { token: operator.token })
    ).json();
    expect(byOperator.count).toBe(rows.filter((row) => row.operator_id === operator.id).length);
    // The seed may record actions on other targets (reports, questions) before these tests' own.
    const target = rows.find((row) => row.target_type === 'user')!;
    const onTarget = (
      await call(t.app, 'GET', `/api/console/audit-log/?target_type=user&target_id=${target.target_id}`, {
        token: operator.token,
      })
    ).json();
    expect(
      onTarget.results.every((entry: { target_id: number }) => entry.target_id === target.target_id),
    ).toBe(true);
    expect(onTarget.count).toBe(
      rows.filter((row) => row.target_type === 'user' && row.target_id === target.target_id).length,
    );
    const lonelyId = await call(t.app, 'GET', '/api/console/audit-log/?target_id=1', {
      token: operator.token,
    });
    expect(lonelyId.statusCode).toBe(400);
    const beyond = await call(t.app, 'GET', '/api/console/audit-log/?page=99', { token: operator.token });
    expect(beyond.statusCode).toBe(400);
  });

  it('is append-only in the database: UPDATE and DELETE raise', async () => {
    await expect(sql`UPDATE audit_log SET action = 'rewritten'`.execute(t.database.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM audit_log`.execute(t.database.db)).rejects.toThrow(/append-only/);
    expect((await auditRows()).some((row) => row.action === 'rewritten')).toBe(false);
  });

  it('two demotions at once of the last two operators: one wins, the other gets a 409', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    for (const user of [a, b]) {
      await call(t.app, 'POST', '/api/console/operators/', {
        token: operator.token,
        body: { email: user.email },
      });
    }
    // Leave exactly a and b (earlier tests made others operators).
    await t.database.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('role', '=', 'operator')
      .where('id', 'not in', [a.id, b.id])
      .execute();
    const answers = await Promise.all([
      call(t.app, 'DELETE', `/api/console/operators/${b.id}/`, { token: a.token }),
      call(t.app, 'DELETE', `/api/console/operators/${a.id}/`, { token: b.token }),
    ]);
    // The loser is refused either by the check of its token (403: it is no operator any more, when the
    // winner committed first) or under the lock (409: the last operator).
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const left = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'operator')
      .where('deleted_at', 'is', null)
      .execute();
    expect(left).toHaveLength(1);
  });

  it('the service under two demotions at once: one wins, the other gets a 409 and writes nothing', async () => {
    const operators = new Operators(new OperatorRepository(t.database.db));
    const c = await signUp(t.app);
    await operators.promote(null, c.email);
    const [winner] = await operators.list().then((list) => list.filter((o) => o.id !== c.id));
    const before = (await auditRows()).length;
    const outcomes = await Promise.allSettled([
      operators.demote(c.id, winner!.id),
      operators.demote(winner!.id, c.id),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const failure = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(failure.reason).toMatchObject({ statusCode: 409 });
    expect((await auditRows()).length).toBe(before + 1);
    expect(await operators.list()).toHaveLength(1);
  });
});
