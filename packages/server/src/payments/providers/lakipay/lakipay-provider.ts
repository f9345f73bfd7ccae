import { createHash, createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { PaymentMethod } from '@lomi/core';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  WebhookAuthError,
  type InitiatePaymentInput,
  type InitiatePaymentResult,
  type ParsedWebhook,
  type PaymentProvider,
  type ProviderStatus,
  type RawWebhook,
  type VerifiedPayment,
} from '../../payment-provider.ts';
import { fetchJson, type JsonResponse } from '../wire/fetch-json.ts';
import { jsonDecimal } from '../wire/json-decimal.ts';
import { isJsonRecord, stringField, type JsonRecord } from '../wire/json-record.ts';
import { minorToMajorString } from '../wire/major-units.ts';
import { majorUnitMoney } from '../wire/provider-money.ts';
import type { LakiPayConfig } from './lakipay-config.ts';

/** LakiPay's names for the mobile-money wallets we push to. */
const directMediums: Partial<Record<PaymentMethod, string>> = {
  telebirr: 'TELEBIRR',
  mpesa: 'MPESA',
  cbe: 'CBE',
};
const checkoutMediums = ['TELEBIRR', 'MPESA', 'CBE'];

/**
 * LakiPay adapter: direct charge (push to the donor's phone) for telebirr, M-Pesa and CBE Birr, hosted checkout
 * for "payonline", transaction lookup, and webhooks signed with LakiPay's RSA key (base64 RSA-SHA256 over the
 * payload's other fields as sorted `key=value` pairs joined by `&`, as LakiPay's SDK documents).
 */
export function createLakiPayProvider(config: LakiPayConfig): PaymentProvider {
  const baseUrl = config.baseUrl.replace(/(?<!\/)\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  const fetchImpl = config.fetch ?? fetch;
  const publicKey: KeyObject = createPublicKey(config.webhookPublicKey);

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal) {
    const response = await fetchJson({
      method,
      url: `${baseUrl}${path}`,
      headers: { 'X-API-Key': config.apiKey },
      body,
      timeoutMs,
      fetch: fetchImpl,
      signal,
    });
    return unwrapEnvelope(response);
  }

  return {
    id: 'lakipay',
    methods: ['telebirr', 'mpesa', 'cbe', 'payonline'],
    currencies: ['ETB'],

    async initiatePayment(input: InitiatePaymentInput, options): Promise<InitiatePaymentResult> {
      const common = {
        amount: jsonDecimal(minorToMajorString(input.money.amountMinor)),
        currency: input.money.currency,
        description: input.description,
        reference: input.invoiceId,
        callback_url: input.webhookUrl,
        redirects: { success: input.successUrl, failed: input.cancelUrl },
      };
      if (input.method === 'payonline') {
        const data = await call(
          'POST',
          '/api/v2/payment/checkout',
          {
            ...common,
            ...(input.payer.phone ? { phone_number: lakiPayPhone(input.payer.phone) } : {}),
            supported_mediums: checkoutMediums,
          },
          options?.signal,
        );
        const checkoutUrl = stringField(data, 'checkout_url');
        if (!checkoutUrl) {
          // The checkout exists at LakiPay but we cannot send the donor there; reconciliation settles it.
          throw new ProviderUnavailableError('LakiPay created the checkout without a checkout URL');
        }
        return {
          providerRef: stringField(data, 'transaction_id'),
          status: 'pending',
          nextAction: { type: 'redirect', url: checkoutUrl },
        };
      }
      const medium = directMediums[input.method];
      if (!medium) throw new ProviderRejectedError(`LakiPay does not take ${input.method} payments`);
      if (!input.payer.phone) throw new ProviderRejectedError('A phone number is required');
      const data = await call(
        'POST',
        '/api/v2/payment/direct',
        { ...common, phone_number: lakiPayPhone(input.payer.phone), medium },
        options?.signal,
      );
      const status = lakiPayStatus(data.status);
      return {
        providerRef: stringField(data, 'transaction_id'),
        status,
        nextAction: status === 'pending' ? { type: 'approve_on_phone' } : { type: 'none' },
      };
    },

    async verifyPayment(ref): Promise<VerifiedPayment> {
      // The lookup is by LakiPay's transaction id; when the initiation never answered we only have our reference.
      const id = ref.providerRef ?? ref.invoiceId;
      const data = await call('GET', `/api/v2/payment/transaction/${encodeURIComponent(id)}`).catch(
        (error: unknown) => {
          // A lookup LakiPay refuses (unknown id, bad key) says nothing about the payment: its outcome stays unknown.
          if (error instanceof ProviderRejectedError) {
            throw new ProviderUnavailableError(`LakiPay could not look up ${id}: ${error.message}`, {
              cause: error,
            });
          }
          throw error;
        },
      );
      const reference = stringField(data, 'reference');
      if (reference !== ref.invoiceId) {
        throw new ProviderUnavailableError(
          `LakiPay transaction ${id} does not belong to invoice ${ref.invoiceId}`,
        );
      }
      const status = lakiPayStatus(data.status);
      return {
        invoiceId: ref.invoiceId,
        providerRef: stringField(data, 'transaction_id') ?? ref.providerRef,
        status,
        money: majorUnitMoney(
          data,
          () => new ProviderUnavailableError('LakiPay sent a transaction without a valid amount'),
        ),
        ...(status === 'failed'
          ? { reason: `LakiPay reports the payment ${String(data.status).toLowerCase()}` }
          : {}),
      };
    },

    parseWebhook(request: RawWebhook): ParsedWebhook {
      const payload = parseJsonObject(request.rawBody);
      const signature = stringField(payload, 'signature');
      if (!signature) throw new WebhookAuthError('LakiPay webhook has no signature');
      if (
        !verify('sha256', Buffer.from(canonicalString(payload)), publicKey, Buffer.from(signature, 'base64'))
      ) {
        throw new WebhookAuthError('LakiPay webhook signature does not match');
      }
      const isDeposit = payload.event === 'DEPOSIT';
      return {
        dedupeKey: createHash('sha256').update(request.rawBody).digest('hex'),
        invoiceId: isDeposit ? stringField(payload, 'reference') : null,
        providerRef: stringField(payload, 'transaction_id'),
        claimedStatus: isDeposit ? lakiPayStatus(payload.status) : 'pending',
        trusted: false,
        money: isDeposit
          ? majorUnitMoney(
              payload,
              () => new WebhookAuthError('LakiPay webhook amount is malformed', { problem: 'malformed' }),
            )
          : null,
      };
    },
  };
}

