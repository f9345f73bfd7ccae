import type { Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema.ts';

/** The Amharic title the files must carry intact. */
export const REPORT_TITLE = 'የውሃ ጉድጓድ ለቆላ ዲባ';

/** A donor's name a spreadsheet would run as a formula, unless the CSV neutralises it. */
export const FORMULA_NAME = '=HYPERLINK("http://evil.example","click")';

/** An Amharic donor name. */
export const AMHARIC_NAME = 'አበበ ከበደ';

interface Gift {
  at: string;
  amount: number;
  currency: 'ETB' | 'USD';
  fee: number;
  method: 'telebirr' | 'mpesa' | 'cbe' | 'stripe' | 'payonline';
  userId?: number;
  email?: string;
  name?: string;
  anonymous?: boolean;
  completed?: boolean;
  withdrawn?: boolean;
}

/**
 * A campaign of a new approved organization `ownerId` owns, created 2026-03-01 10:00 UTC, with donations
 * around Addis Ababa day boundaries (UTC+3: 21:00 UTC is midnight), a pending one, one outside the usual
 * period, and paid withdrawals inside and outside it. `donorId` is a signed-in donor.
 */
export async function seedReportCampaign(
  db: Kysely<Database>,
  ownerId: number,
  donorId: number,
  { status = 'active' as 'active' | 'draft' } = {},
): Promise<number> {
  const organization = await db
    .insertInto('organizations')
    .values({
      owner_user_id: ownerId,
      name: 'Kola Diba Water Trust',
      email: 'water@example.org',
      phone_number: '+251911000000',
      contact_person_name: 'Owner',
      approval_status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('campaigns')
    .values({
      organization_id: organization.id,
      category_id: 3,
      title: REPORT_TITLE,
      description: 'Safe water all year.',
      goal_etb_minor: 10_000_000,
      goal_usd_minor: 100_000,
      status,
      created_at: new Date('2026-03-01T10:00:00Z'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const gifts: Gift[] = [
    // 23:59:59 on 2 March in Addis Ababa.
    {
      at: '2026-03-02T20:59:59Z',
      amount: 10_000,
      currency: 'ETB',
      fee: 250,
      method: 'telebirr',
      userId: donorId,
      name: AMHARIC_NAME,
    },
    // Midnight: 3 March in Addis Ababa.
    {
      at: '2026-03-02T21:00:00Z',
      amount: 20_000,
      currency: 'ETB',
      fee: 500,
      method: 'cbe',
      email: 'guest@example.org',
      name: FORMULA_NAME,
    },
    // The same guest in other letters: one donor.
    {
      at: '2026-03-03T10:00:00Z',
      amount: 5_000,
      currency: 'USD',
      fee: 175,
      method: 'stripe',
      email: 'Guest@Example.org',
      name: 'Guest Again',
      withdrawn: true,
    },
    {
      at: '2026-03-03T11:00:00Z',
      amount: 99_999,
      currency: 'ETB',
      fee: 2_500,
      method: 'telebirr',
      completed: false,
      name: 'Not Paid',
    },
    // Two anonymous gifts without account or e-mail: two donors. The first name was collected but stays hidden.
    {
      at: '2026-03-05T12:00:00Z',
      amount: 7_777,
      currency: 'ETB',
      fee: 194,
      method: 'telebirr',
      anonymous: true,
      name: 'Hidden Name',
    },
    {
      at: '2026-03-05T13:00:00Z',
      amount: 3_000,
      currency: 'ETB',
      fee: 75,
      method: 'telebirr',
      anonymous: true,
    },
    // Outside 2–5 March.
    {
      at: '2026-04-01T09:00:00Z',
      amount: 1_000,
      currency: 'ETB',
      fee: 25,
      method: 'mpesa',
      userId: donorId,
      name: AMHARIC_NAME,
    },
  ];
  await db
    .insertInto('donations')
    .values(
      gifts.map((gift) => ({
        campaign_id: id,
        amount_minor: gift.amount,
        currency: gift.currency,
        etb_amount_minor: gift.currency === 'ETB' ? gift.amount : gift.amount * 150,
        exchange_rate: gift.currency === 'ETB' ? 1 : 150,
        fee_minor: gift.fee,
        donor_user_id: gift.userId ?? null,
        email: gift.email ?? null,
        full_name: gift.name ?? null,
        anonymous: gift.anonymous ?? false,
        payment_method: gift.method,
        is_completed: gift.completed ?? true,
        withdrawn: gift.withdrawn ?? false,
        created_at: new Date(gift.at),
      })),
    )
    .execute();
  await db
    .insertInto('withdrawals')
    .values([
      {
        campaign_id: id,
        requested_by_user_id: ownerId,
        amount_minor: 5_000,
        currency: 'ETB',
        status: 'paid',
        paid_at: new Date('2026-03-04T08:00:00Z'),
      },
      {
        campaign_id: id,
        requested_by_user_id: ownerId,
        amount_minor: 1_000,
        currency: 'USD',
        status: 'paid',
        paid_at: new Date('2026-05-01T08:00:00Z'),
      },
    ])
    .execute();
  return id;
}
