import { formatMoney, type CampaignReport, type CampaignReportDonation } from '@lomi/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorToMajorString as major } from '../../../src/payments/providers/wire/major-units.ts';
import { call, createAccountsApp, logIn, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { databaseKinds } from '../../support/test-database.ts';
import { csvRows, pdfPages } from '../../documents/read-back.ts';
import { AMHARIC_NAME, FORMULA_NAME, REPORT_TITLE, seedReportCampaign } from './report-fixture.ts';

const PERIOD = 'from=2026-03-02&to=2026-03-05';

describe.each(databaseKinds)('the campaign report files on %s', (kind) => {
  let t: AccountsTestApp;
  let owner: { token: string; id: number };
  let campaignId: number;
  let report: CampaignReport;
  let rows: CampaignReportDonation[];

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    owner = await signUp(t.app);
    const donor = await signUp(t.app);
    campaignId = await seedReportCampaign(t.database.db, owner.id, donor.id);
    report = (
      await call(t.app, 'GET', `/api/campaigns/${campaignId}/report/?${PERIOD}`, { token: owner.token })
    ).json();
    rows = (
      await call(t.app, 'GET', `/api/campaigns/${campaignId}/report/donations/?${PERIOD}`, {
        token: owner.token,
      })
    ).json().results;
  });
  afterAll(() => t.close());

  it('writes a CSV that parses back to the API’s rows and figures, Amharic intact and formulas neutralised', async () => {
    const response = await call(t.app, 'GET', `/api/campaigns/${campaignId}/report.csv?${PERIOD}`, {
      token: owner.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="campaign-${campaignId}-report-2026-03-02-to-2026-03-05.csv"`,
    );
    const parsed = csvRows(response.rawPayload);
    expect(parsed[0]).toEqual([
      'Donation',
      'Date (Addis Ababa)',
      'Donor',
      'Amount',
      'Currency',
      'Fees',
      'Net',
      'Payment method',
      'Status',
    ]);
    const donations = parsed.slice(1, 1 + rows.length);
    expect(donations.map((row) => Number(row[0]))).toEqual(rows.map((row) => row.id));
    expect(donations.map((row) => row[2])).toEqual([
      'Anonymous',
      'Anonymous',
      'Guest Again',
      `'${FORMULA_NAME}`,
      AMHARIC_NAME,
    ]);
    for (const [index, row] of rows.entries()) {
      expect(donations[index]!.slice(3, 7)).toEqual([
        major(row.amount),
        row.currency,
        major(row.fee),
        major(row.net),
      ]);
    }
    expect(donations[4]![1]).toBe('2026-03-02 23:59');
    expect(donations[3]![1]).toBe('2026-03-03 00:00');
    expect(donations[2]![8]).toBe('Withdrawn');
    const summary = parsed.slice(1 + rows.length);
    const line = (label: string) => summary.find((row) => row[0] === label);
    expect(summary[1]).toEqual(['Summary', REPORT_TITLE, '2026-03-02 – 2026-03-05 (Addis Ababa time)']);
    expect(line('Raised')).toEqual([
      'Raised',
      major(report.totals.etb.raised),
      major(report.totals.usd.raised),
    ]);
    expect(line('Fees')).toEqual(['Fees', major(report.totals.etb.fees), major(report.totals.usd.fees)]);
    expect(line('Net')).toEqual(['Net', major(report.totals.etb.net), major(report.totals.usd.net)]);
    expect(line('Balance now')).toEqual([
      'Balance now',
      major(report.balance.etb),
      major(report.balance.usd),
    ]);
    expect(line('Withdrawn in the period')).toEqual(['Withdrawn in the period', '50.00', '0.00']);
    expect(line('Donors')).toEqual(['Donors', '4']);
    expect(line('telebirr')).toEqual(['telebirr', 'ETB', '207.77', '5.19', '202.58', '3']);
  });

  it('writes the CSV in Amharic when asked', async () => {
    const response = await call(t.app, 'GET', `/api/campaigns/${campaignId}/report.csv?${PERIOD}&lang=am`, {
      token: owner.token,
    });
    const parsed = csvRows(response.rawPayload);
    expect(parsed[0]![2]).toBe('ለጋሽ');
    expect(parsed[1]![2]).toBe('ስም-አልባ');
    expect(parsed[5]![2]).toBe(AMHARIC_NAME);
  });

  it('writes a PDF whose text holds the Amharic title, the API’s figures and the donations', async () => {
    const response = await call(t.app, 'GET', `/api/campaigns/${campaignId}/report.pdf?${PERIOD}`, {
      token: owner.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="campaign-\d+-report-.*\.pdf"$/,
    );
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfPages(response.rawPayload)).join('\n');
    const squeezed = text.replace(/\s+/g, '');
    expect(squeezed).toContain(REPORT_TITLE.replace(/\s+/g, ''));
    expect(squeezed).toContain(AMHARIC_NAME.replace(/\s+/g, ''));
    for (const amount of [
      formatMoney(report.totals.etb.raised, 'ETB', 'en'),
      formatMoney(report.totals.etb.fees, 'ETB', 'en'),
      formatMoney(report.totals.etb.net, 'ETB', 'en'),
      formatMoney(report.totals.usd.net, 'USD', 'en'),
      formatMoney(report.balance.etb, 'ETB', 'en'),
      formatMoney(report.withdrawn.etb, 'ETB', 'en'),
      formatMoney(rows[0]!.net, 'ETB', 'en'),
    ]) {
      expect(squeezed, amount).toContain(amount.replace(/\s+/g, ''));
    }
  });

  it('writes the PDF in Amharic, and lets an operator download it', async () => {
    const operator = await logIn(t.app, 'operator@example.com');
    const response = await call(t.app, 'GET', `/api/campaigns/${campaignId}/report.pdf?${PERIOD}&lang=am`, {
      token: operator.token,
    });
    expect(response.statusCode).toBe(200);
    const squeezed = (await pdfPages(response.rawPayload)).join('\n').replace(/\s+/g, '');
    expect(squeezed).toContain('ማጠቃለያ');
    expect(squeezed).toContain('ስም-አልባ');
  });

  it('writes both files for a period without donations', async () => {
    const empty = 'from=2026-06-01&to=2026-06-02';
    const csv = await call(t.app, 'GET', `/api/campaigns/${campaignId}/report.csv?${empty}`, {
      token: owner.token,
    });
    const parsed = csvRows(csv.rawPayload);
    expect(parsed[1]).toEqual(['']);
    expect(parsed.find((row) => row[0] === 'Raised')).toEqual(['Raised', '0.00', '0.00']);
    const pdf = await call(t.app, 'GET', `/api/campaigns/${campaignId}/report.pdf?${empty}`, {
      token: owner.token,
    });
    expect(pdf.statusCode).toBe(200);
    expect((await pdfPages(pdf.rawPayload)).join('\n')).toContain('Summary');
  });

  it('answers refusals as JSON before any file starts', async () => {
    const stranger = await signUp(t.app);
    const other = await call(t.app, 'GET', `/api/campaigns/${campaignId}/report.csv`, {
      token: stranger.token,
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBeTruthy();
    const bad = await call(
      t.app,
      'GET',
      `/api/campaigns/${campaignId}/report.pdf?from=2026-03-09&to=2026-03-01`,
      {
        token: owner.token,
      },
    );
    expect(bad.statusCode).toBe(400);
    const language = await call(t.app, 'GET', `/api/campaigns/${campaignId}/report.pdf?lang=fr`, {
      token: owner.token,
    });
    expect(language.statusCode).toBe(400);
    expect((await call(t.app, 'GET', `/api/campaigns/${campaignId}/report.csv`)).statusCode).toBe(401);
  });
});
