import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema.ts';

/** The sandbox rail's account number whose transfer is paid but whose callback is lost (only verify finds it). */
export const CALLBACK_LOST_ACCOUNT = '1000000003';

async function json(response: Response, expected: number): Promise<Record<string, unknown>> {
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${response.url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

function post(base: string, path: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * Over HTTP at `base`: a new owner saves a withdrawal account at the sandbox rail's callback-lost number,
 * and requests the whole balance of each of `count` campaigns (an approved organization's, each given one
 * completed donation in the database); an operator approves each and pays it by the sandbox rail. Returns
 * the withdrawals' ids and the owner's id.
 */
export async function sandboxPayoutsInFlight(
  base: string,
  db: Kysely<Database>,
  count: number,
): Promise<{ withdrawalIds: number[]; ownerId: number }> {
  const username = `payee${Date.now().toString(36)}`;
  const owner = await json(
    await post(base, '/auth/signup/', {
      username,
      email: `${username}@example.org`,
      password: 'correct horse battery',
    }),
    201,
  );
  const ownerToken = owner.access as string;
  const ownerId = (owner.user as { id: number }).id;
  await json(
    await post(
      base,
      '/withdraw/account/create',
      {
        accountName: 'Abebe Kebede',
        accountNumber: CALLBACK_LOST_ACCOUNT,
        bankName: 'Commercial Bank of Ethiopia',
        accountType: 'saving',
        phoneNumber: '251911223344',
      },
      ownerToken,
    ),
    201,
  );
  const organization = await db
    .insertInto('organizations')
    .values({
      owner_user_id: ownerId,
      name: 'Gondar Water Trust',
      email: 'water@example.org',
      phone_number: '+251911000000',
      contact_person_name: 'Owner',
      approval_status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const operator = await json(
    await post(base, '/auth/jwt/login/', { email: 'operator@example.com', password: 'lomi-demo-1234' }),
    200,
  );
  const operatorToken = operator.access as string;
  const withdrawalIds: number[] = [];
  for (let index = 0; index < count; index++) {
    const campaign = await db
      .insertInto('campaigns')
      .values({
        organization_id: organization.id,
        category_id: 3,
        title: `A well for Kola Diba ${index}`,
        description: 'Safe water all year.',
        goal_etb_minor: 10_000_000,
        goal_usd_minor: 100_000,
        status: 'active',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('donations')
      .values({
        campaign_id: campaign.id,
        amount_minor: 100_000 + index,
        currency: 'ETB',
        etb_amount_minor: 100_000 + index,
        exchange_rate: 1,
        fee_minor: 2_500,
        anonymous: true,
        payment_method: 'telebirr',
        is_completed: true,
        created_at: new Date(Date.now() - 60_000),
      })
      .execute();
    const requested = await json(
      await post(base, '/withdraw/request', { campaignId: campaign.id, currency: 'etb' }, ownerToken),
      201,
    );
    const id = (requested.data as { id: number }).id;
    await json(await post(base, `/api/console/withdrawals/${id}/approve`, {}, operatorToken), 200);
    await json(
      await post(
        base,
        `/api/console/withdrawals/${id}/pay`,
        { rail: 'sandbox', bankCode: 'cbe' },
        operatorToken,
      ),
      200,
    );
    withdrawalIds.push(id);
  }
  return { withdrawalIds, ownerId };
}

/** Each withdrawal's status, its attempts, its paid notifications and the donations it covers. */
export async function payoutLedger(db: Kysely<Database>, withdrawalIds: number[]) {
  return db
    .selectFrom('withdrawals as w')
    .select((eb) => [
      'w.id',
      'w.status',
      eb
        .selectFrom('payout_attempts as a')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('a.withdrawal_id', '=', 'w.id')
        .as('attempts'),
      eb
        .selectFrom('notifications as n')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('n.kind', '=', 'withdrawal_paid')
        .where(sql<boolean>`(n.params::jsonb ->> 'withdrawal_id')::int = w.id`)
        .as('paid_notices'),
      eb
        .selectFrom('donations as d')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('d.withdrawal_id', '=', 'w.id')
        .as('covered'),
    ])
    .where('w.id', 'in', withdrawalIds)
    .execute();
}
