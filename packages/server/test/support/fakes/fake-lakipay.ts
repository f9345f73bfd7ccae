import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import { deliverWebhook } from './webhook-receiver.ts';
import {
  startFakeHttpServer,
  type FailureKnob,
  type FakeHttpServer,
  type FakeRequest,
  type FakeResponse,
} from './fake-http-server.ts';

type LakiPayStatus = 'PENDING' | 'SUCCESS' | 'FAILED' | 'CANCELLED';

/** A transaction as the fake stores it, with LakiPay's field names. */
export interface FakeLakiPayTransaction {
  transaction_id: string;
  reference: string;
  /** Major units, a JSON number as LakiPay sends it. */
  amount: number;
  currency: 'ETB' | 'USD';
  status: LakiPayStatus;
  medium: string;
  phone_number: string | null;
  callback_url: string | null;
  checkout_url: string | null;
  created_at: string;
}

export interface FakeLakiPay extends Pick<FakeHttpServer, 'url' | 'requests' | 'failNext' | 'close'> {
  apiKey: string;
  /** LakiPay's webhook-signing public key (PEM), as the merchant downloads it from the dashboard. */
  publicKeyPem: string;
  transactions: Map<string, FakeLakiPayTransaction>;
  byReference(reference: string): FakeLakiPayTransaction | undefined;
  /**
   * Settles a transaction as the wallet would and sends the signed DEPOSIT webhook to its `callback_url`.
   * `amount` overrides what is reported as charged (the "different amount" knob).
   */
  settle(
    reference: string,
    status: LakiPayStatus,
    options?: { amount?: number; deliver?: boolean },
  ): Promise<string>;
  /** Builds a signed webhook body without sending it (for replay and tampering tests). */
  signedWebhook(payload: Record<string, unknown>, key?: KeyObject): string;
}

const directMediums = ['MPESA', 'TELEBIRR', 'CBE', 'ETHSWITCH', 'LAKIPAY', 'CYBERSOURCE'];

/**
 * A loopback LakiPay following the public SDK's contract (`lakipay-co/lakipay-js-sdk`): `X-API-Key` auth,
 * the `{status, message, data, error_code, errors}` envelope, direct payments, hosted checkout, transaction
 * lookup by LakiPay's transaction id, and DEPOSIT webhooks signed with RSA-SHA256 over the sorted `key=value`
 * pairs of every other field.
 */
