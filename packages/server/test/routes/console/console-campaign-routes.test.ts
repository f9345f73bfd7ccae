import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignStatusColumn } from '../../../src/db/schema.ts';
import { CampaignModeration } from '../../../src/campaigns/campaign-moderation.ts';
import { CampaignModerationRepository } from '../../../src/campaigns/campaign-moderation-repository.ts';
import { call, createAccountsApp, logIn, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const DIRECT = '/api/donation/lakipay/direct/';

// Issue 14 #4 (moderation): the console lists campaigns of every status and publishes, rejects, unpublishes,
// features, unfeatures, sets the deadline of and closes them; each action audited in its transaction, the
// owner told where it matters, and of two operators acting at once exactly one wins (409 for the other).
describe.each(databaseKinds)('console: campaign moderation on %s', (kind) => {
  let t: AccountsTestApp;
  let operator: { token: string; id: number };
  let owner: { token: string; id: number };
  let organizationId: number;
  let counter = 0;

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    operator = await logIn(t.app, 'operator@example.com');
    owner = await logIn(t.app, 'owner@example.com');
    const organization = await t.database.db
      .selectFrom('organizations')
      .select('id')
      .where('owner_user_id', '=', owner.id)
      .where('approval_status', '=', 'approved')
      .executeTakeFirstOrThrow();
    organizationId = organization.id;
  });
  afterAll(() => t.close());

  /** A campaign of the owner's approved organization in `status`, with a unique title. */
  async function campaignIn(
    status: CampaignStatusColumn,
    fields: { featured?: boolean; deadline?: Date | null; review_note?: string | null } = {},
  ) {
    counter += 1;
    const title = `Moderated ${kind} ${counter} ${status}`;
    const row = await t.database.db
      .insertInto('campaigns')
      .values({
        organization_id: organizationId,
        category_id: 2,
        title,
        description: 'A campaign the console moderates.',
        goal_etb_minor: 100_000,
        status,
        ...(status === 'rejected' || status === 'unpublished' ? { review_note: 'Earlier note' } : {}),
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, title };
  }

  const act = (id: number, verb: string, body?: unknown, token = operator.token) =>
    call(t.app, 'POST', `/api/console/campaigns/${id}/${verb}/`, {
      token,
      ...(body === undefined ? {} : { body }),
    });
  const statusOf = async (id: number) =>
    (
      await t.database.db
        .selectFrom('campaigns')
        .select(['status', 'featured', 'deadline', 'review_note'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const auditOf = (id: number) =>
    t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_type', '=', 'campaign')
      .where('target_id', '=', id)
      .orderBy('id')
      .execute();
  const notificationsOf = (id: number) =>
    t.database.db
      .selectFrom('notifications')
      .select(['user_id', 'kind', 'params', 'title', 'content'])
      .where('related_campaign_id', '=', id)
      .where('kind', 'like', 'campaign_%')
      .orderBy('id')
      .execute();
  const publicSearch = async (title: string) =>
    (await call(t.app, 'GET', `/api/campaigns/?search=${encodeURIComponent(title)}`)).json().results as {
      id: number;
    }[];
  const featuredIds = async () =>
    ((await call(t.app, 'GET', '/api/campaigns/featured')).json() as { id: number }[]).map((c) => c.id);
  const donate = (id: number) =>
    call(t.app, 'POST', DIRECT, {
      body: {
        amount: 25_000,
        campaign_id: id,
        phone_number: '251911223344',
        anonymous: false,
        medium: 'telebirr',
        full_name: 'Abebe Kebede',
      },
    });

  it('lists every status, newest first, filtered by status, title, organization and featured, paged', async () => {
    const review = await campaignIn('in_review');
    const draft = await campaignIn('draft');
    const all = await call(t.app, 'GET', '/api/console/campaigns/', { token: operator.token });
    expect(all.statusCode).toBe(200);
    const page = all.json();
    expect(page.results).toHaveLength(10);
    expect(page.results[0]).toMatchObject({
      id: draft.id,
      status: 'draft',
      featured: false,
      accepts_donations: false,
      organization: { id: organizationId, approval_status: 'approved' },
    });
    expect(page.results[1].id).toBe(review.id);
    const count = await t.database.db
      .selectFrom('campaigns')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(page.count).toBe(Number(count.n));

    const inReview = (
      await call(t.app, 'GET', '/api/console/campaigns/?status=in_review', { token: operator.token })
    ).json();
    expect(inReview.results.every((c: { status: string }) => c.status === 'in_review')).toBe(true);
    expect(inReview.results.map((c: { id: number }) => c.id)).toContain(review.id);

    const searched = (
      await call(t.app, 'GET', `/api/console/campaigns/?search=${encodeURIComponent(review.title)}`, {
        token: operator.token,
      })
    ).json();
    expect(searched.count).toBe(1);
    expect(searched.results[0].id).toBe(review.id);

    const ofOrganization = (
      await call(t.app, 'GET', `/api/console/campaigns/?organization=${organizationId}&status=draft`, {
        token: operator.token,
      })
    ).json();
    expect(ofOrganization.results.map((c: { id: number }) => c.id)).toContain(draft.id);

    const featured = (
      await call(t.app, 'GET', '/api/console/campaigns/?featured=true', { token: operator.token })
    ).json();
    expect(featured.count).toBeGreaterThan(0);
    expect(featured.results.every((c: { featured: boolean }) => c.featured)).toBe(true);

    expect(
      (await call(t.app, 'GET', '/api/console/campaigns/?page=999', { token: operator.token })).statusCode,
    ).toBe(400);
    expect(
      (await call(t.app, 'GET', '/api/console/campaigns/?status=gone', { token: operator.token })).statusCode,
    ).toBe(400);
    expect((await call(t.app, 'GET', '/api/console/campaigns/', { token: owner.token })).statusCode).toBe(
      403,
    );
  });

  it('shows one campaign of any status with its owner, review note and totals; 404 for none', async () => {
    const rejected = await campaignIn('rejected');
    const detail = await call(t.app, 'GET', `/api/console/campaigns/${rejected.id}/`, {
      token: operator.token,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      id: rejected.id,
      title: rejected.title,
      status: 'rejected',
      review_note: 'Earlier note',
      owner: { id: owner.id, email: 'owner@example.com' },
      organization: { id: organizationId },
      category: { id: 2 },
      collected_amount: 0,
      donation_count: 0,
      image_count: 0,
      document_count: 0,
    });
    const missing = await call(t.app, 'GET', '/api/console/campaigns/999999/', { token: operator.token });
    expect(missing.statusCode).toBe(404);
  });

  it('publishes a campaign in review: live, searchable, audited, the owner told; again is a 409', async () => {
    const campaign = await campaignIn('in_review');
    expect(await publicSearch(campaign.title)).toEqual([]);
    const published = await act(campaign.id, 'publish');
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 'active', accepts_donations: true, review_note: null });
    expect((await publicSearch(campaign.title)).map((c) => c.id)).toEqual([campaign.id]);
    expect((await call(t.app, 'GET', `/api/campaigns/${campaign.id}`)).statusCode).toBe(200);
    expect(await auditOf(campaign.id)).toMatchObject([
      {
        operator_id: operator.id,
        action: 'campaign.publish',
        before: { status: 'in_review', review_note: null },
        after: { status: 'active', review_note: null },
      },
    ]);
    expect(await notificationsOf(campaign.id)).toMatchObject([
      { user_id: owner.id, kind: 'campaign_published', params: { campaign_title: campaign.title } },
    ]);
    const again = await act(campaign.id, 'publish');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: `Campaign ${campaign.id} is already published.`,
      code: 'LOMI_ERR_CONFLICT',
    });
    const draft = await campaignIn('draft');
    const refused = await act(draft.id, 'publish');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Campaign ${draft.id} is a draft; only a campaign in review or unpublished can be published.`,
    );
    expect((await act(999_999, 'publish')).statusCode).toBe(404);
    expect(await auditOf(draft.id)).toEqual([]);
  });

  it('rejects a campaign in review with a reason the owner reads; no reason is a 400', async () => {
    const campaign = await campaignIn('in_review');
    const empty = await act(campaign.id, 'reject', { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reason).toContain('reason');
    const rejected = await act(campaign.id, 'reject', { reason: '  The photo is not of the school.  ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      review_note: 'The photo is not of the school.',
    });
    expect((await auditOf(campaign.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      [
        'campaign.reject',
        { status: 'in_review', review_note: null },
        { status: 'rejected', review_note: 'The photo is not of the school.' },
      ],
    ]);
    expect(await notificationsOf(campaign.id)).toMatchObject([
      {
        user_id: owner.id,
        kind: 'campaign_rejected',
        params: { campaign_title: campaign.title, reason: 'The photo is not of the school.' },
      },
    ]);
    const mine = await call(t.app, 'GET', `/api/campaigns/mine/${campaign.id}`, { token: owner.token });
    expect(mine.json()).toMatchObject({ status: 'rejected', review_note: 'The photo is not of the school.' });
    expect((await act(campaign.id, 'reject', { reason: 'Again' })).statusCode).toBe(409);
  });

  it('of two operators publishing and rejecting at once, exactly one wins; the other gets a clear 409', async () => {
    const second = await logIn(t.app, 'operator@example.com');
    const campaign = await campaignIn('in_review');
    const answers = await Promise.all([
      act(campaign.id, 'publish'),
      act(campaign.id, 'reject', { reason: 'Not now.' }, second.token),
    ]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().message).toMatch(
      new RegExp(`^Campaign ${campaign.id} is (already )?(published|rejected)`),
    );
    expect(await auditOf(campaign.id)).toHaveLength(1);
    expect(await notificationsOf(campaign.id)).toHaveLength(1);

    const twice = await campaignIn('in_review');
    const both = await Promise.all([
      act(twice.id, 'publish'),
      act(twice.id, 'publish', undefined, second.token),
    ]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(twice.id)).toHaveLength(1);
  });

  it('unpublishes: gone from search, its page, the carousel and donations; the owner sees it with the reason', async () => {
    const campaign = await campaignIn('active', { featured: true });
    expect((await publicSearch(campaign.title)).map((c) => c.id)).toEqual([campaign.id]);
    expect(await featuredIds()).toContain(campaign.id);

    const unpublished = await act(campaign.id, 'unpublish', { reason: 'Reported as misleading.' });
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json()).toMatchObject({
      status: 'unpublished',
      featured: false,
      accepts_donations: false,
      review_note: 'Reported as misleading.',
    });
    expect(await publicSearch(campaign.title)).toEqual([]);
    expect((await call(t.app, 'GET', `/api/campaigns/${campaign.id}`)).statusCode).toBe(404);
    expect(await featuredIds()).not.toContain(campaign.id);
    const refused = await donate(campaign.id);
    expect(refused.statusCode).toBe(404);
    const mine = await call(t.app, 'GET', `/api/campaigns/mine/${campaign.id}`, { token: owner.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ status: 'unpublished', review_note: 'Reported as misleading.' });
    expect(await auditOf(campaign.id)).toMatchObject([
      {
        action: 'campaign.unpublish',
        before: { status: 'active', featured: true, review_note: null },
        after: { status: 'unpublished', featured: false, review_note: 'Reported as misleading.' },
      },
    ]);
    expect(await notificationsOf(campaign.id)).toMatchObject([
      {
        kind: 'campaign_unpublished',
        params: { campaign_title: campaign.title, reason: 'Reported as misleading.' },
      },
    ]);
    expect((await act(campaign.id, 'unpublish', { reason: 'Again' })).json().message).toBe(
      `Campaign ${campaign.id} is already unpublished.`,
    );

    // Published again, it is public and donatable again, without the note.
    const back = await act(campaign.id, 'publish');
    expect(back.json()).toMatchObject({ status: 'active', review_note: null, featured: false });
    expect((await publicSearch(campaign.title)).map((c) => c.id)).toEqual([campaign.id]);
    expect((await donate(campaign.id)).statusCode).toBe(201);
  });

  it('unpublishes inside a caller’s transaction, which rolls it back with its audit entry and notice', async () => {
    const campaign = await campaignIn('active');
    const moderation = new CampaignModeration(new CampaignModerationRepository(t.database.db));
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await moderation.unpublish(trx, operator.id, campaign.id, 'From a report');
        expect(
          (
            await trx
              .selectFrom('campaigns')
              .select('status')
              .where('id', '=', campaign.id)
              .executeTakeFirst()
          )?.status,
        ).toBe('unpublished');
        throw new Error('the report could not be resolved');
      }),
    ).rejects.toThrow('the report could not be resolved');
    expect(await statusOf(campaign.id)).toBe('active');
    expect(await auditOf(campaign.id)).toEqual([]);
    expect(await notificationsOf(campaign.id)).toEqual([]);

    await t.database.db
      .transaction()
      .execute((trx) => moderation.unpublish(trx, operator.id, campaign.id, 'From a report'));
    expect(await statusOf(campaign.id)).toBe('unpublished');
    expect(await auditOf(campaign.id)).toHaveLength(1);
  });

  it('of two operators unpublishing at once, one wins', async () => {
    const second = await logIn(t.app, 'operator@example.com');
    const campaign = await campaignIn('active');
    const answers = await Promise.all([
      act(campaign.id, 'unpublish', { reason: 'One' }),
      act(campaign.id, 'unpublish', { reason: 'Two' }, second.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      `Campaign ${campaign.id} is already unpublished.`,
    );
    expect(await auditOf(campaign.id)).toHaveLength(1);
    expect(await notificationsOf(campaign.id)).toHaveLength(1);
  });

  it('features a public campaign that takes donations (the carousel follows) and unfeatures it', async () => {
    const campaign = await campaignIn('active');
    expect(await featuredIds()).not.toContain(campaign.id);
    const featured = await act(campaign.id, 'feature');
    expect(featured.statusCode).toBe(200);
    expect(featured.json().featured).toBe(true);
    expect(await featuredIds()).toContain(campaign.id);
    expect((await act(campaign.id, 'feature')).json().message).toBe(
      `Campaign ${campaign.id} is already featured.`,
    );
    const unfeatured = await act(campaign.id, 'unfeature');
    expect(unfeatured.json().featured).toBe(false);
    expect(await featuredIds()).not.toContain(campaign.id);
    expect((await act(campaign.id, 'unfeature')).statusCode).toBe(409);
    expect((await auditOf(campaign.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['campaign.feature', { featured: false }, { featured: true }],
      ['campaign.unfeature', { featured: true }, { featured: false }],
    ]);
    // Featuring tells the owner nothing.
    expect(await notificationsOf(campaign.id)).toEqual([]);

    const review = await campaignIn('in_review');
    const notPublic = await act(review.id, 'feature');
    expect(notPublic.statusCode).toBe(409);
    expect(notPublic.json().message).toBe(
      `Campaign ${review.id} is in review; only a published campaign that takes donations can be featured.`,
    );
    const late = await campaignIn('active', { deadline: new Date(Date.now() - 60_000) });
    const past = await act(late.id, 'feature');
    expect(past.statusCode).toBe(409);
    expect(past.json().message).toContain('takes no donations now');
    // A featured campaign whose deadline passes leaves the carousel by itself.
    const ending = await campaignIn('active', { featured: true, deadline: new Date(Date.now() + 60_000) });
    expect(await featuredIds()).toContain(ending.id);
    await t.database.db
      .updateTable('campaigns')
      .set({ deadline: new Date(Date.now() - 1000) })
      .where('id', '=', ending.id)
      .execute();
    expect(await featuredIds()).not.toContain(ending.id);

    const second = await logIn(t.app, 'operator@example.com');
    const raced = await campaignIn('active');
    const answers = await Promise.all([
      act(raced.id, 'feature'),
      act(raced.id, 'feature', undefined, second.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(raced.id)).toHaveLength(1);
  });

  it('of two operators moving the same deadline at once, one wins and the other gets 409', async () => {
    const campaign = await campaignIn('active');
    const move = (days: number) =>
      call(t.app, 'PUT', `/api/console/campaigns/${campaign.id}/deadline/`, {
        token: operator.token,
        body: { deadline: new Date(Date.now() + days * 86_400_000).toISOString(), previous_deadline: null },
      });
    const answers = await Promise.all([move(10), move(20)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(
      `The deadline of campaign ${campaign.id} was changed by someone else since you opened it; reload it.`,
    );
    const kept = answers.find((answer) => answer.statusCode === 200)!.json().deadline;
    const stored = await t.database.db
      .selectFrom('campaigns')
      .select('deadline')
      .where('id', '=', campaign.id)
      .executeTakeFirstOrThrow();
    expect(stored.deadline?.toISOString()).toBe(kept);
    expect((await auditOf(campaign.id)).map((row) => row.action)).toEqual(['campaign.deadline']);
  });

  it('sets, moves and clears the deadline (a future one only); past it, donations stop', async () => {
    const campaign = await campaignIn('active');
    const put = (deadline: string | null) =>
      call(t.app, 'PUT', `/api/console/campaigns/${campaign.id}/deadline/`, {
        token: operator.token,
        body: { deadline },
      });
    const inAMonth = new Date(Date.now() + 30 * 86_400_000);
    const set = await put(inAMonth.toISOString());
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ deadline: inAMonth.toISOString(), accepts_donations: true });
    const past = await put(new Date(Date.now() - 60_000).toISOString());
    expect(past.statusCode).toBe(400);
    expect(past.json().errors.deadline).toBe('The deadline must be in the future.');
    expect((await put('not a date')).statusCode).toBe(400);
    const cleared = await put(null);
    expect(cleared.json().deadline).toBeNull();
    expect((await auditOf(campaign.id)).map((row) => [row.action, row.before, row.after])).toEqual([
      ['campaign.deadline', { deadline: null }, { deadline: inAMonth.toISOString() }],
      ['campaign.deadline', { deadline: inAMonth.toISOString() }, { deadline: null }],
    ]);

    // A deadline that has passed (set earlier, now behind us) closes donations: core's donationsClosedReason.
    await t.database.db
      .updateTable('campaigns')
      .set({ deadline: new Date(Date.now() - 1000) })
      .where('id', '=', campaign.id)
      .execute();
    const late = await donate(campaign.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('deadline');

    const closed = await campaignIn('closed');
    const refused = await call(t.app, 'PUT', `/api/console/campaigns/${closed.id}/deadline/`, {
      token: operator.token,
      body: { deadline: inAMonth.toISOString() },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Campaign ${closed.id} is closed; the deadline of a finished campaign cannot change.`,
    );
  });

  it('closes a published campaign for good: no more donations, off the carousel, the owner told', async () => {
    const campaign = await campaignIn('active', { featured: true });
    const closed = await act(campaign.id, 'close');
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', featured: false, accepts_donations: false });
    const refused = await donate(campaign.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('LOMI_ERR_CAMPAIGN_CLOSED');
    expect(await featuredIds()).not.toContain(campaign.id);
    // Still reachable by its link, as a finished campaign.
    expect((await call(t.app, 'GET', `/api/campaigns/${campaign.id}`)).json().status).toBe('closed');
    expect(await notificationsOf(campaign.id)).toMatchObject([{ kind: 'campaign_closed' }]);
    expect((await act(campaign.id, 'close')).json().message).toBe(
      `Campaign ${campaign.id} is already closed.`,
    );
    // Final: it cannot be published again.
    expect((await act(campaign.id, 'publish')).statusCode).toBe(409);

    const second = await logIn(t.app, 'operator@example.com');
    const raced = await campaignIn('active');
    const answers = await Promise.all([
      act(raced.id, 'close'),
      act(raced.id, 'close', undefined, second.token),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf(raced.id)).toHaveLength(1);
    expect(await notificationsOf(raced.id)).toHaveLength(1);
  });
});
