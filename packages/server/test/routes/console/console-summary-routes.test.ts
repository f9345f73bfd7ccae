import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleSummary } from '@lomi/core';
import { call, createAccountsApp, logIn, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Issue 14 #2: the console's start page counts what waits for the team, and the age of the exchange rate.
describe.each(databaseKinds)('console: the start page summary on %s', (kind) => {
  let t: AccountsTestApp;
  let operator: { token: string; id: number };

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    operator = await logIn(t.app, 'operator@example.com');
  });
  afterAll(() => t.close());

  const summary = async (): Promise<ConsoleSummary> => {
    const response = await call(t.app, 'GET', '/api/console/summary/', { token: operator.token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('is for operators only: 401 for a visitor, 403 for a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/console/summary/')).statusCode).toBe(401);
    const owner = await logIn(t.app, 'owner@example.com');
    const refused = await call(t.app, 'GET', '/api/console/summary/', { token: owner.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('LOMI_ERR_FORBIDDEN');
  });

  it('counts what waits, and each count follows the items as they wait and are dealt with', async () => {
    const { db } = t.database;
    const before = await summary();
    for (const key of [
      'organizations_pending',
      'campaigns_in_review',
      'withdrawals_pending',
      'reports_open',
      'help_questions_open',
      'payments_flagged',
    ] as const) {
      expect(Number.isInteger(before[key]) && before[key] >= 0, key).toBe(true);
    }

    const organization = await db
      .selectFrom('organizations')
      .select(['id', 'approval_status'])
      .where('approval_status', '=', 'approved')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const campaign = await db
      .selectFrom('campaigns')
      .select(['id', 'status', 'organization_id'])
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const invoice = await db
      .selectFrom('invoices')
      .select('id')
      .where('review_reason', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();

    await db
      .updateTable('organizations')
      .set({ approval_status: 'pending' })
      .where('id', '=', organization.id)
      .execute();
    await db.updateTable('campaigns').set({ status: 'in_review' }).where('id', '=', campaign.id).execute();
    const { id: withdrawalId } = await db
      .insertInto('withdrawals')
      .values({
        campaign_id: campaign.id,
        requested_by_user_id: operator.id,
        amount_minor: 1_000,
        currency: 'ETB',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('reports')
      .values({ target_type: 'campaign', campaign_id: campaign.id, reason: 'spam' })
      .execute();
    await db
      .insertInto('help_questions')
      .values({ email: 'asker@example.com', question: 'How do I withdraw?' })
      .execute();
    await db
      .updateTable('invoices')
      .set({ review_reason: 'provider reported 5100 ETB, invoice is 5000 ETB' })
      .where('id', '=', invoice.id)
      .execute();

    const waiting = await summary();
    expect(waiting).toMatchObject({
      organizations_pending: before.organizations_pending + 1,
      campaigns_in_review: before.campaigns_in_review + 1,
      withdrawals_pending: before.withdrawals_pending + 1,
      reports_open: before.reports_open + 1,
      help_questions_open: before.help_questions_open + 1,
      payments_flagged: before.payments_flagged + 1,
    });

    // Dealt with: approved, published, approved, resolved.
    await db
      .updateTable('reports')
      .set({ resolved_at: new Date(), resolution_note: 'Checked.', resolution_action: 'none' })
      .where('resolved_at', 'is', null)
      .execute();
    await db
      .updateTable('help_questions')
      .set({ resolved_at: new Date(), resolution_note: 'Answered by e-mail.' })
      .where('resolved_at', 'is', null)
      .execute();
    await db
      .updateTable('invoices')
      .set({ review_resolved_at: new Date(), review_resolution: 'dismissed', review_note: 'Checked.' })
      .where('id', '=', invoice.id)
      .execute();
    await db
      .updateTable('organizations')
      .set({ approval_status: 'approved' })
      .where('id', '=', organization.id)
      .execute();
    await db.updateTable('campaigns').set({ status: 'active' }).where('id', '=', campaign.id).execute();
    await db.updateTable('withdrawals').set({ status: 'approved' }).where('id', '=', withdrawalId).execute();
    expect(await summary()).toMatchObject({
      organizations_pending: before.organizations_pending,
      campaigns_in_review: before.campaigns_in_review,
      withdrawals_pending: before.withdrawals_pending,
      reports_open: 0,
      help_questions_open: 0,
      payments_flagged: before.payments_flagged,
    });
  });

  it('gives the current USD→ETB rate with its age, and null when none was ever set', async () => {
    const { db } = t.database;
    await db
      .insertInto('exchange_rates')
      .values({ currency: 'USD', etb_per_unit: 150.25, effective_at: new Date(Date.now() - 3 * 3_600_000) })
      .execute();
    await db
      .insertInto('exchange_rates')
      .values({ currency: 'USD', etb_per_unit: 99, effective_at: new Date(Date.now() - 30 * 86_400_000) })
      .execute();
    const { exchange_rate } = await summary();
    expect(exchange_rate).toMatchObject({ etb_per_usd: 150.25 });
    expect(exchange_rate!.age_seconds).toBeGreaterThanOrEqual(3 * 3_600 - 5);
    expect(exchange_rate!.age_seconds).toBeLessThan(3 * 3_600 + 60);
    expect(Date.parse(exchange_rate!.set_at)).toBeGreaterThan(Date.now() - 3 * 3_600_000 - 60_000);

    // Rates are history (migration 0016 refuses UPDATE and DELETE); only emptying the table goes back to none.
    await sql`TRUNCATE exchange_rates`.execute(db);
    expect((await summary()).exchange_rate).toBeNull();
  });
});
