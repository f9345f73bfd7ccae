import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceRepository } from '../../src/payments/invoices/invoice-repository.ts';
import { notifyDonationCredited } from '../../src/notifications/donation-notifications.ts';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../support/accounts-app.ts';
import { databaseKinds } from '../support/test-database.ts';

// Deleting an account also takes its name out of what organizers were told about it: "New donation
// received" (the donor) and Contact Fundraiser messages (the sender), which stay in the organizer's list.
describe.each(databaseKinds)('notifications about a deleted account on %s', (kind) => {
  let t: AccountsTestApp;
  let ownerId: number;
  let campaign: { id: number; title: string };

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    ({ id: ownerId } = await logIn(t.app, 'owner@example.com'));
    campaign = await t.database.db
      .selectFrom('campaigns as c')
      .innerJoin('organizations as o', 'o.id', 'c.organization_id')
      .select(['c.id', 'c.title'])
      .where('o.owner_user_id', '=', ownerId)
      .where('o.approval_status', '=', 'approved')
      .where('c.status', '=', 'active')
      .orderBy('c.id')
      .executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  /** A credited donation of `amount` santim, named and linked to `donorUserId`; its notification's id. */
  async function creditedDonation(donorUserId: number | null, fullName: string | null) {
    const invoiceId = (await new InvoiceRepository(t.database.db).createPending(
      {
        campaign_id: campaign.id,
        provider: 'sandbox',
        idempotency_key: `anonymizer-${kind}-${Math.random()}`,
        payment_method: 'telebirr',
        amount_minor: 25_000,
        currency: 'ETB',
        donor_user_id: donorUserId,
        expires_at: new Date(Date.now() + 60_000),
      },
      {
        campaign_id: campaign.id,
        donor_user_id: donorUserId,
        amount_minor: 25_000,
        currency: 'ETB',
        etb_amount_minor: 25_000,
        exchange_rate: 1,
        anonymous: fullName === null,
        full_name: fullName,
        payment_method: 'telebirr',
      },
    ))!;
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('invoices').set({ status: 'success' }).where('id', '=', invoiceId).execute();
      await trx
        .updateTable('donations')
        .set({ is_completed: true })
        .where('invoice_id', '=', invoiceId)
        .execute();
      await notifyDonationCredited(trx, invoiceId, (error) => {
        throw error;
      });
    });
    const donation = await t.database.db
      .selectFrom('donations')
      .select('id')
      .where('invoice_id', '=', invoiceId)
      .executeTakeFirstOrThrow();
    const notification = await t.database.db
      .selectFrom('notifications')
      .select('id')
      .where('kind', '=', 'donation_received')
      .where(({ eb, ref }) => eb(ref('params', '->>').key('donation_id'), '=', String(donation.id)))
      .executeTakeFirstOrThrow();
    return { donationId: donation.id, notificationId: notification.id };
  }

  const notification = (id: number) =>
    t.database.db
      .selectFrom('notifications')
      .select(['user_id', 'title', 'content', 'kind', 'params', 'subject_user_id', 'is_read'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('rewords the organizer’s donation notification as from an anonymous donor', async () => {
    const donor = await signUp(t.app, { full_name: 'Selam Bekele' });
    const other = await signUp(t.app);
    const gift = await creditedDonation(donor.id, 'Selam Bekele');
    const othersGift = await creditedDonation(other.id, 'Dawit Alemu');
    const before = await notification(gift.notificationId);
    expect(before).toMatchObject({
      user_id: ownerId,
      content: `Selam Bekele gave ETB\u00a0250.00 to your campaign "${campaign.title}".`,
      subject_user_id: donor.id,
    });

    expect(
      (await call(t.app, 'DELETE', '/api/auth/delete-account/', { token: donor.token })).statusCode,
    ).toBe(200);

    const after = await notification(gift.notificationId);
    expect(after).toEqual({
      ...before,
      content: `An anonymous donor gave ETB\u00a0250.00 to your campaign "${campaign.title}".`,
      params: { ...before.params, donor_name: null },
      subject_user_id: null,
    });
    // The donation list shows the same: no name.
    const listed = (await t.app.inject(`/api/donations/?campaign_id=${campaign.id}`)).json()
      .results as Array<{
      id: number;
      full_name: string | null;
    }>;
    expect(listed.find((row) => row.id === gift.donationId)).toMatchObject({ full_name: null });
    expect(
      JSON.stringify(await t.database.db.selectFrom('notifications').selectAll().execute()),
    ).not.toContain('Selam Bekele');
    // Someone else's gift still names them.
    expect((await notification(othersGift.notificationId)).content).toContain('Dawit Alemu');
  });

  it('takes the sender’s name and address out of their messages to organizers', async () => {
    const sender = await signUp(t.app, { full_name: 'Hana Girma' });
    const send = (body: Record<string, string>, token?: string) =>
      call(t.app, 'POST', `/api/campaigns/${campaign.id}/contact/`, {
        body,
        ip: `198.51.100.${Math.floor(Math.random() * 200)}`,
        ...(token ? { token } : {}),
      });
    // Signed in (from the dialog, whatever address was typed), and signed out from the account's address.
    const signedIn = await send(
      { name: 'Hana Girma', email: 'hana.other@example.org', message: 'When does the ward open?' },
      sender.token,
    );
    expect(signedIn.statusCode, signedIn.body).toBe(201);
    const signedOut = await send({
      name: 'Hana G',
      email: sender.email.toUpperCase(),
      message: 'And the fridge?',
    });
    expect(signedOut.statusCode).toBe(201);
    const stranger = await send({
      name: 'Yonas Tesfaye',
      email: 'yonas@example.org',
      message: 'Hello there',
    });
    expect(stranger.statusCode).toBe(201);
    const messages = () =>
      t.database.db
        .selectFrom('notifications')
        .select(['content', 'params', 'subject_user_id', 'user_id'])
        .where('kind', '=', 'contact_message')
        .orderBy('id', 'desc')
        .limit(3)
        .execute();
    const before = await messages();
    expect(before.map((row) => row.subject_user_id)).toEqual([null, null, sender.id]);

    expect(
      (await call(t.app, 'DELETE', '/api/auth/delete-account/', { token: sender.token })).statusCode,
    ).toBe(200);

    const after = await messages();
    expect(after[0]).toEqual(before[0]);
    for (const [row, message] of [
      [after[1]!, 'And the fridge?'],
      [after[2]!, 'When does the ward open?'],
    ] as const) {
      expect(row).toEqual({
        user_id: ownerId,
        subject_user_id: null,
        content: `Someone whose account has since been deleted wrote about "${campaign.title}":\n${message}`,
        params: { campaign_title: campaign.title, sender_name: null, sender_email: null, message },
      });
    }
    const text = JSON.stringify(after);
    for (const trace of ['Hana', 'hana.other@example.org', sender.email]) expect(text).not.toContain(trace);
  });

  it('records the named donor of the seeded donation notifications too', async () => {
    const seeded = await t.database.db
      .selectFrom('notifications as n')
      .innerJoin('donations as d', (join) =>
        join.on(({ eb, ref }) => eb(ref('n.params', '->>').key('donation_id'), '=', sql<string>`d.id::text`)),
      )
      .select(['n.subject_user_id', 'n.params', 'd.donor_user_id', 'd.full_name', 'd.anonymous'])
      .where('n.user_id', '=', ownerId)
      .where('n.kind', '=', 'donation_received')
      .where('n.created_at', '<', t.clock.now())
      .execute();
    expect(seeded.length).toBeGreaterThan(0);
    for (const row of seeded) {
      expect(row.subject_user_id).toBe(row.anonymous ? null : row.donor_user_id);
      expect((row.params as { donor_name: string | null }).donor_name).toBe(
        row.anonymous ? null : row.full_name,
      );
    }
  });
});
