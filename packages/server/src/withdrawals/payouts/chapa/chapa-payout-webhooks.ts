import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookAuthError, type RawWebhook } from '../../../payments/payment-provider.ts';
import { hasValidChapaSignature } from '../../../payments/providers/chapa/chapa-webhook-signature.ts';
import { isJsonRecord, stringField, type JsonRecord } from '../../../payments/providers/wire/json-record.ts';
import { majorToMinor } from '../../../payments/providers/wire/major-units.ts';
import type { PayoutCallback } from '../payout-provider.ts';
import { chapaPayoutStatus } from './chapa-payout-status.ts';

/** Chapa's webhook body: flat (current deliveries) or `{event, data}` (older documentation). */
function payloadOf(rawBody: Buffer): JsonRecord | undefined {
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return undefined;
  }
  if (!isJsonRecord(body)) return undefined;
  return isJsonRecord(body.data) ? { ...body.data, event: body.event } : body;
}

/**
 * Whether a Chapa webhook is about a transfer (`payout.*` event or `type: "Payout"`). Chapa posts every event
 * to the one URL of its dashboard, so the payments webhook route can hand these to the payout rail.
 */
export function isChapaPayoutWebhook(request: RawWebhook): boolean {
  const payload = payloadOf(request.rawBody);
  if (!payload) return false;
  return payload.type === 'Payout' || String(payload.event ?? '').startsWith('payout.');
}

/**
 * Reads a Chapa payout webhook: `x-chapa-signature` must be the hex HMAC-SHA256 of the raw body keyed by the
 * secret hash (constant-time compare); events `payout.success`, `payout.failed`, `payout.cancelled`. Chapa
 * gives no event id, so the dedupe key is the hash of the body.
 */
export function parseChapaPayoutCallback(request: RawWebhook, webhookSecret: string): PayoutCallback {
  if (!hasValidChapaSignature(request, webhookSecret)) {
    throw new WebhookAuthError('Chapa webhook signature is missing or does not match');
  }
  const payload = payloadOf(request.rawBody);
  if (!payload)
    throw new WebhookAuthError('Chapa webhook body is not a JSON object', { problem: 'malformed' });
  if (!isChapaPayoutWebhook(request)) {
    throw new WebhookAuthError('Chapa webhook is not about a transfer', { problem: 'malformed' });
  }
  // Our reference is `reference` in Chapa's payout events (`tx_ref` in its verify answer).
  const reference = stringField(payload, 'reference') ?? stringField(payload, 'tx_ref');
  if (!reference)
    throw new WebhookAuthError('Chapa payout webhook has no reference', { problem: 'malformed' });
  const event = typeof payload.event === 'string' ? payload.event : '';
  return {
    dedupeKey: createHash('sha256').update(request.rawBody).digest('hex'),
    reference,
    claimedStatus: chapaPayoutStatus(event.startsWith('payout.') ? event : payload.status),
  };
}

/** Chapa's question on the transfer approval URL, as the withdrawal service checks it. */
export interface ChapaApprovalRequest {
  reference: string;
  amountMinor: number;
  accountNumber: string;
}

/**
 * Reads Chapa's signed "did you send this transfer?" (`{amount, reference, bank, account_name,
 * account_number}`, header `Chapa-Signature` = hex HMAC-SHA256 of the raw body keyed by the approval secret,
 * compared in constant time). Throws {@link WebhookAuthError}: `signature` when unsigned or forged,
 * `malformed` when the signed body cannot be read.
 */
export function readChapaApprovalRequest(request: RawWebhook, approvalSecret: string): ChapaApprovalRequest {
  const received = headerValue(request.headers, 'chapa-signature')?.trim() ?? '';
  const expected = createHmac('sha256', approvalSecret).update(request.rawBody).digest();
  if (!/^[0-9a-f]{64}$/i.test(received) || !timingSafeEqual(Buffer.from(received, 'hex'), expected)) {
    throw new WebhookAuthError('Chapa approval signature is missing or does not match');
  }
  const malformed = () =>
    new WebhookAuthError('Chapa approval request is malformed', { problem: 'malformed' });
  let body: unknown;
  try {
    body = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    throw malformed();
  }
  if (!isJsonRecord(body)) throw malformed();
  const reference = stringField(body, 'reference');
  const accountNumber = body.account_number;
  const { amount } = body;
  if (!reference || (typeof accountNumber !== 'string' && typeof accountNumber !== 'number'))
    throw malformed();
  if (typeof amount !== 'string' && typeof amount !== 'number') throw malformed();
  let amountMinor: number;
  try {
    amountMinor = majorToMinor(amount);
  } catch {
    throw malformed();
  }
  return { reference, amountMinor, accountNumber: String(accountNumber) };
}

function headerValue(headers: RawWebhook['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
