import { ProviderRejectedError, ProviderUnavailableError } from '../../../payments/payment-provider.ts';
import { chapaErrorMessage } from '../../../payments/providers/chapa/chapa-error-message.ts';
import { fetchJson, type JsonResponse } from '../../../payments/providers/wire/fetch-json.ts';
import { isJsonRecord, stringField, type JsonRecord } from '../../../payments/providers/wire/json-record.ts';
import { majorToMinor, minorToMajorString } from '../../../payments/providers/wire/major-units.ts';
import type { PayoutAnswer, PayoutBank, PayoutProvider } from '../payout-provider.ts';
import type { ChapaPayoutConfig } from './chapa-payout-config.ts';
import { chapaPayoutStatus } from './chapa-payout-status.ts';
import { parseChapaPayoutCallback, readChapaApprovalRequest } from './chapa-payout-webhooks.ts';

/** Chapa's refusal when a transfer reference reaches it twice, i.e. our earlier request did get through. */
const reusedReference = /used before|already (?:been )?used|duplicate/i;

/**
 * The Chapa rail (Transfers API v1, https://developer.chapa.co/docs/transfers): banks `GET /v1/banks`,
 * transfer `POST /v1/transfers` (queued: answered pending), verify `GET /v1/transfers/verify/{reference}`,
 * `payout.*` webhooks and the transfer approval URL. Amounts cross the wire as exact major-unit strings.
 */
export function createChapaPayoutProvider(config: ChapaPayoutConfig): PayoutProvider {
  const baseUrl = config.baseUrl.replace(/(?<!\/)\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  const fetchImpl = config.fetch ?? fetch;
  const { approvalSecret } = config;

  function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<JsonResponse> {
    return fetchJson({
      method,
      url: `${baseUrl}${path}`,
      headers: { authorization: `Bearer ${config.secretKey}` },
      body,
      timeoutMs,
      fetch: fetchImpl,
    });
  }

  async function verifyPayout(reference: string): Promise<PayoutAnswer> {
    const response = await call('GET', `/v1/transfers/verify/${encodeURIComponent(reference)}`);
    const body = isJsonRecord(response.body) ? response.body : {};
    if (response.status >= 400 || body.status !== 'success' || !isJsonRecord(body.data)) {
      // A refused lookup ("not found", a bad key) says nothing about the transfer: outcome unknown.
      throw new ProviderUnavailableError(
        `Chapa has no answer for transfer ${reference}: ${chapaErrorMessage(response, 'no details')}`,
      );
    }
    const data = body.data;
    const answeredFor = stringField(data, 'tx_ref') ?? stringField(data, 'reference');
    if (answeredFor !== reference) {
      throw new ProviderUnavailableError(`Chapa answered about another transfer than ${reference}`);
    }
    const status = chapaPayoutStatus(data.status);
    return {
      reference,
      status,
      providerRef: stringField(data, 'chapa_transfer_id') ?? stringField(data, 'chapa_reference'),
      ...paidAmount(data),
      ...(status === 'failed' ? { failureReason: failureReason(data) } : {}),
    };
  }

  const provider: PayoutProvider = {
    rail: 'chapa',

    async listBanks(): Promise<PayoutBank[]> {
      const response = await call('GET', '/v1/banks');
      const body = isJsonRecord(response.body) ? response.body : {};
      if (response.status >= 400)
        throw new ProviderRejectedError(chapaErrorMessage(response, 'Banks refused'));
      if (!Array.isArray(body.data)) throw new ProviderUnavailableError('Chapa answered without a bank list');
      return body.data.filter(isJsonRecord).flatMap(toBank);
    },

    async initiatePayout(order): Promise<PayoutAnswer> {
      const bankCode = Number(order.bankCode);
      if (!/^\d+$/.test(order.bankCode) || !Number.isSafeInteger(bankCode)) {
        throw new ProviderRejectedError(`"${order.bankCode}" is not one of Chapa's bank codes`);
      }
      if (!Number.isSafeInteger(order.amountMinor) || order.amountMinor <= 0) {
        throw new ProviderRejectedError('The amount must be a positive whole number of santim');
      }
      if (order.currency !== 'ETB') throw new ProviderRejectedError('Chapa transfers are paid in ETB');
      const response = await call('POST', '/v1/transfers', {
        account_name: order.accountName,
        account_number: order.accountNumber,
        amount: minorToMajorString(order.amountMinor),
        currency: order.currency,
        reference: order.reference,
        bank_code: bankCode,
      });
      const body = isJsonRecord(response.body) ? response.body : {};
      if (response.status >= 400 || body.status !== 'success') {
        const message = chapaErrorMessage(response, 'The transfer was refused');
        // Our earlier request with this reference got through: report that transfer, never make another.
        if (reusedReference.test(message)) return verifyPayout(order.reference);
        throw new ProviderRejectedError(message);
      }
      // Chapa answers `data` = the transfer's reference (a string); queued transfers are settled later.
      const data = body.data;
      const providerRef =
        typeof data === 'string' && data !== '' && data !== order.reference
          ? data
          : isJsonRecord(data)
            ? (stringField(data, 'chapa_transfer_id') ?? null)
            : null;
      return { reference: order.reference, status: 'pending', providerRef };
    },

    verifyPayout,

    parsePayoutCallback: (request) => parseChapaPayoutCallback(request, config.webhookSecret),
  };
  if (approvalSecret !== undefined) {
    provider.readApprovalRequest = (request) => readChapaApprovalRequest(request, approvalSecret);
  }
  return provider;
}

/** A bank of Chapa's list, when it is active and pays ETB (`id` is the transfers' `bank_code`). */
function toBank(record: JsonRecord): PayoutBank[] {
  const { id, name, acct_length: length } = record;
  if ((typeof id !== 'number' && typeof id !== 'string') || typeof name !== 'string') return [];
  if (record.is_active === 0 || record.is_active === false) return [];
  if (record.currency !== undefined && record.currency !== 'ETB') return [];
  return [
    {
      code: String(id),
      name,
      ...(typeof length === 'number' && Number.isInteger(length) && length > 0
        ? { accountLength: length }
        : {}),
      isMobileMoney: record.is_mobilemoney === 1 || record.is_mobilemoney === true,
    },
  ];
}

/**
 * What Chapa says it paid, when it says it. An amount that cannot be read exactly in ETB makes the answer
 * unusable (never settled as paid on a guess).
 */
function paidAmount(data: JsonRecord): { amountMinor?: number } {
  const { amount, currency } = data;
  if (amount === undefined || amount === null) return {};
  const unreadable = () =>
    new ProviderUnavailableError('Chapa sent a transfer without a readable ETB amount');
  if ((typeof amount !== 'number' && typeof amount !== 'string') || (currency ?? 'ETB') !== 'ETB') {
    throw unreadable();
  }
  try {
    return { amountMinor: majorToMinor(amount) };
  } catch {
    throw unreadable();
  }
}

function failureReason(data: JsonRecord): string {
  const words = stringField(data, 'reason') ?? stringField(data, 'message');
  return words ?? `Chapa reports the transfer ${String(data.status)}`;
}
