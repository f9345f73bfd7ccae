import { createHash } from 'node:crypto';
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
import { isJsonRecord, stringField, type JsonRecord } from '../wire/json-record.ts';
import { minorToMajorString } from '../wire/major-units.ts';
import { majorUnitMoney } from '../wire/provider-money.ts';
import type { ChapaConfig } from './chapa-config.ts';
import { chapaErrorMessage } from './chapa-error-message.ts';
import { hasValidChapaSignature } from './chapa-webhook-signature.ts';

/** Chapa's direct-charge `type` for each of our mobile-money methods. */
const chargeTypes: Partial<Record<PaymentMethod, string>> = {
  telebirr: 'telebirr',
  mpesa: 'mpesa',
  cbe: 'cbebirr',
};

/** Chapa's answer when a tx_ref reaches it twice, i.e. our earlier attempt did get through. */
const reusedReference = /used before/i;

/**
 * Chapa adapter (API v1): hosted checkout (`/v1/transaction/initialize` -> `checkout_url`) for "payonline",
 * direct charge (`/v1/charges?type=`) for telebirr, M-Pesa and CBE Birr, verify (`/v1/transaction/verify/:tx_ref`)
 * and HMAC-signed webhooks. Amounts cross the wire as major-unit decimal strings, converted exactly.
 */
