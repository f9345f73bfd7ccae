import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minorToMajorString } from '../../../src/payments/providers/wire/major-units.ts';
import { call, createAccountsApp, signUp, type AccountsTestApp } from '../../support/accounts-app.ts';
import { csvRows, pdfPages } from '../../documents/read-back.ts';
import { databaseKinds } from '../../support/test-database.ts';
import { asratGift, asratOrganization } from './asrat-test-data.ts';

describe.each(databaseKinds)('Asrat reports on %s', (kind) => {
  let t: AccountsTestApp;
  let owner: { token: string; id: number };
  let organizationId: number;
  let summary: {
    months: { month: number; currency: string; amount_minor: number; count: number }[];
    members: {
      member: string;
      phone_number: string | null;
      name: string | null;
      amount_minor: number;
      count: number;
    }[];
    totals: { currency: string; amount_minor: number; count: number }[];
  };

  beforeAll(async () => {
    t = await createAccountsApp(kind);
    owner = await signUp(t.app);
    organizationId = await asratOrganization(t.database, owner.id, { name: 'ደብረ ሰላም መድኃኔ ዓለም' });
    const campaignId = (await call(t.app, 'GET', `/api/asrat/${organizationId}`)).json().campaign_id;
    await asratGift(t.database, campaignId, 123_457, '2025-03-02T09:00:00Z', {
      phone: '251911223344',
      name: 'ወ/ሮ አልማዝ',
    });
    await asratGift(t.database, campaignId, 1, '2025-03-20T09:00:00Z', { phone: '251911223344' });
    await asratGift(t.database, campaignId, 50_050, '2025-07-07T09:00:00Z', { name: '=HYPERLINK("x")' });
    await asratGift(t.database, campaignId, 9_999, '2025-12-31T20:30:00Z');
    const response = await call(t.app, 'GET', `/api/asrat/${organizationId}/summary/?year=2025`, {
      token: owner.token,
    });
    summary = response.json();
  });
  afterAll(() => t.close());

  const download = (path: string, token = owner.token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/asrat/${organizationId}/${path}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('writes the months of the summary as CSV, to the santim', async () => {
    const response = await download('summary.csv?by=month&year=2025');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="asrat-${organizationId}-2025-month.csv"`,
    );
    const [header, ...rows] = csvRows(response.rawPayload);
    expect(header).toEqual(['Year', 'Month', 'Currency', 'Amount', 'Gifts']);
    expect(rows).toEqual(
      summary.months.map((row) => [
        '2025',
        expect.stringMatching(new RegExp(`^${String(row.month).padStart(2, '0')} `)),
        row.currency,
        minorToMajorString(row.amount_minor),
        String(row.count),
      ]),
    );
    expect(rows.map((row) => row[3])).toEqual(['1234.58', '500.50', '99.99']);
  });

  it('writes the members as CSV with Amharic names intact and formulas defused', async () => {
    const response = await download('summary.csv?by=member&year=2025');
    const [header, ...rows] = csvRows(response.rawPayload);
    expect(header).toEqual(['Member', 'Phone', 'Name', 'Currency', 'Amount', 'Gifts']);
    expect(rows).toEqual([
      ['251911223344', '251911223344', 'ወ/ሮ አልማዝ', 'ETB', '1234.58', '2'],
      [`'=HYPERLINK("x")`, '', `'=HYPERLINK("x")`, 'ETB', '500.50', '1'],
      ['Anonymous', '', '', 'ETB', '99.99', '1'],
    ]);
    const fromApi = summary.members.map((row) => [minorToMajorString(row.amount_minor), String(row.count)]);
    expect(rows.map((row) => [row[4], row[5]])).toEqual(fromApi);
  });

  it('writes a PDF whose text holds the figures of the API, in English and in Amharic', async () => {
    const response = await download('summary.pdf?by=member&year=2025');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfPages(response.rawPayload)).join('\n');
    for (const total of summary.totals) expect(text).toContain(minorToMajorString(total.amount_minor));
    for (const member of summary.members) {
      expect(text).toContain(
        member.member === 'Anonymous' ? 'Anonymous' : member.member.replace(/^=/, '').slice(0, 10),
      );
      expect(text).toContain(minorToMajorString(member.amount_minor));
    }
    expect(text).toContain('ወ/ሮ አልማዝ');

    const months = await download('summary.pdf?by=month&year=2025&lang=am');
    const amharic = (await pdfPages(months.rawPayload)).join('\n');
    expect(amharic).toContain('አሥራት');
    expect(amharic).toContain('ደብረ ሰላም መድኃኔ ዓለም');
    for (const month of summary.months) expect(amharic).toContain(minorToMajorString(month.amount_minor));
  });

  it('answers the owner and operators only, and refuses bad queries', async () => {
    const stranger = await signUp(t.app);
    expect((await download('summary.csv', stranger.token)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/asrat/${organizationId}/summary.pdf` })).statusCode).toBe(401);
    expect((await download('summary.csv?by=day')).statusCode).toBe(400);
    expect((await download('summary.pdf?lang=fr')).statusCode).toBe(400);
    const empty = await download('summary.pdf?year=2020');
    expect(empty.statusCode).toBe(200);
    expect((await pdfPages(empty.rawPayload)).join('\n')).toContain('No Asrat was given this year.');
  });
});