/** The SDK's canonical form: every field but `signature`, keys sorted, `key=value` joined by `&`. */
function canonicalString(payload: JsonRecord): string {
  return Object.keys(payload)
    .filter((key) => key !== 'signature')
    .sort()
    .map((key) => `${key}=${String(payload[key])}`)
    .join('&');
}

function parseJsonObject(rawBody: Buffer): JsonRecord {
  let payload: unknown;
  try {
    payload = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookAuthError('LakiPay webhook body is not JSON', { problem: 'malformed' });
  }
  if (!isJsonRecord(payload))
    throw new WebhookAuthError('LakiPay webhook body is not a JSON object', { problem: 'malformed' });
  return payload;
}

/** LakiPay's envelope `{status: SUCCESS|ERROR, message, data, error_code, errors}` to its `data`, or an error. */
function unwrapEnvelope(response: JsonResponse): JsonRecord {
  const envelope = isJsonRecord(response.body) ? response.body : {};
  const message = stringField(envelope, 'message') ?? 'The payment was refused';
  if (response.status >= 400) throw new ProviderRejectedError(message);
  if (envelope.status !== 'SUCCESS') {
    // PROVIDER_ERROR is LakiPay saying the wallet behind it failed, which "may be transient": outcome unknown.
    if (envelope.error_code === 'PROVIDER_ERROR') throw new ProviderUnavailableError(message);
    throw new ProviderRejectedError(message);
  }
  if (!isJsonRecord(envelope.data)) throw new ProviderUnavailableError('LakiPay answered without data');
  return envelope.data;
}

function lakiPayStatus(status: unknown): ProviderStatus {
  if (status === 'SUCCESS') return 'succeeded';
  if (status === 'FAILED' || status === 'CANCELLED') return 'failed';
  // PENDING and anything LakiPay may add later: never turn an unknown word into a failure.
  return 'pending';
}

/** LakiPay wants the country code without `+`: 2519XXXXXXXX. */
function lakiPayPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `251${digits.slice(1)}` : digits;
}
