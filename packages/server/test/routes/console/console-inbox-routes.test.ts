import type { ConsoleHelpQuestion, ConsoleReport } from '@lomi/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog } from '../../../src/console/audit-log.ts';
import { ApiError } from '../../../src/errors/api-error.ts';
import { ErrorCodes } from '../../../src/errors/error-codes.ts';
import { ReportInbox, type ModerationStep } from '../../../src/reports/report-inbox.ts';
import { ReportRepository } from '../../../src/reports/report-repository.ts';
import { call, createAccountsApp, logIn, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

// Issue 14 #6: the reports inbox and the help-questions inbox. Listing with targets, resolving with a note
// (and for reports an action done in the same transaction), the audit rows, and two operators at once.
describe.each(databaseKinds)('console: the reports and help-questions inboxes on %s', (kind) => {
  let t: AccountsTestApp;
  let operator: { token: string; id: number };
  let campaign: { id: number; title: string; organization_id: number };

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    operator = await logIn(t.app, 'operator@example.com');
    campaign = await t.database.db
      .selectFrom('campaigns')
      .select(['id', 'title', 'organization_id'])
      .where('status', '=', 'active')
      .orderBy('id')
      .executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const get = (url: string) => call(t.app, 'GET', url, { token: operator.token });
  const post = (url: string, body: unknown, token = operator.token) =>
    call(t.app, 'POST', url, { token, body });
  const auditRows = (action: string, targetId: number) =>
    db()
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', action)
      .where('target_id', '=', targetId)
      .execute();

  const newCampaignReport = async (campaignId = campaign.id) =>
    (
      await db()
        .insertInto('reports')
        .values({
          target_type: 'campaign',
          campaign_id: campaignId,
          organization_id: null,
          reason: 'fraud',
          reporter_email: 'reporter@example.org',
          reporter_phone: '251911000111',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const newOrganizationReport = async (organizationId = campaign.organization_id) =>
    (
      await db()
        .insertInto('reports')
        .values({
          target_type: 'organization',
          campaign_id: null,
          organization_id: organizationId,
          reason: 'other',
          message: 'The address is a closed shop.',
          reporter_email: null,
          reporter_phone: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const newQuestion = async () =>
    (
      await db()
        .insertInto('help_questions')
        .values({ email: 'asker@example.org', question: 'How long does a review take?' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it('refuses a visitor (401) and a signed-in non-operator (403)', async () => {
    const owner = await logIn(t.app, 'owner@example.com');
    for (const url of ['/api/console/reports/', '/api/console/help-questions/']) {
      expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
      expect((await call(t.app, 'GET', url, { token: owner.token })).statusCode).toBe(403);
    }
    const id = await newCampaignReport();
    const refused = await post(
      `/api/console/reports/${id}/resolve/`,
      { note: 'x', action: 'none' },
      owner.token,
    );
    expect(refused.statusCode).toBe(403);
  });

  it('lists the open reports newest first with their targets and reporters, filtered by target type', async () => {
    const campaignReport = await newCampaignReport();
    const organizationReport = await newOrganizationReport();
    const list = await get('/api/console/reports/');
    expect(list.statusCode).toBe(200);
    const body = list.json();
    const ids = body.results.map((report: ConsoleReport) => report.id);
    expect(ids.slice(0, 2)).toEqual([organizationReport, campaignReport]);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const organization = await db()
      .selectFrom('organizations')
      .select(['id', 'name', 'approval_status'])
      .where('id', '=', campaign.organization_id)
      .executeTakeFirstOrThrow();
    expect(body.results[1]).toMatchObject({
      id: campaignReport,
      target_type: 'campaign',
      reason: 'fraud',
      message: '',
      reporter_email: 'reporter@example.org',
      reporter_phone: '251911000111',
      campaign: { id: campaign.id, title: campaign.title, status: 'active' },
      organization: { id: organization.id, name: organization.name, state: organization.approval_status },
      resolution: null,
    });
    expect(body.results[0]).toMatchObject({
      id: organizationReport,
      target_type: 'organization',
      message: 'The address is a closed shop.',
      campaign: null,
      organization: { id: organization.id },
    });
    const { count } = await db()
      .selectFrom('reports')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('resolved_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(body.count).toBe(Number(count));

    const organizationsOnly = (await get('/api/console/reports/?target_type=organization')).json();
    expect(organizationsOnly.results.every((r: ConsoleReport) => r.target_type === 'organization')).toBe(
      true,
    );
    expect(organizationsOnly.results[0].id).toBe(organizationReport);

    const detail = await get(`/api/console/reports/${campaignReport}/`);
    expect(detail.json()).toEqual(body.results[1]);
    expect((await get('/api/console/reports/999999/')).statusCode).toBe(404);
    expect((await get('/api/console/reports/?status=closed')).statusCode).toBe(400);
    expect((await get('/api/console/reports/?target_type=user')).statusCode).toBe(400);
    expect((await get('/api/console/reports/?page=99')).statusCode).toBe(400);
  });

  it('pages the open reports ten at a time', async () => {
    for (let index = 0; index < 11; index++) await newCampaignReport();
    const first = (await get('/api/console/reports/')).json();
    expect(first.results).toHaveLength(10);
    expect(first.lastPage).toBe(Math.ceil(first.count / 10));
    const second = (await get('/api/console/reports/?page=2')).json();
    expect(second.results[0].id).toBeLessThan(first.results[9].id);
  });

  it('resolves a report with a note and no action, audited; it moves to the resolved list; again is a 409', async () => {
    const id = await newCampaignReport();
    const resolved = await post(`/api/console/reports/${id}/resolve/`, {
      note: '  Checked: genuine.\r\nNo action.  ',
      action: 'none',
    });
    expect(resolved.statusCode).toBe(200);
    const report = resolved.json() as ConsoleReport;
    expect(report.resolution).toMatchObject({
      operator: { id: operator.id, username: 'operator' },
      note: 'Checked: genuine.\nNo action.',
      action: 'none',
    });
    const rows = await auditRows('report.resolve', id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator_id: operator.id,
      target_type: 'report',
      before: { resolved_at: null },
      after: {
        resolved_at: report.resolution!.resolved,
        note: 'Checked: genuine.\nNo action.',
        action: 'none',
      },
    });
    const open = (await get('/api/console/reports/')).json();
    expect(open.results.map((r: ConsoleReport) => r.id)).not.toContain(id);
    const done = (await get('/api/console/reports/?status=resolved')).json();
    expect(done.results[0]).toEqual(report);

    const again = await post(`/api/console/reports/${id}/resolve/`, { note: 'Me too', action: 'none' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('LOMI_ERR_CONFLICT');
    expect(again.json().message).toMatch(/already been resolved/);
    expect(await auditRows('report.resolve', id)).toHaveLength(1);
    expect(
      (await post('/api/console/reports/999999/resolve/', { note: 'x', action: 'none' })).statusCode,
    ).toBe(404);
  });

  it('refuses a missing or over-long note, an unknown action and an action that does not fit (400)', async () => {
    const id = await newOrganizationReport();
    for (const body of [
      { action: 'none' },
      { note: '   ', action: 'none' },
      { note: 'x'.repeat(1001), action: 'none' },
      { note: 'ok', action: 'delete-everything' },
      { note: 'ok' },
      { note: 'ok', action: 'unpublish-campaign' },
    ]) {
      const answer = await post(`/api/console/reports/${id}/resolve/`, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().message).toBeTruthy();
    }
    expect((await get(`/api/console/reports/${id}/`)).json().resolution).toBeNull();
    expect(
      (await post(`/api/console/reports/${id}/resolve/`, { note: 'x'.repeat(1000), action: 'none' }))
        .statusCode,
    ).toBe(200);
  });

  it('two operators resolving one report at once: one wins, the other gets a 409', async () => {
    const id = await newCampaignReport();
    const answers = await Promise.all([
      post(`/api/console/reports/${id}/resolve/`, { note: 'First', action: 'none' }),
      post(`/api/console/reports/${id}/resolve/`, { note: 'Second', action: 'none' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRows('report.resolve', id)).toHaveLength(1);
    const winner = answers.find((answer) => answer.statusCode === 200)!.json() as ConsoleReport;
    expect((await get(`/api/console/reports/${id}/`)).json().resolution.note).toBe(winner.resolution!.note);
  });

  describe('a resolution with an action (the moderation steps of other services)', () => {
    // The console's real steps are wired in app.ts; here the inbox is driven with steps that behave like them
    // (change the target and audit it with the same transaction, or refuse), to show it is all or nothing.
    const unpublish: ModerationStep = async (trx, operatorId, campaignId, reason) => {
      const changed = await trx
        .updateTable('campaigns')
        .set({ status: 'closed' })
        .where('id', '=', campaignId)
        .where('status', '=', 'active')
        .executeTakeFirst();
      if (changed.numUpdatedRows !== 1n) {
        throw new ApiError(409, ErrorCodes.conflict, `Campaign ${campaignId} is not published.`);
      }
      await AuditLog.record(trx, {
        operatorId,
        action: 'campaign.unpublish',
        targetType: 'campaign',
        targetId: campaignId,
        before: { status: 'active' },
        after: { status: 'closed', reason },
      });
    };
    const failingSuspend: ModerationStep = async (trx, operatorId, organizationId) => {
      await AuditLog.record(trx, {
        operatorId,
        action: 'organization.suspend',
        targetType: 'organization',
        targetId: organizationId,
      });
      throw new ApiError(409, ErrorCodes.conflict, 'The organization changed meanwhile.');
    };

    it('unpublishes the campaign and resolves the report in one step, with both audit rows', async () => {
      const target = await db()
        .selectFrom('campaigns')
        .select('id')
        .where('status', '=', 'active')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const id = await newCampaignReport(target.id);
      const inbox = new ReportInbox(new ReportRepository(db()), { unpublishCampaign: unpublish });
      const report = await inbox.resolve(operator.id, id, {
        note: 'Fraud confirmed.',
        action: 'unpublish-campaign',
      });
      expect(report.resolution).toMatchObject({ action: 'unpublish-campaign', note: 'Fraud confirmed.' });
      expect(report.campaign).toMatchObject({ id: target.id, status: 'closed' });
      expect(await auditRows('report.resolve', id)).toHaveLength(1);
      expect(await auditRows('campaign.unpublish', target.id)).toMatchObject([
        { after: { status: 'closed', reason: 'Fraud confirmed.' } },
      ]);
      // A second report of the same campaign, now unpublished: the step refuses, nothing is written.
      const second = await newCampaignReport(target.id);
      await expect(
        inbox.resolve(operator.id, second, { note: 'Also this one.', action: 'unpublish-campaign' }),
      ).rejects.toMatchObject({ statusCode: 409 });
      expect((await inbox.get(second)).resolution).toBeNull();
      expect(await auditRows('report.resolve', second)).toHaveLength(0);
    });

    it('a step that fails undoes the whole resolution: report open, no audit row of either', async () => {
      const id = await newOrganizationReport();
      const inbox = new ReportInbox(new ReportRepository(db()), { suspendOrganization: failingSuspend });
      await expect(
        inbox.resolve(operator.id, id, { note: 'Suspend it.', action: 'suspend-organization' }),
      ).rejects.toMatchObject({ statusCode: 409, message: 'The organization changed meanwhile.' });
      expect((await inbox.get(id)).resolution).toBeNull();
      expect(await auditRows('report.resolve', id)).toHaveLength(0);
      expect(await auditRows('organization.suspend', campaign.organization_id)).toHaveLength(0);
    });

    it('two resolutions with an action at once: the step runs once', async () => {
      const target = await db()
        .selectFrom('campaigns')
        .select('id')
        .where('status', '=', 'active')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const id = await newCampaignReport(target.id);
      let steps = 0;
      const counted: ModerationStep = async (...args) => {
        steps += 1;
        await unpublish(...args);
      };
      const inbox = new ReportInbox(new ReportRepository(db()), { unpublishCampaign: counted });
      const outcomes = await Promise.allSettled([
        inbox.resolve(operator.id, id, { note: 'One', action: 'unpublish-campaign' }),
        inbox.resolve(operator.id, id, { note: 'Two', action: 'unpublish-campaign' }),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect((outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({
        statusCode: 409,
      });
      expect(steps).toBe(1);
      expect(await auditRows('campaign.unpublish', target.id)).toHaveLength(1);
    });
  });

  describe("a resolution with the console's own steps (through the API)", () => {
    const lastActiveCampaign = () =>
      db()
        .selectFrom('campaigns')
        .select(['id', 'organization_id'])
        .where('status', '=', 'active')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
    const resolve = (id: number, body: { note: string; action: string }) =>
      post(`/api/console/reports/${id}/resolve/`, body);

    it('unpublish-campaign: report resolved, campaign unpublished, both audited, in one step', async () => {
      const target = await lastActiveCampaign();
      const id = await newCampaignReport(target.id);
      const answer = await resolve(id, {
        note: 'Fraud confirmed by the bank.',
        action: 'unpublish-campaign',
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        campaign: { id: target.id, status: 'unpublished' },
        resolution: { action: 'unpublish-campaign', note: 'Fraud confirmed by the bank.' },
      });
      const row = await db()
        .selectFrom('campaigns')
        .select(['status', 'review_note'])
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'unpublished', review_note: 'Fraud confirmed by the bank.' });
      expect(await auditRows('report.resolve', id)).toHaveLength(1);
      expect(await auditRows('campaign.unpublish', target.id)).toHaveLength(1);
      // The campaign is down already: a second report asking the same is refused whole, and stays open.
      const second = await newCampaignReport(target.id);
      const refused = await resolve(second, { note: 'Same campaign.', action: 'unpublish-campaign' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/already unpublished/);
      expect((await get(`/api/console/reports/${second}/`)).json().resolution).toBeNull();
      expect(await auditRows('report.resolve', second)).toHaveLength(0);
      expect(await auditRows('campaign.unpublish', target.id)).toHaveLength(1);
    });

    it('two reports of one campaign resolved with unpublish at once: one wins, the other is a 409 and stays open', async () => {
      const target = await lastActiveCampaign();
      const [a, b] = [await newCampaignReport(target.id), await newCampaignReport(target.id)];
      const answers = await Promise.all([
        resolve(a, { note: 'Unpublish (A).', action: 'unpublish-campaign' }),
        resolve(b, { note: 'Unpublish (B).', action: 'unpublish-campaign' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await auditRows('campaign.unpublish', target.id)).toHaveLength(1);
      const loser = answers[0]!.statusCode === 409 ? a : b;
      expect((await get(`/api/console/reports/${loser}/`)).json().resolution).toBeNull();
      expect(await auditRows('report.resolve', loser)).toHaveLength(0);
    });

    it('suspend-organization from an organization report: suspended and resolved together, audited', async () => {
      const organization = await db()
        .selectFrom('organizations')
        .select('id')
        .where('approval_status', '=', 'approved')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      const id = await newOrganizationReport(organization.id);
      const answer = await resolve(id, { note: 'Registration revoked.', action: 'suspend-organization' });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({
        organization: { id: organization.id, state: 'suspended' },
        resolution: { action: 'suspend-organization' },
      });
      expect(await auditRows('organization.suspend', organization.id)).toHaveLength(1);
      expect(await auditRows('report.resolve', id)).toHaveLength(1);
      // Suspended already: refused whole.
      const second = await newOrganizationReport(organization.id);
      expect((await resolve(second, { note: 'Again.', action: 'suspend-organization' })).statusCode).toBe(
        409,
      );
      expect((await get(`/api/console/reports/${second}/`)).json().resolution).toBeNull();
      expect(await auditRows('organization.suspend', organization.id)).toHaveLength(1);
      // Resolving it with no action still works.
      expect((await resolve(second, { note: 'Already suspended.', action: 'none' })).statusCode).toBe(200);
    });

    it('an inbox built without a step refuses that action with a 409 saying so', async () => {
      const id = await newCampaignReport();
      const inbox = new ReportInbox(new ReportRepository(db()));
      await expect(
        inbox.resolve(operator.id, id, { note: 'x', action: 'unpublish-campaign' }),
      ).rejects.toMatchObject({ statusCode: 409, message: expect.stringMatching(/not available/) });
      await expect(
        inbox.resolve(operator.id, id, { note: 'x', action: 'suspend-organization' }),
      ).rejects.toMatchObject({ statusCode: 409 });
      expect((await inbox.get(id)).resolution).toBeNull();
    });
  });

  it('lists open help questions newest first and resolves one with a note, audited; again is a 409', async () => {
    const older = await newQuestion();
    const id = await newQuestion();
    const list = (await get('/api/console/help-questions/')).json();
    expect(list.results.slice(0, 2).map((q: ConsoleHelpQuestion) => q.id)).toEqual([id, older]);
    expect(list.results[0]).toMatchObject({
      email: 'asker@example.org',
      question: 'How long does a review take?',
      resolution: null,
    });
    const resolved = await post(`/api/console/help-questions/${id}/resolve/`, {
      note: 'Answered: two days.',
    });
    expect(resolved.statusCode).toBe(200);
    const question = resolved.json() as ConsoleHelpQuestion;
    expect(question.resolution).toMatchObject({ operator: { id: operator.id }, note: 'Answered: two days.' });
    expect(await auditRows('help_question.resolve', id)).toMatchObject([
      {
        operator_id: operator.id,
        target_type: 'help_question',
        before: { resolved_at: null },
        after: { resolved_at: question.resolution!.resolved, note: 'Answered: two days.' },
      },
    ]);
    const open = (await get('/api/console/help-questions/')).json();
    expect(open.results.map((q: ConsoleHelpQuestion) => q.id)).not.toContain(id);
    expect((await get('/api/console/help-questions/?status=resolved')).json().results[0]).toEqual(question);

    const again = await post(`/api/console/help-questions/${id}/resolve/`, { note: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already been resolved/);
    expect((await post(`/api/console/help-questions/${older}/resolve/`, { note: '' })).statusCode).toBe(400);
    expect((await post('/api/console/help-questions/999999/resolve/', { note: 'x' })).statusCode).toBe(404);
  });

  it('two operators resolving one help question at once: one wins, the other gets a 409', async () => {
    const id = await newQuestion();
    const answers = await Promise.all([
      post(`/api/console/help-questions/${id}/resolve/`, { note: 'First' }),
      post(`/api/console/help-questions/${id}/resolve/`, { note: 'Second' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditRows('help_question.resolve', id)).toHaveLength(1);
  });

  it('shows the seeded inbox: open and resolved reports and questions', async () => {
    const resolvedReports = (await get('/api/console/reports/?status=resolved')).json();
    expect(
      resolvedReports.results.some((r: ConsoleReport) => r.resolution?.operator?.username === 'operator'),
    ).toBe(true);
    const questions = (await get('/api/console/help-questions/?status=resolved')).json();
    expect(questions.count).toBeGreaterThanOrEqual(1);
  });
});
