import { expect, it } from 'vitest';
import { ApiError } from '../api-client/api-error.ts';
import { createJsonRequester } from '../api-client/json-requester.ts';
import { withdrawCalls } from './withdraw-calls.ts';
import type { WithdrawAccountForm } from './withdraw-account.ts';

/** Calls over a fake fetch answering each request with the next of `answers`; the requests it saw. */
function callsAnswering(...answers: Array<{ status: number; body: unknown }>) {
  const requests: Request[] = [];
  const requester = createJsonRequester({
    baseURL: 'https://lomi.test',
    timeoutMs: 1000,
    retries: 0,
    retryDelayMs: 0,
    getAccessToken: () => 'access-token',
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      const { status, body } = answers[Math.min(requests.length, answers.length) - 1]!;
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { withdrawals: withdrawCalls(requester), requests };
}

const FORM: WithdrawAccountForm = {
  accountName: ' Abebe Kebede ',
  accountNumber: '1000234567891',
  bankName: 'Commercial Bank of Ethiopia',
  accountType: 'checking',
  phoneNumber: '911223344',
};
const SAVED = {
  accountName: 'Abebe Kebede',
  accountNumber: '1000234567891',
  bankName: 'Commercial Bank of Ethiopia',
  accountType: 'checking',
  phoneNumber: '+251911223344',
  dateCreated: '2026-11-01T08:00:00.000Z',
  dateUpdated: '2026-11-01T08:00:00.000Z',
};
const SENT = {
  accountName: 'Abebe Kebede',
  accountNumber: '1000234567891',
  bankName: 'Commercial Bank of Ethiopia',
  accountType: 'checking',
  phoneNumber: '251911223344',
};

it('reads the saved account out of its data envelope, with the bearer token', async () => {
  const { withdrawals, requests } = callsAnswering({ status: 200, body: { data: SAVED } });
  expect(await withdrawals.account()).toEqual(SAVED);
  const [request] = requests;
  expect(request?.method).toBe('GET');
  expect(request?.url).toBe('https://lomi.test/withdraw/account/get');
  expect(request?.headers.get('authorization')).toBe('Bearer access-token');
});

it('answers null when no account is saved yet, and rejects failures', async () => {
  const none = callsAnswering({ status: 200, body: { data: null } });
  expect(await none.withdrawals.account()).toBeNull();

  const down = callsAnswering({ status: 500, body: { message: 'Oops', code: 'LOMI_ERR_INTERNAL' } });
  const failure = await down.withdrawals.account().catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({ status: 500, code: 'LOMI_ERR_INTERNAL' });
});

it('creates with a JSON POST and updates with a JSON PUT of the trimmed form, the phone as 251…', async () => {
  const { withdrawals, requests } = callsAnswering(
    { status: 201, body: { data: SAVED } },
    { status: 200, body: { data: { ...SAVED, bankName: 'Awash Bank' } } },
  );
  expect(await withdrawals.createAccount(FORM)).toEqual(SAVED);
  expect(await withdrawals.updateAccount({ ...FORM, bankName: 'Awash Bank' })).toMatchObject({
    bankName: 'Awash Bank',
  });
  const [create, update] = requests;
  expect([create?.method, create?.url]).toEqual(['POST', 'https://lomi.test/withdraw/account/create']);
  expect(await create?.json()).toEqual(SENT);
  expect([update?.method, update?.url]).toEqual(['PUT', 'https://lomi.test/withdraw/account/update']);
  expect(await update?.json()).toEqual({ ...SENT, bankName: 'Awash Bank' });
});

it('sends nothing for a form with problems', async () => {
  const { withdrawals, requests } = callsAnswering({ status: 201, body: { data: SAVED } });
  await expect(withdrawals.createAccount({ ...FORM, accountNumber: '123' })).rejects.toThrow(RangeError);
  expect(requests).toEqual([]);
});

it('rejects a second account with the server’s 409', async () => {
  const { withdrawals } = callsAnswering({
    status: 409,
    body: { message: 'You already have a withdrawal account.', code: 'LOMI_ERR_CONFLICT' },
  });
  await expect(withdrawals.createAccount(FORM)).rejects.toMatchObject({
    status: 409,
    code: 'LOMI_ERR_CONFLICT',
  });
});

it('lists the recent withdrawals out of their envelope, with the count of all', async () => {
  const withdrawal = {
    id: 3,
    campaignId: 12,
    amount: 1_234_550,
    currency: 'ETB',
    status: 'paid',
    dateCreated: '2026-11-01T08:00:00.000Z',
    dateUpdated: '2026-11-06T08:00:00.000Z',
  };
  const { withdrawals, requests } = callsAnswering({ status: 200, body: { data: [withdrawal], count: 1 } });
  expect(await withdrawals.mine()).toEqual({ withdrawals: [withdrawal], count: 1 });
  expect(requests[0]?.url).toBe('https://lomi.test/withdraw/mine');
});

it('requests a withdrawal with a JSON POST of §3’s payload (the currency in lower case), out of its envelope', async () => {
  const withdrawal = {
    id: 41,
    campaignId: 12,
    amount: 97_500,
    currency: 'ETB',
    status: 'pending',
    dateCreated: '2026-11-23T08:00:00.000Z',
    dateUpdated: '2026-11-23T08:00:00.000Z',
  };
  const { withdrawals, requests } = callsAnswering({ status: 201, body: { data: withdrawal } });
  expect(await withdrawals.request({ campaignId: 12, currency: 'ETB' })).toEqual(withdrawal);
  const [request] = requests;
  expect([request?.method, request?.url]).toEqual(['POST', 'https://lomi.test/withdraw/request']);
  expect(request?.headers.get('authorization')).toBe('Bearer access-token');
  expect(await request?.json()).toEqual({ campaignId: 12, currency: 'etb' });
});

it('rejects a request with nothing left to withdraw with the server’s code and §5’s message', async () => {
  const { withdrawals } = callsAnswering({
    status: 400,
    body: {
      message: "You don't have balance in the selected currency.",
      code: 'LOMI_ERR_NO_BALANCE',
      errors: { currency: "You don't have balance in the selected currency." },
    },
  });
  const failure = await withdrawals
    .request({ campaignId: 12, currency: 'USD' })
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(ApiError);
  expect(failure).toMatchObject({
    status: 400,
    code: 'LOMI_ERR_NO_BALANCE',
    message: "You don't have balance in the selected currency.",
  });
});
