import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../src/db/schema.ts';

/** What the sandbox does with a phone, by its last four digits (src/payments/providers/sandbox/sandbox-scenarios.ts). */
export type PhoneScenario = 'approve' | 'decline' | 'webhook-lost' | 'never-answered';

const endings: Record<Exclude<PhoneScenario, 'approve'>, string> = {
  decline: '0000',
  'webhook-lost': '0005',
  'never-answered': '9999',
};

/** A distinct valid phone (251 + 9 digits) for donation `index` that the sandbox treats as `scenario`. */
export function phoneFor(index: number, scenario: PhoneScenario): string {
  const middle = String(index).padStart(4, '0');
  // Approvals end in 1xxx..8xxx, none of the magic endings.
  const ending =
    scenario === 'approve' ? `${1 + (index % 8)}${String(index % 1000).padStart(3, '0')}` : endings[scenario];
  return `2519${middle}${ending}`;
}

/** A scenario mix: mostly approvals, and every fifth declined, every seventh approved with its webhook lost. */
export function mixedScenario(index: number): PhoneScenario {
  if (index % 5 === 0) return 'decline';
  if (index % 7 === 0) return 'webhook-lost';
  return 'approve';
}

/** Starts a direct telebirr donation over HTTP; resolves with its invoice id. */
export async function donate(
  base: string,
  campaignId: number,
  phone: string,
  amountMinor: number,
): Promise<string> {
  const response = await fetch(`${base}/api/donation/lakipay/direct/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      amount: amountMinor,
      campaign_id: campaignId,
      phone_number: phone,
      anonymous: true,
      medium: 'telebirr',
    }),
  });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`donation answered ${response.status}: ${body}`);
  return (JSON.parse(body) as { invoice_id: string }).invoice_id;
}

/** One invoice as the ledger has it, beside what the sandbox provider decided about it. */
export interface LedgerRow {
  id: string;
  status: 'pending' | 'success' | 'failed';
  amount_minor: number;
  campaign_id: number;
  failure_reason: string | null;
  /** Completed donations of this invoice: exactly 1 for a success, 0 otherwise. */
  completed: number;
  /** What the sandbox provider decided (null: nobody answered), and whether it has decided by now. */
  provider_outcome: 'succeeded' | 'failed' | null;
}

export async function ledger(db: Kysely<Database>, invoiceIds: readonly string[]): Promise<LedgerRow[]> {
  if (invoiceIds.length === 0) return [];
  const rows = await db
    .selectFrom('invoices as i')
    .leftJoin('sandbox_payments as s', 's.invoice_id', 'i.id')
    .select((eb) => [
      'i.id',
      'i.status',
      'i.amount_minor',
      'i.campaign_id',
      'i.failure_reason',
      's.outcome as provider_outcome',
      eb
        .selectFrom('donations as d')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('d.invoice_id', '=', 'i.id')
        .where('d.is_completed', '=', true)
        .as('completed'),
    ])
    .where('i.id', 'in', [...invoiceIds])
    .execute();
  return rows.map((row) => ({ ...row, completed: Number(row.completed ?? 0) }));
}

/** The campaign's kept totals beside the sums recomputed from its completed donations. */
export async function totalsAgainstSums(db: Kysely<Database>, campaignId: number) {
  const kept = await db
    .selectFrom('campaign_totals')
    .select(['etb_minor', 'collected_etb_minor', 'donation_count'])
    .where('campaign_id', '=', campaignId)
    .executeTakeFirstOrThrow();
  const summed = await db
    .selectFrom('donations')
    .select([
      sql<string>`coalesce(sum(amount_minor) filter (where currency = 'ETB'), 0)`.as('etb_minor'),
      sql<string>`coalesce(sum(etb_amount_minor), 0)`.as('collected_etb_minor'),
      sql<string>`count(*)`.as('donation_count'),
    ])
    .where('campaign_id', '=', campaignId)
    .where('is_completed', '=', true)
    .executeTakeFirstOrThrow();
  const numbers = (row: { etb_minor: unknown; collected_etb_minor: unknown; donation_count: unknown }) => ({
    etb_minor: Number(row.etb_minor),
    collected_etb_minor: Number(row.collected_etb_minor),
    donation_count: Number(row.donation_count),
  });
  return { kept: numbers(kept), summed: numbers(summed) };
}

/** Donation-received notifications per credited donation of these invoices (each must be exactly 1). */
export async function notificationsPerDonation(db: Kysely<Database>, invoiceIds: readonly string[]) {
  if (invoiceIds.length === 0) return [];
  return db
    .selectFrom('donations as d')
    .select((eb) => [
      'd.id',
      eb
        .selectFrom('notifications as n')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('n.kind', '=', 'donation_received')
        .where(sql<boolean>`(n.params::jsonb ->> 'donation_id')::int = d.id`)
        .as('notifications'),
    ])
    .where('d.invoice_id', 'in', [...invoiceIds])
    .where('d.is_completed', '=', true)
    .execute();
}

/** Polls `check` until it returns a value other than undefined. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The exactly-once invariant over a set of invoices once the provider has decided them all: every invoice
 * the provider approved is a success with one completed donation, every one it declined failed with none.
 * Returns the problems (empty when it holds).
 */
export function exactlyOnceProblems(rows: readonly LedgerRow[]): string[] {
  const problems: string[] = [];
  for (const row of rows) {
    const expected =
      row.provider_outcome === 'succeeded'
        ? 'success'
        : row.provider_outcome === 'failed'
          ? 'failed'
          : row.status;
    if (row.status !== expected)
      problems.push(`${row.id}: ${row.status}, provider said ${row.provider_outcome}`);
    const donations = row.status === 'success' ? 1 : 0;
    if (row.completed !== donations)
      problems.push(`${row.id}: ${row.status} with ${row.completed} completed donations`);
  }
  return problems;
}
