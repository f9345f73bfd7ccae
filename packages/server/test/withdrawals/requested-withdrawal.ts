import { expect } from 'vitest';
import { call, signUp, type AccountsTestApp } from '../support/accounts-app.ts';

/** The withdrawal account the owners of these tests save (any account number but the rails' magic ones). */
export const ACCOUNT = {
  accountName: 'Abebe Kebede',
  accountNumber: '1000234567891',
  bankName: 'Commercial Bank of Ethiopia',
  accountType: 'saving',
  phoneNumber: '251911223344',
};

/**
 * A new owner with `account` saved and a campaign given `gifts` (completed, 2.5 % fee each, a second apart,
 * oldest first) in `currency`, whose whole balance is requested; the withdrawal's id, the owner, the campaign.
 */
export async function requestWithdrawal(
  t: AccountsTestApp,
  gifts: number[],
  currency: 'ETB' | 'USD' = 'ETB',
  account: typeof ACCOUNT = ACCOUNT,
) {
  const owner = await signUp(t.app);
  expect(
    (await call(t.app, 'POST', '/withdraw/account/create', { token: owner.token, body: account })).statusCode,
  ).toBe(201);
  const organization = await t.database.db
    .insertInto('organizations')
    .values({
      owner_user_id: owner.id,
      name: 'Gondar Water Trust',
      email: 'water@example.org',
      phone_number: '+251911000000',
      contact_person_name: 'Owner',
      approval_status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const campaign = await t.database.db
    .insertInto('campaigns')
    .values({
      organization_id: organization.id,
      category_id: 3,
      title: 'A well for Kola Diba',
      description: 'Safe water all year.',
      goal_etb_minor: 10_000_000,
      goal_usd_minor: 100_000,
      status: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const start = Date.now() - 100_000;
  for (const [index, amount] of gifts.entries()) {
    await t.database.db
      .insertInto('donations')
      .values({
        campaign_id: campaign.id,
        amount_minor: amount,
        currency,
        etb_amount_minor: currency === 'ETB' ? amount : amount * 120,
        exchange_rate: currency === 'ETB' ? 1 : 120,
        fee_minor: Math.round(amount * 0.025),
        tip_minor: 0,
        anonymous: true,
        payment_method: currency === 'ETB' ? 'telebirr' : 'stripe',
        is_completed: true,
        created_at: new Date(start + index * 1000),
      })
      .execute();
  }
  const response = await call(t.app, 'POST', '/withdraw/request', {
    token: owner.token,
    body: { campaignId: campaign.id, currency: currency.toLowerCase() },
  });
  expect(response.statusCode).toBe(201);
  return { id: response.json().data.id as number, owner, campaignId: campaign.id };
}
