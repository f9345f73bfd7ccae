import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { deliverWebhook } from './webhook-receiver.ts';
import {
  startFakeHttpServer,
  type FailureKnob,
  type FakeHttpServer,
  type FakeRequest,
  type FakeResponse,
} from './fake-http-server.ts';

type ChapaStatus = 'pending' | 'success' | 'failed';

/** A transaction as the fake stores it, with Chapa's field names. */
export interface FakeChapaTransaction {
  tx_ref: string;
  reference: string;
  /** Major units as Chapa echoes them ("100.50"). */
  amount: string;
  currency: 'ETB' | 'USD';
  status: ChapaStatus;
  method: string;
  type: 'API';
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  mobile: string | null;
  customization: unknown;
  meta: unknown;
  created_at: string;
  updated_at: string;
}

/** A transfer (payout) as the fake stores it, with the fields of Chapa's transfer verify answer. */
export interface FakeChapaTransfer {
  account_name: string;
  account_number: string;
  /** Major units as sent ("100.50"). */
  amount: string;
  currency: 'ETB';
  bank_code: number;
  bank_name: string;
  chapa_transfer_id: string;
  /** Our reference (`reference` of the request, `tx_ref` of verify). */
  tx_ref: string;
  status: 'pending' | 'success' | 'failed' | 'cancelled';
  created_at: string;
  updated_at: string;
}

/** One bank of `GET /v1/banks`, with Chapa's field names. */
export interface FakeChapaBank {
  id: number;
  slug: string;
  swift: string | null;
  name: string;
  acct_length: number;
  country_id: number;
  is_mobilemoney: 1 | null;
  is_active: 0 | 1;
  is_rtgs: 1 | null;
  currency: 'ETB' | 'USD';
}

/** The banks the fake lists: active ETB banks and wallets, one inactive bank and one USD account. */
export const FAKE_CHAPA_BANKS: readonly FakeChapaBank[] = [
  bank(656, 'cbe', 'CBETETAA', 'Commercial Bank of Ethiopia (CBE)', 13, false),
  bank(880, 'awash_bank', 'AWINETAA', 'Awash Bank', 14, false),
  bank(207, 'dashen_bank', 'DASHETAA', 'Dashen Bank', 13, false),
  bank(855, 'telebirr', null, 'telebirr', 10, true),
  bank(128, 'cbebirr', null, 'CBEBirr', 10, true),
  { ...bank(301, 'closed_bank', null, 'A Closed Bank', 12, false), is_active: 0 },
  { ...bank(402, 'usd_account', null, 'A USD Account', 12, false), currency: 'USD' },
];

function bank(
  id: number,
  slug: string,
  swift: string | null,
  name: string,
  length: number,
  mobile: boolean,
): FakeChapaBank {
  return {
    id,
    slug,
    swift,
    name,
    acct_length: length,
    country_id: 1,
    is_mobilemoney: mobile ? 1 : null,
    is_active: 1,
    is_rtgs: mobile ? null : 1,
    currency: 'ETB',
  };
}

export interface FakeChapa extends Pick<FakeHttpServer, 'url' | 'requests' | 'failNext' | 'close'> {
  secretKey: string;
  webhookSecret: string;
  /** The secret of the transfer approval URL, which signs `askApproval`'s questions. */
  approvalSecret: string;
  transactions: Map<string, FakeChapaTransaction>;
  /** Transfers by our reference. */
  transfers: Map<string, FakeChapaTransfer>;
  /**
   * Settles a transfer (Chapa's queue finished it) and sends the `payout.success` / `payout.failed` webhook
   * to `deliverTo` when given; returns the webhook's raw body.
   */
  settleTransfer(
    reference: string,
    status: 'success' | 'failed' | 'cancelled',
    options?: { deliverTo?: string },
  ): Promise<string>;
  /**
   * Asks our transfer approval URL about a transfer, as Chapa does before queueing it: POSTs
   * `{amount, reference, bank, account_name, account_number}` signed with `Chapa-Signature`. Resolves with
   * our answer's status (200 approves, 400 refuses) and the raw body sent.
   */
  askApproval(url: string, reference: string): Promise<{ status: number; rawBody: string }>;
  /**
   * Settles a transaction and sends the webhook Chapa would send to the dashboard's webhook URL.
   * `amount` overrides what is reported as charged (the "different amount" knob).
   */
  settle(
    txRef: string,
    status: ChapaStatus,
    options?: { amount?: string; deliverTo?: string },
  ): Promise<string>;
  /** The headers Chapa puts on a webhook with this body. */
  signatureHeaders(rawBody: string): Record<string, string>;
}

