import { createHash, randomBytes } from 'node:crypto';
import { formatMoney } from '@lomi/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PdfWriter } from '../../../src/documents/pdf/pdf-writer.ts';
import { receiptDates } from '../../../src/receipts/receipt-pdf.ts';
import { pdfPages } from '../../documents/read-back.ts';
import { bearer, signUp } from '../../support/accounts-app.ts';
import {
  eventually,
  openCampaign,
  startPaymentsApp,
  type PaymentsTestApp,
} from '../../support/payments-app.ts';
import { databaseKinds } from '../../support/test-database.ts';

const DIRECT = '/api/donation/lakipay/direct/';
const AMHARIC_TITLE = 'ለትምህርት ቤት ውሃ Clean water';

interface Started {
  invoice_id: string;
  receipt_token: string;
}

describe.each(databaseKinds)('donor receipts on %s', (kind) => {
  let t: PaymentsTestApp;
  let campaignId: number;

  beforeAll(async () => {
    t = await startPaymentsApp(kind);
    campaignId = await openCampaign(t.database);
    await t.database.db
      .updateTable('campaigns')
      .set({ title: AMHARIC_TITLE })
      .where('id', '=', campaignId)
      .execute();
  });
  afterAll(() => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    amount: 25_050,
    campaign_id: campaignId,
    phone_number: '251911223344',
    anonymous: false,
    medium: 'telebirr',
    full_name: 'Abebe Kebede',
    message: 'Stay strong',
    ...overrides,
  });

  async function donate(overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
    const response = await t.post(DIRECT, body(overrides), headers);
    expect(response.status).toBe(201);
    return (await response.json()) as Started;
  }

  const settled = (invoiceId: string) =>
    eventually(async () => {
      const invoice = await t.invoices.find(invoiceId);
      return invoice?.status === 'pending' ? undefined : invoice;
    });

  const receipt = (token: string) => fetch(`${t.base}/api/receipts/${encodeURIComponent(token)}`);

  it('gives each invoice one token, stores only its hash, and a retry gets the same token', async () => {
    const key = `receipt-${randomBytes(8).toString('hex')}`;
    const first = await donate({}, { 'idempotency-key': key });
    expect(first.receipt_token).toMatch(/^[\w-]{43}$/);
    const retry = await donate({}, { 'idempotency-key': key });
    expect(retry).toEqual(first);
    const other = await donate();
    expect(other.receipt_token).not.toBe(first.receipt_token);

    const row = await t.invoices.find(first.invoice_id);
    expect(row!.receipt_token_hash).toBe(createHash('sha256').update(first.receipt_token).digest('hex'));
    // The token itself is nowhere in the invoice (the stored answer replayed to retries included).
    expect(JSON.stringify(row)).not.toContain(first.receipt_token);
    await settled(first.invoice_id);
    await settled(other.invoice_id);
  });

  it('answers the facts of a completed donation, equal to the donation', async () => {
    const started = await donate();
    const invoice = await settled(started.invoice_id);
    expect(invoice!.status).toBe('success');
    const response = await receipt(started.receipt_token);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const donation = await t.database.db
      .selectFrom('donations')
      .innerJoin('campaigns', 'campaigns.id', 'donations.campaign_id')
      .innerJoin('organizations', 'organizations.id', 'campaigns.organization_id')
      .select([
        'donations.amount_minor',
        'donations.tip_minor',
        'donations.currency',
        'organizations.id as organization_id',
        'organizations.name as organization_name',
      ])
      .where('donations.invoice_id', '=', started.invoice_id)
      .executeTakeFirstOrThrow();
    expect(await response.json()).toEqual({
      invoiceId: started.invoice_id,
      amount: 25_050,
      tip: Number(donation.tip_minor),
      total: 25_050 + Number(donation.tip_minor),
      currency: 'ETB',
      paymentMethod: 'telebirr',
      completedAt: invoice!.completed_at!.toISOString(),
      campaign: { id: campaignId, title: AMHARIC_TITLE },
      organization: { id: donation.organization_id, name: donation.organization_name },
      donorName: 'Abebe Kebede',
    });
    expect(Number(donation.amount_minor)).toBe(25_050);
  });

  it('names no one on an anonymous donation', async () => {
    const started = await donate({ anonymous: true, full_name: 'Hidden Donor' });
    await settled(started.invoice_id);
    const answer = (await (await receipt(started.receipt_token)).json()) as { donorName: string | null };
    expect(answer.donorName).toBeNull();
  });

  it('has no receipt for a pending or a failed payment', async () => {
    const pending = await donate({ phone_number: '251911229999' });
    const declined = await donate({ phone_number: '251911220000' });
    expect((await settled(declined.invoice_id))!.status).toBe('failed');
    expect((await t.invoices.find(pending.invoice_id))!.status).toBe('pending');
    for (const token of [pending.receipt_token, declined.receipt_token]) {
      const response = await receipt(token);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: 'No receipt was found for this link.',
        code: 'LOMI_ERR_NOT_FOUND',
      });
    }
  });

  it('answers wrong and forged tokens exactly as unknown ones', async () => {
    const started = await donate();
    await settled(started.invoice_id);
    const real = started.receipt_token;
    const flipped = real.slice(0, -1) + (real.endsWith('A') ? 'B' : 'A');
    const forged = [
      randomBytes(32).toString('base64url'),
      flipped,
      started.invoice_id,
      createHash('sha256').update(real).digest('hex'),
      'short',
      `${real}x`,
      '%00',
    ];
    const answers = await Promise.all(
      forged.map(async (token) => {
        const response = await receipt(token);
        return { status: response.status, body: await response.text() };
      }),
    );
    const unknown = answers[0]!;
    expect(unknown.status).toBe(404);
    for (const answer of answers) expect(answer).toEqual(unknown);
    expect((await receipt(real)).status).toBe(200);
  });

  it('gives the PDF to download: amount, invoice id, campaign (Amharic), both dates, a QR of the verify page', async () => {
    const started = await donate();
    const invoice = await settled(started.invoice_id);
    const qrCode = vi.spyOn(PdfWriter.prototype, 'qrCode');
    const response = await fetch(`${t.base}/api/receipts/${started.receipt_token}/receipt.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="lomi-receipt-${started.invoice_id}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const pdf = Buffer.from(await response.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const verifyUrl = `${t.publicSiteUrl}/receipts/${started.receipt_token}`;
    expect(qrCode).toHaveBeenCalledTimes(1);
    expect(qrCode.mock.calls[0]![0]).toBe(verifyUrl);
    qrCode.mockRestore();

    const pages = await pdfPages(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    const dates = receiptDates(invoice!.completed_at!.toISOString());
    expect(dates.ethiopian).toMatch(/ዓ\.ም\.$/);
    for (const expected of [
      // A reader extracts the no-break space between currency and number as a plain one.
      formatMoney(25_050, 'ETB', 'en').replace(/\u00A0/g, ' '),
      started.invoice_id,
      'ለትምህርት ቤት ውሃ',
      'Clean water',
      dates.gregorian,
      dates.ethiopian,
      'Abebe Kebede',
      verifyUrl,
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('answers a PDF for a token that opens nothing with the same 404 as the JSON', async () => {
    const pending = await donate({ phone_number: '251911229999' });
    for (const token of [pending.receipt_token, randomBytes(32).toString('base64url')]) {
      const response = await fetch(`${t.base}/api/receipts/${token}/receipt.pdf`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: 'No receipt was found for this link.',
        code: 'LOMI_ERR_NOT_FOUND',
      });
    }
  });

  it("lists a signed-in donor's receipts with their tokens, newest first, and no one else's", async () => {
    const donor = await signUp(t.app);
    const other = await signUp(t.app);
    const auth = { authorization: bearer(donor.token).authorization };
    const first = await donate({ amount: 1_000 }, auth);
    await settled(first.invoice_id);
    const second = await donate({ amount: 2_000, anonymous: true }, auth);
    await settled(second.invoice_id);
    const pending = await donate({ phone_number: '251911229999' }, auth);
    await donate({}, { authorization: bearer(other.token).authorization });

    const mine = await fetch(`${t.base}/api/receipts/mine/`, { headers: auth });
    expect(mine.status).toBe(200);
    const answer = (await mine.json()) as {
      count: number;
      receipts: { token: string; invoiceId: string; amount: number; donorName: string | null }[];
    };
    expect(answer.count).toBe(2);
    expect(
      answer.receipts.map(({ invoiceId, token, amount, donorName }) => ({
        invoiceId,
        token,
        amount,
        donorName,
      })),
    ).toEqual([
      { invoiceId: second.invoice_id, token: second.receipt_token, amount: 2_000, donorName: null },
      { invoiceId: first.invoice_id, token: first.receipt_token, amount: 1_000, donorName: 'Abebe Kebede' },
    ]);
    expect(answer.receipts.map((receipt) => receipt.invoiceId)).not.toContain(pending.invoice_id);
    expect((await fetch(`${t.base}/api/receipts/mine/`)).status).toBe(401);
  });
});
