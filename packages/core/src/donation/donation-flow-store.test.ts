import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLomiClient } from '../api-client/lomi-client.ts';
import type { DonateDialogForm } from './donate-dialog-form.ts';
import { createDonationFlowStore, type DonationSubmission } from './donation-flow-store.ts';

interface Seen {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}

type Answer = { status: number; body: unknown } | 'drop';

/** A real client whose fetch answers from a queue per path, recording every request. */
function fakeApi(answers: Record<string, Answer[]>) {
  const seen: Seen[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    seen.push({
      method: request.method,
      path,
      key: request.headers.get('idempotency-key'),
      body: request.method === 'POST' ? await request.json() : undefined,
    });
    const queue = answers[path] ?? [];
    const answer = queue.length > 1 ? queue.shift() : queue[0];
    if (answer === undefined) throw new Error(`no answer for ${path}`);
    if (answer === 'drop') throw new TypeError('fetch failed');
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { client: createLomiClient({ baseURL: 'https://lomi.test', fetch, retries: 0 }), seen };
}

const form: DonateDialogForm = {
  method: 'telebirr',
  amount: '150',
  phone: '911223344',
  anonymous: false,
  fullName: 'Abebe Kebede',
  message: '',
};
const submission: DonationSubmission = { target: { id: 12, title: 'Clean water' }, form };

function keys() {
  let count = 0;
  return () => `key-${++count}`;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createDonationFlowStore', () => {
  it('starts idle', () => {
    const { client } = fakeApi({});
    const store = createDonationFlowStore({ client });

    expect(store.getState()).toMatchObject({ status: 'idle', invoiceId: null, failure: null });
  });

  it('sends a mobile-money donation, polls the invoice every 2 s and ends in success', async () => {
    const { client, seen } = fakeApi({
      '/api/donation/lakipay/direct/': [
        { status: 201, body: { invoice_id: 'inv-1', receipt_token: 'receipt-1' } },
      ],
      '/api/invoices/inv-1': [
        { status: 200, body: { id: 'inv-1', status: 'pending' } },
        { status: 200, body: { id: 'inv-1', status: 'success' } },
      ],
    });
    const store = createDonationFlowStore({ client, createKey: keys() });
    const statuses: string[] = [];
    store.subscribe((state) => statuses.push(state.status));

    await expect(store.getState().submit(submission)).resolves.toBe('pending');

    expect(store.getState()).toMatchObject({
      status: 'pending',
      invoiceId: 'inv-1',
      receiptToken: 'receipt-1',
      campaignId: 12,
      amount: 15_000,
      currency: 'ETB',
      idempotencyKey: 'key-1',
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/api/donation/lakipay/direct/',
        key: 'key-1',
        body: {
          amount: 15_000,
          campaign_id: 12,
          phone_number: '251911223344',
          anonymous: false,
          medium: 'telebirr',
          full_name: 'Abebe Kebede',
          message: '',
          lang: 'en',
        },
      },
    ]);

    await vi.advanceTimersByTimeAsync(1_999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    expect(store.getState().status).toBe('pending');

    await vi.advanceTimersByTimeAsync(2_000);
    expect(seen.map((request) => request.path)).toEqual([
      '/api/donation/lakipay/direct/',
      '/api/invoices/inv-1',
      '/api/invoices/inv-1',
    ]);
    expect(store.getState()).toMatchObject({ status: 'success', failure: null });
    expect(statuses).toEqual(['submitting', 'pending', 'success']);

    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveLength(3);
  });

  it("ends in failed with the server's message when the invoice fails, and stops polling", async () => {
    const { client, seen } = fakeApi({
      '/api/donation/lakipay/direct/': [{ status: 201, body: { invoice_id: 'inv-2' } }],
      '/api/invoices/inv-2': [
        { status: 200, body: { id: 'inv-2', status: 'failed', message: 'Declined by telebirr' } },
      ],
    });
    const store = createDonationFlowStore({ client });

    await store.getState().submit(submission);
    await vi.advanceTimersByTimeAsync(2_000);

    expect(store.getState()).toMatchObject({
      status: 'failed',
      failure: { message: 'Declined by telebirr', during: 'payment' },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveLength(2);
  });

  it('leaves the message null for a failed invoice without one (the UI says Donation failed)', async () => {
    const { client } = fakeApi({
      '/api/donation/lakipay/direct/': [{ status: 201, body: { invoice_id: 'inv-3' } }],
      '/api/invoices/inv-3': [{ status: 200, body: { id: 'inv-3', status: 'failed' } }],
    });
    const store = createDonationFlowStore({ client });

    await store.getState().submit(submission);
    await vi.advanceTimersByTimeAsync(2_000);

    expect(store.getState().failure).toEqual({
      message: null,
      code: null,
      retryAfterSeconds: null,
      during: 'payment',
    });
  });

  it('keeps polling through a network error or a 5xx while reading the invoice', async () => {
    const { client, seen } = fakeApi({
      '/api/donation/lakipay/direct/': [{ status: 201, body: { invoice_id: 'inv-4' } }],
      '/api/invoices/inv-4': [
        'drop',
        { status: 503, body: { message: 'Busy', code: 'LOMI_ERR_UNAVAILABLE' } },
        { status: 200, body: { id: 'inv-4', status: 'success' } },
      ],
    });
    const store = createDonationFlowStore({ client });

    await store.getState().submit(submission);
    await vi.advanceTimersByTimeAsync(6_000);

    expect(seen).toHaveLength(4);
    expect(store.getState().status).toBe('success');
  });

  it('fails when the invoice does not exist, since it would never settle', async () => {
    const { client } = fakeApi({
      '/api/donation/lakipay/direct/': [{ status: 201, body: { invoice_id: 'inv-5' } }],
      '/api/invoices/inv-5': [
        { status: 404, body: { message: 'Invoice not found', code: 'LOMI_ERR_NOT_FOUND' } },
      ],
    });
    const store = createDonationFlowStore({ client });

    await store.getState().submit(submission);
    await vi.advanceTimersByTimeAsync(2_000);

    expect(store.getState().failure).toEqual({
      message: 'Invoice not found',
      code: 'LOMI_ERR_NOT_FOUND',
      retryAfterSeconds: null,
      during: 'payment',
    });
  });

  it("shows the server's message when the donation is refused", async () => {
    const { client } = fakeApi({
      '/api/donation/lakipay/direct/': [
        { status: 409, body: { message: 'This campaign has ended', code: 'LOMI_ERR_CAMPAIGN_CLOSED' } },
      ],
    });
    const store = createDonationFlowStore({ client });

    await expect(store.getState().submit(submission)).resolves.toBe('failed');

    expect(store.getState().failure).toEqual({
      message: 'This campaign has ended',
      code: 'LOMI_ERR_CAMPAIGN_CLOSED',
      retryAfterSeconds: null,
      during: 'initiation',
    });
  });

  it('has no message to show for a network error or a 5xx without a body', async () => {
    const { client } = fakeApi({ '/api/donation/lakipay/direct/': ['drop'] });
    const store = createDonationFlowStore({ client });
    await store.getState().submit(submission);
    expect(store.getState().failure).toEqual({
      message: null,
      code: 'LOMI_ERR_NETWORK',
      retryAfterSeconds: null,
      during: 'initiation',
    });

    const bare = fakeApi({ '/api/donation/lakipay/direct/': [{ status: 502, body: 'Bad gateway' }] });
    const other = createDonationFlowStore({ client: bare.client });
    await other.getState().submit(submission);
    expect(other.getState().failure).toMatchObject({ message: null, code: 'LOMI_ERR_HTTP' });
  });

  it('reuses the Idempotency-Key when the same attempt is retried after its start failed', async () => {
    const { client, seen } = fakeApi({
      '/api/donation/lakipay/direct/': ['drop', { status: 201, body: { invoice_id: 'inv-6' } }],
    });
    const store = createDonationFlowStore({ client, createKey: keys() });

    await store.getState().submit(submission);
    expect(store.getState().status).toBe('failed');
    await expect(store.getState().retry()).resolves.toBe('pending');

    expect(seen.map((request) => request.key)).toEqual(['key-1', 'key-1']);
    expect(store.getState().invoiceId).toBe('inv-6');
  });

  it('reuses the key when the same form is sent again, and makes a new one when it changed', async () => {
    const { client, seen } = fakeApi({ '/api/donation/lakipay/direct/': ['drop'] });
    const store = createDonationFlowStore({ client, createKey: keys() });

    await store.getState().submit(submission);
    await store.getState().submit({ ...submission, form: { ...form } });
    await store.getState().submit({ ...submission, form: { ...form, amount: '200' } });

    expect(seen.map((request) => request.key)).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('makes a new key to try again after the payment itself was declined', async () => {
    const { client, seen } = fakeApi({
      '/api/donation/lakipay/direct/': [{ status: 201, body: { invoice_id: 'inv-7' } }],
      '/api/invoices/inv-7': [{ status: 200, body: { id: 'inv-7', status: 'failed' } }],
    });
    const store = createDonationFlowStore({ client, createKey: keys() });

    await store.getState().submit(submission);
    await vi.advanceTimersByTimeAsync(2_000);
    await store.getState().retry();

    expect(seen.filter((request) => request.method === 'POST').map((request) => request.key)).toEqual([
      'key-1',
      'key-2',
    ]);
  });

  it('ignores a second submit while one is pending', async () => {
    const { client, seen } = fakeApi({
      '/api/donation/lakipay/direct/': [{ status: 201, body: { invoice_id: 'inv-8' } }],
      '/api/invoices/inv-8': [{ status: 200, body: { id: 'inv-8', status: 'pending' } }],
    });
    const store = createDonationFlowStore({ client });

    await store.getState().submit(submission);
    await expect(store.getState().submit(submission)).resolves.toBe('pending');

    expect(seen).toHaveLength(1);
  });

  it('stops polling on cancel and ignores an answer that arrives afterwards', async () => {
    const { client, seen } = fakeApi({
      '/api/donation/lakipay/direct/': [{ status: 201, body: { invoice_id: 'inv-9' } }],
      '/api/invoices/inv-9': [{ status: 200, body: { id: 'inv-9', status: 'pending' } }],
    });
    const store = createDonationFlowStore({ client });

    await store.getState().submit(submission);
    await vi.advanceTimersByTimeAsync(2_000);
    store.getState().cancel();
    await vi.advanceTimersByTimeAsync(10_000);

    expect(seen).toHaveLength(2);
    expect(store.getState()).toMatchObject({ status: 'idle', invoiceId: null });
  });

  it('aborts a start that is still on its way when cancelled', async () => {
    let signal: AbortSignal | undefined;
    const client = createLomiClient({
      baseURL: 'https://lomi.test',
      // Like a real fetch that never gets an answer: it only ends when its signal aborts.
      fetch: (input, init) => {
        signal = init?.signal ?? undefined;
        return new Promise((resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        });
      },
    });
    const store = createDonationFlowStore({ client });

    const started = store.getState().submit(submission);
    expect(store.getState().status).toBe('submitting');
    store.getState().cancel();

    await expect(started).resolves.toBe('idle');
    expect(signal?.aborted).toBe(true);
  });

  it('returns the card checkout URL to send the browser to, in US cents', async () => {
    const { client, seen } = fakeApi({
      '/api/stripe/checkout/': [
        { status: 201, body: { sessionId: 'cs_1', url: 'https://checkout.test/cs_1', invoice_id: 'inv-10' } },
      ],
    });
    const store = createDonationFlowStore({ client, createKey: keys() });

    await expect(
      store.getState().submit({
        ...submission,
        form: { ...form, method: 'stripe', amount: '25', phone: '' },
        locale: 'am',
      }),
    ).resolves.toBe('redirect');

    expect(store.getState()).toMatchObject({
      status: 'redirect',
      redirectUrl: 'https://checkout.test/cs_1',
      invoiceId: 'inv-10',
      amount: 2_500,
      currency: 'USD',
    });
    expect(seen[0]).toMatchObject({
      path: '/api/stripe/checkout/',
      key: 'key-1',
      body: { price: 2_500, lang: 'am' },
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen).toHaveLength(1);
  });

  it('returns the hosted checkout URL for payonline', async () => {
    const { client, seen } = fakeApi({
      '/api/donation/lakipay/checkout/': [
        {
          status: 201,
          body: { invoice_id: 'inv-11', payment_url: 'https://lomi.test/sandbox/checkout/inv-11' },
        },
      ],
    });
    const store = createDonationFlowStore({ client });

    await store.getState().submit({ ...submission, form: { ...form, method: 'payonline' }, locale: 'am' });

    expect(store.getState()).toMatchObject({
      status: 'redirect',
      redirectUrl: 'https://lomi.test/sandbox/checkout/inv-11',
      currency: 'ETB',
    });
    expect(seen[0]).toMatchObject({
      body: { medium: 'payonline', phone_number: '251911223344', lang: 'am' },
    });
  });

  it('starts a wizard donation and returns its payment URL, amount without the tip', async () => {
    const { client, seen } = fakeApi({
      '/api/donation/initiate/': [
        { status: 201, body: { invoice_id: 'inv-12', payment_url: 'https://checkout.chapa.test/inv-12' } },
      ],
    });
    const store = createDonationFlowStore({ client, createKey: keys() });

    await expect(
      store.getState().submit({
        kind: 'wizard',
        target: { id: 12, title: 'Clean water' },
        donatorId: 7,
        locale: 'am',
        form: {
          currency: 'ETB',
          amount: '500',
          firstName: 'Abebe',
          lastName: '',
          email: '',
          anonymous: false,
          message: 'Stay strong',
          paymentMethodId: 0,
          tip: '20',
          termsAccepted: true,
        },
      }),
    ).resolves.toBe('redirect');

    expect(store.getState()).toMatchObject({
      redirectUrl: 'https://checkout.chapa.test/inv-12',
      invoiceId: 'inv-12',
      amount: 50_000,
      currency: 'ETB',
    });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      key: 'key-1',
      body: { amount: 50_000, tipAmount: 2_000, payment_method: 0, donatorId: 7, campaignId: 12, lang: 'am' },
    });
  });
});