export async function startFakeLakiPay(options: { apiKey?: string } = {}): Promise<FakeLakiPay> {
  const apiKey = options.apiKey ?? 'pk_test_lomi:sk_test_lomi';
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const transactions = new Map<string, FakeLakiPayTransaction>();

  const byReference = (reference: string) =>
    [...transactions.values()].find((item) => item.reference === reference);

  function handle(request: FakeRequest): FakeResponse {
    if (request.headers['x-api-key'] !== apiKey) {
      return error(401, 'INVALID_API_KEY', 'Invalid or missing API key');
    }
    const path = request.url.pathname;
    if (
      request.method === 'POST' &&
      (path === '/api/v2/payment/direct' || path === '/api/v2/payment/checkout')
    ) {
      return create(request, path.endsWith('/checkout'));
    }
    const lookup = /^\/api\/v2\/payment\/transaction\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && lookup) {
      const transaction = transactions.get(decodeURIComponent(lookup[1]!));
      if (!transaction) return error(404, 'NOT_FOUND', 'Transaction not found');
      return ok('Transaction retrieved', publicView(transaction));
    }
    return error(404, 'NOT_FOUND', `No route ${request.method} ${path}`);
  }

  function create(request: FakeRequest, hosted: boolean): FakeResponse {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(request.rawBody.toString('utf8')) as Record<string, unknown>;
    } catch {
      return error(400, 'VALIDATION_ERROR', 'Request body must be JSON');
    }
    const errors: Record<string, string[]> = {};
    const amount = body.amount;
    if (typeof amount !== 'number' || !(amount > 0) || !/^\d+(?:\.\d{1,2})?$/.test(String(amount))) {
      return error(400, 'INVALID_AMOUNT', 'Amount must be a positive decimal with at most 2 decimal places');
    }
    if (body.currency !== 'ETB' && body.currency !== 'USD') errors.currency = ['Currency must be ETB or USD'];
    if (typeof body.reference !== 'string' || body.reference === '')
      errors.reference = ['Reference is required'];
    const phone = body.phone_number;
    if (!hosted || phone !== undefined) {
      if (typeof phone !== 'string' || !/^251[79]\d{8}$/.test(phone)) {
        return error(400, 'INVALID_PHONE', 'Phone number must be 2519XXXXXXXX or 2517XXXXXXXX without +');
      }
    }
    let medium = 'CHECKOUT';
    if (hosted) {
      const mediums = body.supported_mediums;
      if (
        !Array.isArray(mediums) ||
        mediums.length === 0 ||
        !mediums.every((item) => directMediums.includes(item))
      ) {
        errors.supported_mediums = ['supported_mediums must list LakiPay mediums'];
      }
      const redirects = body.redirects as Record<string, unknown> | undefined;
      if (typeof redirects?.success !== 'string' || typeof redirects.failed !== 'string') {
        errors.redirects = ['redirects.success and redirects.failed are required'];
      }
    } else if (typeof body.medium !== 'string' || !directMediums.includes(body.medium)) {
      errors.medium = ['Unsupported medium'];
    } else {
      medium = body.medium;
    }
    if (Object.keys(errors).length > 0) {
      return {
        status: 400,
        body: { status: 'ERROR', message: 'Validation failed', error_code: 'VALIDATION_ERROR', errors },
      };
    }
    if (byReference(body.reference as string)) {
      return error(409, 'DUPLICATE_REFERENCE', 'A transaction with this reference already exists');
    }
    const id = `TXN-${randomUUID()}`;
    const transaction: FakeLakiPayTransaction = {
      transaction_id: id,
      reference: body.reference as string,
      amount,
      currency: body.currency as 'ETB' | 'USD',
      status: 'PENDING',
      medium,
      phone_number: typeof phone === 'string' ? phone : null,
      callback_url: typeof body.callback_url === 'string' ? body.callback_url : null,
      checkout_url: hosted ? `${server.url}/checkout/${id}` : null,
      created_at: new Date().toISOString(),
    };
    transactions.set(id, transaction);
    const data = publicView(transaction);
    return ok(
      hosted ? 'Checkout created' : 'Payment initiated',
      hosted ? { ...data, checkout_url: transaction.checkout_url } : data,
    );
  }

  function signedWebhook(payload: Record<string, unknown>, key: KeyObject = privateKey): string {
    const canonical = Object.keys(payload)
      .filter((name) => name !== 'signature')
      .sort()
      .map((name) => `${name}=${String(payload[name])}`)
      .join('&');
    return JSON.stringify({
      ...payload,
      signature: sign('sha256', Buffer.from(canonical), key).toString('base64'),
    });
  }

  const server = await startFakeHttpServer(handle, () => ({
    status: 'ERROR',
    message: 'Internal server error',
    error_code: 'INTERNAL_ERROR',
  }));

  return {
    url: server.url,
    requests: server.requests,
    failNext: (knob: FailureKnob, count?: number) => server.failNext(knob, count),
    close: () => server.close(),
    apiKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    transactions,
    byReference,
    signedWebhook,
    async settle(reference, status, settleOptions = {}) {
      const transaction = byReference(reference);
      if (!transaction) throw new Error(`fake LakiPay has no transaction ${reference}`);
      transaction.status = status;
      if (settleOptions.amount !== undefined) transaction.amount = settleOptions.amount;
      const body = signedWebhook({
        event: 'DEPOSIT',
        transaction_id: transaction.transaction_id,
        reference: transaction.reference,
        amount: transaction.amount,
        currency: transaction.currency,
        status: transaction.status,
        medium: transaction.medium,
        timestamp: new Date().toISOString(),
      });
      if (settleOptions.deliver !== false && transaction.callback_url) {
        await deliverWebhook(transaction.callback_url, body, {});
      }
      return body;
    },
  };
}

function publicView(transaction: FakeLakiPayTransaction) {
  const { transaction_id, reference, amount, currency, status, medium, created_at } = transaction;
  return { transaction_id, reference, amount, currency, status, medium, created_at };
}

function ok(message: string, data: unknown): FakeResponse {
  return { status: 200, body: { status: 'SUCCESS', message, data } };
}

function error(status: number, code: string, message: string): FakeResponse {
  return { status, body: { status: 'ERROR', message, error_code: code } };
}
