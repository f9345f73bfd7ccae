import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { notifyDonationCredited } from '../../src/notifications/donation-notifications.ts';
import { call, logIn } from '../support/accounts-app.ts';
import { eventually, startPaymentsApp, type PaymentsTestApp } from '../support/payments-app.ts';
import { databaseKinds } from '../support/test-database.ts';

const DIRECT = '/api/donation/lakipay/direct/';

describe.each(databaseKinds)('notifications written when a donation is credited, on %s', (kind) => {
  let t: PaymentsTestApp;
  let ownerId: number;

  beforeAll(async () => {
    t = await startPaymentsApp(kind);
    ({ id: ownerId } = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'owner')
      .executeTakeFirstOrThrow());
  });
  afterAll(() => t.close());

  /** An active campaign of the owner's organization with an ETB goal it has not reached yet. */
  async function ownerCampaignBelowGoal(skip: number[] = []) {
    const rows = await t.database.db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .innerJoin('campaign_totals as totals', 'totals.campaign_id', 'c.id')
      .select(['c.id', 'c.title', 'c.goal_etb_minor', 'totals.collected_etb_minor'])
      .where('o.owner_user_id', '=', ownerId)
      .where('o.approval_status', '=', 'approved')
      .where('c.status', '=', 'active')
      .where('c.goal_etb_minor', '>', 0)
      .where((eb) => eb.or([eb('c.deadline', 'is', null), eb('c.deadline', '>', new Date())]))
      .orderBy('c.id')
      .execute();
    const row = rows.find(
      (candidate) => candidate.collected_etb_minor < candidate.goal_etb_minor && !skip.includes(candidate.id),
    );
    if (!row) throw new Error('the seed has no owner campaign below its goal');
    return row;
  }

  async function donate(campaignId: number, amount: number, fields: Record<string, unknown> = {}) {
    const response = await t.post(DIRECT, {
      amount,
      campaign_id: campaignId,
      phone_number: '251911223344',
      anonymous: false,
      medium: 'telebirr',
      full_name: 'Abebe Kebede',
      ...fields,
    });
    expect(response.status).toBe(201);
    const { invoice_id: invoiceId } = (await response.json()) as { invoice_id: string };
    await eventually(async () =>
      (await t.invoices.find(invoiceId))?.status === 'success' ? true : undefined,
    );
    return invoiceId;
  }

  const notificationsOf = (campaignId: number, kindName: string) =>
    t.database.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', ownerId)
      .where('related_campaign_id', '=', campaignId)
      .where('kind', '=', kindName)
      .orderBy('id')
      .execute();

  it('tells the organization owner of each credited donation, naming the donor unless anonymous', async () => {
    const campaign = await ownerCampaignBelowGoal();
    // The seed's own gifts to the campaign came with notifications of this kind too.
    const seeded = (await notificationsOf(campaign.id, 'donation_received')).length;
    const named = await donate(campaign.id, 12_345);
    await donate(campaign.id, 5_000, { anonymous: true, full_name: undefined });
    const rows = (await notificationsOf(campaign.id, 'donation_received')).slice(seeded);
    expect(rows).toHaveLength(2);
    const namedDonation = await t.database.db
      .selectFrom('donations')
      .select('id')
      .where('invoice_id', '=', named)
      .executeTakeFirstOrThrow();
    expect(rows[0]).toMatchObject({
      title: 'New donation received',
      content: `Abebe Kebede gave ETB\u00a0123.45 to your campaign "${campaign.title}".`,
      is_read: false,
      params: {
        donation_id: namedDonation.id,
        amount: 12_345,
        currency: 'ETB',
        donor_name: 'Abebe Kebede',
        campaign_title: campaign.title,
      },
    });
    expect(rows[1]).toMatchObject({
      content: `An anonymous donor gave ETB\u00a050.00 to your campaign "${campaign.title}".`,
      params: { donor_name: null },
    });

    // Through the API, the owner sees them first and counts them unread.
    const { token } = await logIn(t.app, 'owner@example.com');
    const list = await call(t.app, 'GET', '/api/notifications/', { token });
    expect(list.json().results[0]).toMatchObject({
      kind: 'donation_received',
      related_campaign: { id: campaign.id },
    });
  });

  it('announces a reached goal once, to the donation that crossed it', async () => {
    const campaign = await ownerCampaignBelowGoal();
    const remaining = campaign.goal_etb_minor - campaign.collected_etb_minor;
    if (remaining > 1) await donate(campaign.id, remaining - 1);
    expect(await notificationsOf(campaign.id, 'goal_reached')).toEqual([]);
    await donate(campaign.id, 1);
    const reached = await notificationsOf(campaign.id, 'goal_reached');
    expect(reached).toHaveLength(1);
    expect(reached[0]).toMatchObject({
      title: 'You have reached your goal!',
      params: {
        collected: campaign.goal_etb_minor,
        target: campaign.goal_etb_minor,
        campaign_title: campaign.title,
      },
    });
    await donate(campaign.id, 1_000);
    expect(await notificationsOf(campaign.id, 'goal_reached')).toHaveLength(1);
  });

  it('announces the goal exactly once when the crossing donations are credited at the same time', async () => {
    const campaign = await ownerCampaignBelowGoal(
      (
        await t.database.db
          .selectFrom('notifications')
          .select('related_campaign_id')
          .where('kind', '=', 'goal_reached')
          .execute()
      ).map((row) => row.related_campaign_id!),
    );
    const remaining = campaign.goal_etb_minor - campaign.collected_etb_minor;
    // Two pending donations that each would not reach the goal alone, but do together; credited at once.
    const half = Math.ceil(remaining / 2);
    const pending: string[] = [];
    for (const amount of [half, half]) {
      const invoiceId = await t.invoices.createPending(
        {
          campaign_id: campaign.id,
          provider: 'sandbox',
          idempotency_key: `goal-race-${campaign.id}-${pending.length}-${kind}`,
          payment_method: 'telebirr',
          amount_minor: amount,
          currency: 'ETB',
          expires_at: new Date(Date.now() + 60_000),
        },
        {
          campaign_id: campaign.id,
          amount_minor: amount,
          currency: 'ETB',
          etb_amount_minor: amount,
          exchange_rate: 1,
          anonymous: true,
          payment_method: 'telebirr',
        },
      );
      pending.push(invoiceId!);
    }
    // The first credit stays open (uncommitted) while the second runs: the second must wait for it, or it
    // would count without the first and neither would see the goal crossed.
    const complete = (trx: Transaction<Database>, invoiceId: string) =>
      trx.updateTable('donations').set({ is_completed: true }).where('invoice_id', '=', invoiceId).execute();
    let releaseFirst = () => {};
    let firstWritten = () => {};
    const firstReady = new Promise<void>((resolve) => (firstWritten = resolve));
    const first = t.database.db.transaction().execute(async (trx) => {
      await complete(trx, pending[0]!);
      await notifyDonationCredited(trx, pending[0]!);
      firstWritten();
      await new Promise<void>((resolve) => (releaseFirst = resolve));
    });
    await firstReady;
    const second = t.database.db.transaction().execute(async (trx) => {
      await complete(trx, pending[1]!);
      await notifyDonationCredited(trx, pending[1]!);
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    releaseFirst();
    await Promise.all([first, second]);
    expect(await notificationsOf(campaign.id, 'goal_reached')).toHaveLength(1);
    const received = await notificationsOf(campaign.id, 'donation_received');
    expect(received.filter((row) => (row.params as { amount: number }).amount === half)).toHaveLength(2);
  });

  it('writes nothing for a deleted owner, and still credits the donation', async () => {
    const campaign = await ownerCampaignBelowGoal();
    const { token } = await logIn(t.app, 'owner@example.com');
    expect((await call(t.app, 'DELETE', '/api/auth/delete-account/', { token })).statusCode).toBe(200);
    const invoiceId = await donate(campaign.id, 2_000);
    const donation = await t.database.db
      .selectFrom('donations')
      .select('is_completed')
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    expect(donation.is_completed).toBe(true);
    expect(
      await t.database.db.selectFrom('notifications').select('id').where('user_id', '=', ownerId).execute(),
    ).toEqual([]);
  });
});