export function createChapaProvider(config: ChapaConfig): PaymentProvider {
  const baseUrl = config.baseUrl.replace(/(?<!\/)\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  const fetchImpl = config.fetch ?? fetch;

  function call(method: 'GET' | 'POST', path: string, body?: unknown, signal?: AbortSignal) {
    return fetchJson({
      method,
      url: `${baseUrl}${path}`,
      headers: { authorization: `Bearer ${config.secretKey}` },
      body,
      timeoutMs,
      fetch: fetchImpl,
      signal,
    });
  }

  return {
    id: 'chapa',
    methods: ['telebirr', 'mpesa', 'cbe', 'payonline'],
    currencies: ['ETB'],

    async initiatePayment(input: InitiatePaymentInput, options): Promise<InitiatePaymentResult> {
      const payer = {
        ...(input.payer.email ? { email: input.payer.email } : {}),
        ...(input.payer.firstName ? { first_name: input.payer.firstName } : {}),
        ...(input.payer.lastName ? { last_name: input.payer.lastName } : {}),
      };
      const amount = minorToMajorString(input.money.amountMinor);
      if (input.method === 'payonline') {
        const response = await call(
          'POST',
          '/v1/transaction/initialize',
          {
            amount,
            currency: input.money.currency,
            tx_ref: input.invoiceId,
            ...payer,
            ...(input.payer.phone ? { phone_number: chapaPhone(input.payer.phone) } : {}),
            return_url: input.successUrl,
            customization: { title: 'Lomi donation', description: customizationText(input.description) },
            meta: input.metadata,
          },
          options?.signal,
        );
        if (response.status >= 400 && reusedReference.test(errorMessage(response))) {
          // An earlier attempt created this checkout but its URL was lost: only verify can tell what happened.
          throw new ProviderUnavailableError('Chapa already has a checkout for this invoice');
        }
        const checkoutUrl = stringField(successData(response), 'checkout_url');
        if (!checkoutUrl) throw new ProviderUnavailableError('Chapa answered without a checkout URL');
        return { providerRef: null, status: 'pending', nextAction: { type: 'redirect', url: checkoutUrl } };
      }
      const type = chargeTypes[input.method];
      if (!type) throw new ProviderRejectedError(`Chapa does not take ${input.method} payments`);
      if (!input.payer.phone) throw new ProviderRejectedError('A phone number is required');
      const response = await call(
        'POST',
        `/v1/charges?type=${type}`,
        {
          amount,
          currency: input.money.currency,
          tx_ref: input.invoiceId,
          mobile: chapaPhone(input.payer.phone),
          ...payer,
        },
        options?.signal,
      );
      if (response.status >= 400 && reusedReference.test(errorMessage(response))) {
        // Our earlier attempt already pushed the prompt to the donor's phone.
        return { providerRef: null, status: 'pending', nextAction: { type: 'approve_on_phone' } };
      }
      const data = successData(response);
      if (data.auth_type !== undefined && data.auth_type !== 'ussd') {
        throw new ProviderRejectedError(
          'This wallet asks for a one-time code, which Lomi does not support yet',
        );
      }
      const meta = isJsonRecord(data.meta) ? data.meta : {};
      return {
        providerRef: stringField(meta, 'ref_id') ?? stringField(data, 'requestID'),
        status: 'pending',
        nextAction: { type: 'approve_on_phone' },
      };
    },

    async verifyPayment(ref): Promise<VerifiedPayment> {
      const response = await call('GET', `/v1/transaction/verify/${encodeURIComponent(ref.invoiceId)}`);
      const body = isJsonRecord(response.body) ? response.body : {};
      if (response.status >= 400 || body.status !== 'success' || !isJsonRecord(body.data)) {
        // A refused lookup ("Transaction not found", a bad key) says nothing about the payment: outcome unknown.
        throw new ProviderUnavailableError(
          `Chapa has no answer for ${ref.invoiceId}: ${errorMessage(response)}`,
        );
      }
      const data = body.data;
      if (stringField(data, 'tx_ref') !== ref.invoiceId) {
        throw new ProviderUnavailableError(`Chapa answered about another transaction than ${ref.invoiceId}`);
      }
      const status = chapaStatus(data.status);
      return {
        invoiceId: ref.invoiceId,
        providerRef: stringField(data, 'reference') ?? ref.providerRef,
        status,
        money: majorUnitMoney(
          data,
          () => new ProviderUnavailableError('Chapa sent a transaction without a valid amount'),
        ),
        ...(status === 'failed' ? { reason: `Chapa reports the payment ${String(data.status)}` } : {}),
      };
    },

    parseWebhook(request: RawWebhook): ParsedWebhook {
      if (!hasValidChapaSignature(request, config.webhookSecret)) {
        throw new WebhookAuthError('Chapa webhook signature is missing or does not match');
      }
      let body: unknown;
      try {
        body = JSON.parse(request.rawBody.toString('utf8'));
      } catch {
        throw new WebhookAuthError('Chapa webhook body is not JSON', { problem: 'malformed' });
      }
      if (!isJsonRecord(body))
        throw new WebhookAuthError('Chapa webhook body is not a JSON object', { problem: 'malformed' });
      // Chapa's current deliveries are flat; older documentation nests the fields under `data`.
      const payload = isJsonRecord(body.data) ? { ...body.data, event: body.event } : body;
      const isPayment = payload.type !== 'Payout' && !String(payload.event ?? '').startsWith('payout.');
      return {
        dedupeKey: createHash('sha256').update(request.rawBody).digest('hex'),
        invoiceId: isPayment ? stringField(payload, 'tx_ref') : null,
        providerRef: stringField(payload, 'reference'),
        claimedStatus: isPayment ? chapaStatus(payload.status) : 'pending',
        trusted: false,
        money: isPayment
          ? majorUnitMoney(
              payload,
              () => new WebhookAuthError('Chapa webhook amount is malformed', { problem: 'malformed' }),
            )
          : null,
      };
    },
  };
}

/** The `data` of a 2xx `{status: "success", data}` answer; a 4xx or `status: "failed"` is a rejection. */
function successData(response: JsonResponse): JsonRecord {
  const body = isJsonRecord(response.body) ? response.body : {};
  if (response.status >= 400 || body.status !== 'success')
    throw new ProviderRejectedError(errorMessage(response));
  if (!isJsonRecord(body.data)) throw new ProviderUnavailableError('Chapa answered without data');
  return body.data;
}

/** Chapa's words for a refused payment request. */
function errorMessage(response: JsonResponse): string {
  return chapaErrorMessage(response, 'The payment was refused');
}

function chapaStatus(status: unknown): ProviderStatus {
  const word = typeof status === 'string' ? status.toLowerCase() : '';
  if (word === 'success') return 'succeeded';
  if (['failed', 'cancelled', 'failed/cancelled', 'reversed', 'refunded'].includes(word)) return 'failed';
  // "pending" and any word Chapa may add later stay pending: an unknown outcome is never a failure.
  return 'pending';
}

/** Chapa takes local 10-digit numbers: 251912345678 -> 0912345678. */
function chapaPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('251') ? `0${digits.slice(3)}` : digits;
}

/** Chapa only accepts letters, digits, hyphens, underscores, spaces and dots in customization texts. */
function customizationText(text: string): string {
  return text
    .replace(/[^\p{L}\p{N}\-_. ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 50);
}
