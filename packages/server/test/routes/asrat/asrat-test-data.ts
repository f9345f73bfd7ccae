import { randomUUID } from 'node:crypto';
import type { LomiDatabase } from '../../../src/db/database.ts';

/** A new organization owned by `ownerId`: approved and accepting Asrat unless told otherwise. */
export async function asratOrganization(
  database: LomiDatabase,
  ownerId: number | null,
  { approval = 'approved', acceptsAsrat = true, name = 'Debre Selam Medhane Alem' } = {} as {
    approval?: 'approved' | 'pending';
    acceptsAsrat?: boolean;
    name?: string;
  },
): Promise<number> {
  const { id } = await database.db
    .insertInto('organizations')
    .values({
      owner_user_id: ownerId,
      name,
      email: 'church@example.org',
      phone_number: '+251911000000',
      contact_person_name: 'Aba Gebre',
      approval_status: approval,
      accepts_asrat: acceptsAsrat,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * A gift of `amountMinor` birr santim to `campaignId` paid at `paidAt`, through an invoice as the payment path
 * writes it (the phone on the invoice); completed unless told otherwise.
 */
export async function asratGift(
  database: LomiDatabase,
  campaignId: number,
  amountMinor: number,
  paidAt: string,
  {
    phone = null,
    name = null,
    anonymous = name === null,
    completed = true,
    currency = 'ETB',
  }: {
    phone?: string | null;
    name?: string | null;
    anonymous?: boolean;
    completed?: boolean;
    currency?: 'ETB' | 'USD';
  } = {},
): Promise<void> {
  const invoice = await database.db
    .insertInto('invoices')
    .values({
      campaign_id: campaignId,
      status: completed ? 'success' : 'pending',
      provider: 'sandbox',
      idempotency_key: randomUUID(),
      payment_method: currency === 'ETB' ? 'telebirr' : 'stripe',
      amount_minor: amountMinor,
      currency,
      phone_number: phone,
      failure_reason: null,
      provider_ref: null,
      expires_at: new Date(Date.parse(paidAt) + 3_600_000),
      completed_at: completed ? paidAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto('donations')
    .values({
      campaign_id: campaignId,
      invoice_id: invoice.id,
      donor_user_id: null,
      amount_minor: amountMinor,
      currency,
      etb_amount_minor: currency === 'ETB' ? amountMinor : amountMinor * 120,
      exchange_rate: currency === 'ETB' ? 1 : 120,
      anonymous,
      full_name: name,
      email: null,
      payment_method: currency === 'ETB' ? 'telebirr' : 'stripe',
      is_completed: completed,
      created_at: new Date(Date.parse(paidAt) - 60_000),
    })
    .execute();
}
