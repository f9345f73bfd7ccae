import { createHash } from 'node:crypto';
import { z } from 'zod';
import { WebhookAuthError, type RawWebhook } from '../../../payments/payment-provider.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  verifySandboxSignature,
} from '../../../payments/providers/sandbox/sandbox-signature.ts';
import type { PayoutCallback } from '../payout-provider.ts';
import type { SandboxPayout } from './sandbox-payout-repository.ts';

/**
 * The body of a sandbox payout callback. It has no delivery id: like Chapa's, a repeated delivery carries the
 * same bytes, so the hash of the body is the dedupe key.
 */
export interface SandboxPayoutEvent {
  type: 'payout.updated';
  reference: string;
  provider_ref: string;
  status: 'succeeded' | 'failed';
  amount_minor: number;
  currency: 'ETB';
  failure_reason: string | null;
  /** Unix seconds when the transfer settled. */
  settled: number;
}

const eventSchema = z.object({
  type: z.literal('payout.updated'),
  reference: z.string().min(1).max(64),
  provider_ref: z.string().min(1),
  status: z.enum(['succeeded', 'failed']),
  amount_minor: z.number().int().positive(),
  currency: z.literal('ETB'),
  failure_reason: z.string().nullable(),
  settled: z.number().int(),
});

/** The callback the sandbox sends once `payout` has settled. */
export function sandboxPayoutEvent(payout: SandboxPayout): SandboxPayoutEvent {
  return {
    type: 'payout.updated',
    reference: payout.reference,
    provider_ref: payout.provider_ref,
    status: payout.outcome,
    amount_minor: payout.amount_minor,
    currency: payout.currency,
    failure_reason: payout.failure_reason,
    settled: Math.floor(payout.settle_at.getTime() / 1000),
  };
}

/**
 * Checks a callback's `x-sandbox-signature` (HMAC-SHA256 over the timestamp and the raw body, compared in
 * constant time, at most 5 minutes old) and reads it; throws {@link WebhookAuthError} otherwise.
 */
export function parseSandboxPayoutCallback(
  request: RawWebhook,
  secret: string,
  nowSeconds: number,
): PayoutCallback {
  verifySandboxSignature(request.headers[SANDBOX_SIGNATURE_HEADER], request.rawBody, secret, nowSeconds);
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    throw new WebhookAuthError('body is not JSON', { problem: 'malformed' });
  }
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) {
    throw new WebhookAuthError('body is not a sandbox payout event', { problem: 'malformed' });
  }
  return {
    dedupeKey: createHash('sha256').update(request.rawBody).digest('hex'),
    reference: parsed.data.reference,
    claimedStatus: parsed.data.status,
  };
}