const chargeTypes = ['telebirr', 'mpesa', 'cbebirr', 'ebirr', 'awashbirr', 'enat_bank', 'yaya', 'amole'];
const decimal = /^\d+(?:\.\d{1,2})?$/;

/**
 * A loopback Chapa (API v1, https://developer.chapa.co) with Bearer auth, hosted checkout initialize, direct
 * charge, verify, the `{message, status, data}` envelope (validation errors as per-field lists, the reused
 * tx_ref refusal), and webhooks carrying `x-chapa-signature` (HMAC-SHA256 of the body keyed by the secret hash)
 * and `Chapa-Signature` (HMAC-SHA256 of the secret hash by itself). Transfers too: the bank list, a queued
 * transfer per reference (a reused one refused), its verify, settling it with the signed `payout.*` webhook,
 * and the approval question Chapa asks our approval URL.
 */
export async function startFakeChapa(
  options: { secretKey?: string; webhookSecret?: string; approvalSecret?: string } = {},
): Promise<FakeChapa> {
  const secretKey = options.secretKey ?? 'CHASECK_TEST-lomi';
  const webhookSecret = options.webhookSecret ?? 'lomi-secret-hash';
  const approvalSecret = options.approvalSecret ?? 'lomi-approval-secret';
  const transactions = new Map<string, FakeChapaTransaction>();
  const transfers = new Map<string, FakeChapaTransfer>();

  function handle(request: FakeRequest): FakeResponse {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return failed(401, "Invalid API Key or the business can't accept payments at the moment.");
    }
    const path = request.url.pathname;
    if (request.method === 'POST' && path === '/v1/transaction/initialize') return initialize(request);
    if (request.method === 'POST' && path === '/v1/charges') return charge(request);
    if (request.method === 'GET' && path === '/v1/banks') {
      return { status: 200, body: { message: 'Banks retrieved', data: FAKE_CHAPA_BANKS } };
    }
    if (request.method === 'POST' && path === '/v1/transfers') return transfer(request);
    const verifyTransfer = /^\/v1\/transfers\/verify\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && verifyTransfer) {
      const found = transfers.get(decodeURIComponent(verifyTransfer[1]!));
      if (!found) return failed(404, 'Transfer not found');
      return {
        status: 200,
        body: { message: 'Transfer details', status: 'success', data: transferView(found) },
      };
    }
    const verify = /^\/v1\/transaction\/verify\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      if (!transaction) return failed(404, 'Invalid transaction or Transaction not found');
      return {
        status: 200,
        body: { message: 'Payment details', status: 'success', data: verifyView(transaction) },
      };
    }
    return failed(404, `Route not found: ${request.method} ${path}`);
  }

  function parse(request: FakeRequest): Record<string, unknown> | null {
    try {
      const body = JSON.parse(request.rawBody.toString('utf8')) as unknown;
      return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  function validate(
    body: Record<string, unknown>,
    phoneField: 'phone_number' | 'mobile',
    phoneRequired: boolean,
  ) {
    const errors: Record<string, string[]> = {};
    const amount = body.amount;
    if (amount === undefined || amount === '') errors.amount = ['The amount field is required.'];
    else if (!decimal.test(String(amount)) || Number(amount) <= 0)
      errors.amount = ['The amount must be a number.'];
    if (body.currency !== 'ETB' && body.currency !== 'USD')
      errors.currency = ['The selected currency is invalid.'];
    if (typeof body.tx_ref !== 'string' || body.tx_ref === '')
      errors.tx_ref = ['The tx ref field is required.'];
    const phone = body[phoneField];
    if (phone === undefined && phoneRequired) errors[phoneField] = [`The ${phoneField} field is required.`];
    if (phone !== undefined && (typeof phone !== 'string' || !/^0[79]\d{8}$/.test(phone))) {
      errors[phoneField] = ['The phone number must be 10 digits starting with 09 or 07.'];
    }
    if (
      body.email !== undefined &&
      (typeof body.email !== 'string' || !/^[^@\s]+@[^@\s.]+(?:\.[^@\s.]+)+$/.test(body.email))
    ) {
      errors.email = ['The email must be a valid email address.'];
    }
    const customization = body.customization as Record<string, unknown> | undefined;
    if (typeof customization?.title === 'string' && customization.title.length > 16) {
      errors['customization.title'] = ['The customization.title must not be greater than 16 characters.'];
    }
    if (
      typeof customization?.description === 'string' &&
      !/^[\p{L}\p{N}\-_. ]*$/u.test(customization.description)
    ) {
      errors['customization.description'] = [
        'The customization.description may only contain letters, numbers, hyphens, underscores, spaces, and dots.',
      ];
    }
    return Object.keys(errors).length > 0
      ? { status: 400, body: { message: errors, status: 'failed', data: null } }
      : null;
  }

  function store(body: Record<string, unknown>, method: string, mobile: string | null): FakeChapaTransaction {
    const now = new Date().toISOString();
    const transaction: FakeChapaTransaction = {
      tx_ref: body.tx_ref as string,
      reference: `AP${randomBytes(6).toString('hex')}`,
      amount: String(body.amount),
      currency: body.currency as 'ETB' | 'USD',
      status: 'pending',
      method,
      type: 'API',
      first_name: typeof body.first_name === 'string' ? body.first_name : null,
      last_name: typeof body.last_name === 'string' ? body.last_name : null,
      email: typeof body.email === 'string' ? body.email : null,
      mobile,
      customization: body.customization ?? null,
      meta: body.meta ?? null,
      created_at: now,
      updated_at: now,
    };
    transactions.set(transaction.tx_ref, transaction);
    return transaction;
  }

  function initialize(request: FakeRequest): FakeResponse {
    const body = parse(request);
    if (!body) return failed(400, 'Invalid JSON payload');
    const invalid = validate(body, 'phone_number', false);
    if (invalid) return invalid;
    if (transactions.has(body.tx_ref as string))
      return failed(400, 'Transaction reference has been used before');
    store(body, 'checkout', typeof body.phone_number === 'string' ? body.phone_number : null);
    return {
      status: 200,
      body: {
        message: 'Hosted Link',
        status: 'success',
        data: { checkout_url: `${server.url}/checkout/payment/${randomBytes(12).toString('hex')}` },
      },
    };
  }

  function charge(request: FakeRequest): FakeResponse {
    const type = request.url.searchParams.get('type') ?? '';
    if (!chargeTypes.includes(type)) return failed(400, 'Invalid payment type');
    const body = parse(request);
    if (!body) return failed(400, 'Invalid JSON payload');
    const invalid = validate(body, 'mobile', true);
    if (invalid) return invalid;
    if (transactions.has(body.tx_ref as string))
      return failed(400, 'Transaction reference has been used before');
    const transaction = store(body, type, body.mobile as string);
    return {
      status: 200,
      body: {
        message: 'Charge initiated',
        status: 'success',
        data: {
          auth_type: 'ussd',
          requestID: randomUUID(),
          meta: {
            message: `Payment successfully initiated with ${type}`,
            status: 'success',
            ref_id: transaction.reference,
            payment_status: 'PENDING',
          },
          mode: 'test',
        },
      },
    };
  }

  /** `POST /v1/transfers`: validated like Chapa (per-field lists), queued, answered with the reference. */
  function transfer(request: FakeRequest): FakeResponse {
    const body = parse(request);
    if (!body) return failed(400, 'Invalid JSON payload');
    const errors: Record<string, string[]> = {};
    for (const field of ['account_name', 'account_number', 'reference'] as const) {
      if (typeof body[field] !== 'string' || body[field] === '') {
        errors[field] = [`The ${field.replace('_', ' ')} field is required.`];
      }
    }
    if (body.amount === undefined || body.amount === '') errors.amount = ['The amount field is required.'];
    else if (!decimal.test(String(body.amount)) || Number(body.amount) <= 0)
      errors.amount = ['The amount must be a number.'];
    if (body.currency !== 'ETB') errors.currency = ['The selected currency is invalid.'];
    const target = FAKE_CHAPA_BANKS.find((entry) => entry.id === body.bank_code && entry.is_active === 1);
    if (typeof body.bank_code !== 'number') errors.bank_code = ['The bank code must be a number.'];
    else if (!target) errors.bank_code = ['The selected bank code is invalid.'];
    if (Object.keys(errors).length > 0)
      return { status: 400, body: { message: errors, status: 'failed', data: null } };
    const reference = body.reference as string;
    if (transfers.has(reference)) return failed(400, 'Transfer reference has been used before');
    const now = new Date().toISOString();
    transfers.set(reference, {
      account_name: body.account_name as string,
      account_number: body.account_number as string,
      amount: String(body.amount),
      currency: 'ETB',
      bank_code: target!.id,
      bank_name: target!.name,
      chapa_transfer_id: randomUUID(),
      tx_ref: reference,
      status: 'pending',
      created_at: now,
      updated_at: now,
    });
    return {
      status: 200,
      body: { message: 'Transfer Queued Successfully', status: 'success', data: reference },
    };
  }

  function signatureHeaders(rawBody: string): Record<string, string> {
    return {
      'x-chapa-signature': createHmac('sha256', webhookSecret).update(rawBody).digest('hex'),
      'Chapa-Signature': createHmac('sha256', webhookSecret).update(webhookSecret).digest('hex'),
    };
  }

  const server = await startFakeHttpServer(handle, () => ({
    message: 'Server Error',
    status: 'failed',
    data: null,
  }));

  return {
    url: server.url,
    requests: server.requests,
    failNext: (knob: FailureKnob, count?: number) => server.failNext(knob, count),
    close: () => server.close(),
    secretKey,
    webhookSecret,
    approvalSecret,
    transactions,
    transfers,
    signatureHeaders,
    async settleTransfer(reference, status, settleOptions = {}) {
      const found = transfers.get(reference);
      if (!found) throw new Error(`fake Chapa has no transfer ${reference}`);
      found.status = status;
      found.updated_at = new Date().toISOString();
      // Chapa's flat payout event: our reference in `reference`, the amount as a string.
      const rawBody = JSON.stringify({
        event: status === 'success' ? 'payout.success' : `payout.${status}`,
        type: 'Payout',
        account_name: found.account_name,
        account_number: found.account_number,
        bank_id: found.bank_code,
        bank_name: found.bank_name,
        amount: found.amount,
        charge: '0.00',
        currency: found.currency,
        status,
        reference: found.tx_ref,
        chapa_reference: found.chapa_transfer_id,
        bank_reference: status === 'success' ? `FT${randomBytes(5).toString('hex').toUpperCase()}` : null,
        created_at: found.created_at,
        updated_at: found.updated_at,
      });
      if (settleOptions.deliverTo)
        await deliverWebhook(settleOptions.deliverTo, rawBody, signatureHeaders(rawBody));
      return rawBody;
    },
    async askApproval(url, reference) {
      const found = transfers.get(reference);
      if (!found) throw new Error(`fake Chapa has no transfer ${reference}`);
      const rawBody = JSON.stringify({
        amount: found.amount,
        reference: found.tx_ref,
        bank: found.bank_code,
        account_name: found.account_name,
        account_number: found.account_number,
      });
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'Chapa-Signature': createHmac('sha256', approvalSecret).update(rawBody).digest('hex'),
        },
        body: rawBody,
      });
      await response.arrayBuffer();
      return { status: response.status, rawBody };
    },
    async settle(txRef, status, settleOptions = {}) {
      const transaction = transactions.get(txRef);
      if (!transaction) throw new Error(`fake Chapa has no transaction ${txRef}`);
      transaction.status = status;
      transaction.updated_at = new Date().toISOString();
      if (settleOptions.amount !== undefined) transaction.amount = settleOptions.amount;
      // Webhooks carry the amount as a string ("100.50"); verify answers with a JSON number.
      const rawBody = JSON.stringify({
        event:
          status === 'success'
            ? 'charge.success'
            : status === 'failed'
              ? 'charge.failed/cancelled'
              : 'charge.pending',
        ...verifyView(transaction),
        amount: transaction.amount,
        payment_method: transaction.method,
      });
      if (settleOptions.deliverTo)
        await deliverWebhook(settleOptions.deliverTo, rawBody, signatureHeaders(rawBody));
      return rawBody;
    },
  };
}

function verifyView(transaction: FakeChapaTransaction) {
  const { mobile: _mobile, amount, ...rest } = transaction;
  return { ...rest, amount: Number(amount), charge: 0, mode: 'test' };
}

/** Chapa's transfer verify `data`: the amount as a JSON number, our reference as `tx_ref`. */
function transferView(transfer: FakeChapaTransfer) {
  return {
    ...transfer,
    amount: Number(transfer.amount),
    charge: 0,
    mobile: null,
    mode: 'test',
    transfer_method: 'bank',
    narration: null,
    cross_party_reference: null,
    ip_address: 'UNKNOWN',
  };
}

function failed(status: number, message: string): FakeResponse {
  return { status, body: { message, status: 'failed', data: null } };
}
