import { expect, it } from 'vitest';
import { ApiError } from '../api-client/api-error.ts';
import { errorKind } from '../api-client/error-kind.ts';
import { createJsonRequester } from '../api-client/json-requester.ts';
import { withdrawalCalls } from './withdrawal-calls.ts';
import type { ConsoleWithdrawal } from './withdrawal-types.ts';

/** Calls over a fake fetch answering each request with the next of `answers`; the requests it saw. */
function callsAnswering(...answers: Array<{ status: number; body: unknown }>) {
  const requests: Request[] = [];
  const requester = createJsonRequester({
    baseURL: 'https://lomi.test',
    timeoutMs: 1000,
    retries: 0,
    retryDelayMs: 0,
    getAccessToken: () => 'operator-token',
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      const { status, body } = answers[Math.min(requests.length, answers.length) - 1]!;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { withdrawals: withdrawalCalls(requester), requests };
}

const WITHDRAWAL: ConsoleWithdrawal = {
  id: 7,
  campaign: { id: 4, title: 'Clean water for Dessie' },
  organization: { id: 2, name: 'Dessie Water Trust' },
  requester: { id: 9, name: 'Abebe Kebede', email: 'abebe@example.com' },
  amount: 1_000_000,
  currency: 'USD',
  status: 'approved',
  dateCreated: '2026-11-20T08:00:00.000Z',
  dateUpdated: '2026-11-21T08:00:00.000Z',
  rejectionReason: null,
  paidAt: null,
  account: {
    accountName: 'Abebe Kebede',
    accountNumber: '1000234567891',
    bankName: 'Commercial Bank of Ethiopia',
    accountType: 'checking',
    phoneNumber: '+251911223344',
  },
  etbEstimate: 572_500_00,
  attempts: [],
};

it('lists a status page with the bearer token, its total being its count', async () => {
  const { withdrawals, requests } = callsAnswering({
    status: 200,
    body: { results: [WITHDRAWAL], count: 1, lastPage: 1 },
  });
  expect(await withdrawals.list({ status: 'failed', page: 2 })).toEqual({
    results: [WITHDRAWAL],
    count: 1,
    lastPage: 1,
    total: 1,
  });
  const [request] = requests;
  expect(request?.method).toBe('GET');
  expect(request?.url).toBe('https://lomi.test/api/console/withdrawals/?status=failed&page=2');
  expect(request?.headers.get('authorization')).toBe('Bearer operator-token');
});

it('lists the open ones without a filter by default', async () => {
  const { withdrawals, requests } = callsAnswering({
    status: 200,
    body: { results: [], count: 0, lastPage: 1 },
  });
  await withdrawals.list();
  expect(requests[0]?.url).toBe('https://lomi.test/api/console/withdrawals/');
});

it('reads one withdrawal', async () => {
  const { withdrawals, requests } = callsAnswering({ status: 200, body: WITHDRAWAL });
  expect(await withdrawals.get(7)).toEqual(WITHDRAWAL);
  expect(requests[0]?.url).toBe('https://lomi.test/api/console/withdrawals/7');
});

it('approves, rejects with the reason and pays with the rail and its details', async () => {
  const { withdrawals, requests } = callsAnswering({ status: 200, body: WITHDRAWAL });
  await withdrawals.approve(7);
  await withdrawals.reject(7, 'The account name does not match the organization.');
  await withdrawals.pay(7, { rail: 'chapa', bankCode: '946' });
  await withdrawals.pay(7, { rail: 'manual', reference: 'FT2633100123' });
  expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
    'POST /api/console/withdrawals/7/approve',
    'POST /api/console/withdrawals/7/reject',
    'POST /api/console/withdrawals/7/pay',
    'POST /api/console/withdrawals/7/pay',
  ]);
  expect(await Promise.all(requests.map((request) => request.json()))).toEqual([
    {},
    { reason: 'The account name does not match the organization.' },
    { rail: 'chapa', bankCode: '946' },
    { rail: 'manual', reference: 'FT2633100123' },
  ]);
});

it("rejects with a conflict when another operator moved it first, with the server's words", async () => {
  const { withdrawals } = callsAnswering({
    status: 409,
    body: { message: 'This withdrawal is paid already.', code: 'LOMI_ERR_CONFLICT' },
  });
  const failure = await withdrawals.approve(7).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(errorKind(failure)).toBe('conflict');
  expect((failure as ApiError).message).toBe('This withdrawal is paid already.');
});

it('reads the rails and the banks of a rail out of their envelopes', async () => {
  const { withdrawals, requests } = callsAnswering(
    { status: 200, body: { rails: ['manual', 'sandbox'] } },
    {
      status: 200,
      body: { banks: [{ code: '946', name: 'Commercial Bank of Ethiopia', isMobileMoney: false }] },
    },
  );
  expect(await withdrawals.rails()).toEqual(['manual', 'sandbox']);
  expect(await withdrawals.banks('sandbox')).toEqual([
    { code: '946', name: 'Commercial Bank of Ethiopia', isMobileMoney: false },
  ]);
  expect(requests.map((request) => request.url)).toEqual([
    'https://lomi.test/api/console/payout-rails/',
    'https://lomi.test/api/console/payout-banks/?rail=sandbox',
  ]);
});
