import { expect, it } from 'vitest';
import { ApiError } from '../api-client/api-error.ts';
import { createLomiClient } from '../api-client/lomi-client.ts';
import { asratCalls } from './asrat-calls.ts';
import { ASRAT_PAYMENT_METHODS, isAsratPaymentMethod } from './asrat-types.ts';

/** Asrat calls over a fake fetch answering every request with `answer`; the requests it saw. */
function callsAnswering(answer: { status: number; body: unknown; type?: string }) {
  const requests: Request[] = [];
  const client = createLomiClient({
    baseURL: 'https://lomi.test',
    retries: 0,
    getAccessToken: () => 'access-token',
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
      return new Response(body, {
        status: answer.status,
        headers: { 'content-type': answer.type ?? 'application/json' },
      });
    },
  });
  return { asrat: asratCalls(client), requests };
}

it('asks the §7 paths with the token, the year and the report’s grouping and language', async () => {
  const { asrat, requests } = callsAnswering({ status: 200, body: 'bytes', type: 'text/csv' });
  const csv = await asrat.report(12, { year: 2025, by: 'member', format: 'csv', lang: 'am' });
  expect(await csv.text()).toBe('bytes');
  await asrat.qrCode(12);
  const [report, qr] = requests.map((request) => new URL(request.url));
  expect(report!.pathname).toBe('/api/asrat/12/summary.csv');
  expect(Object.fromEntries(report!.searchParams)).toEqual({ by: 'member', year: '2025', lang: 'am' });
  expect(qr!.pathname + qr!.search).toBe('/api/asrat/generate-qr/?organization_id=12');
  expect(requests.every((request) => request.headers.get('authorization') === 'Bearer access-token')).toBe(
    true,
  );
});

it('reads the list, the page and the summary as JSON', async () => {
  const { asrat, requests } = callsAnswering({ status: 200, body: { ok: true } });
  await asrat.list({ page: 2, search: 'Selam' });
  await asrat.page(12);
  await asrat.summary(12);
  expect(
    requests.map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    }),
  ).toEqual(['/api/campaigns/asrat/?page=2&search=Selam', '/api/asrat/12', '/api/asrat/12/summary/']);
});

it('rejects a refused download with the server’s error', async () => {
  const { asrat } = callsAnswering({
    status: 403,
    body: { message: 'Only the owner', code: 'LOMI_ERR_FORBIDDEN' },
  });
  const failure = await asrat.qrCode(12).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ status: 403 });
});

it('takes Asrat by mobile money in birr only', () => {
  expect(ASRAT_PAYMENT_METHODS).toEqual(['telebirr', 'mpesa', 'cbe', 'payonline']);
  expect(isAsratPaymentMethod('stripe')).toBe(false);
  expect(isAsratPaymentMethod('telebirr')).toBe(true);
});
