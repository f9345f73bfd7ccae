import { randomUUID } from 'node:crypto';
import type { ProviderStatus } from '../../payment-provider.ts';
import { signSandboxPayload, SANDBOX_SIGNATURE_HEADER } from './sandbox-signature.ts';
import type { SandboxPayment } from './sandbox-payment-repository.ts';

/** The body of a sandbox webhook. Each delivery has its own `id` (the dedupe key). */
export interface SandboxEvent {
  id: string;
  type: 'payment.updated';
  /** Unix seconds when the event was created; a stale event carries an older value. */
  created: number;
  data: {
    invoice_id: string;
    reference: string;
    status: ProviderStatus;
    amount_minor: number;
    currency: string;
  };
}

/** Builds an event about `payment` claiming `status`. */
export function sandboxEvent(
  payment: SandboxPayment,
  status: ProviderStatus,
  createdSeconds: number,
): SandboxEvent {
  return {
    id: `evt_${randomUUID()}`,
    type: 'payment.updated',
    created: createdSeconds,
    data: {
      invoice_id: payment.invoice_id,
      reference: payment.reference,
      status,
      amount_minor: payment.reported_amount_minor,
      currency: payment.currency,
    },
  };
}

/**
 * POSTs a signed event (a payment's or a payout's) to `url` over real HTTP, like a provider calling our
 * webhook endpoint. Resolves with the status code; network errors reject.
 */
export async function deliverSandboxEvent(
  url: string,
  event: object,
  secret: string,
  nowSeconds: number,
  fetchImpl: typeof fetch,
): Promise<number> {
  const body = JSON.stringify(event);
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(body, secret, nowSeconds),
    },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}
