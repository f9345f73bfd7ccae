import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookAuthError } from '../../payment-provider.ts';

/** The header carrying the sandbox's webhook signature: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

/** How old a signed webhook may be, in seconds; older ones are treated as replays. */
export const SANDBOX_SIGNATURE_TOLERANCE_S = 300;

function hmac(secret: string, timestamp: number, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** Signs a raw body the way the sandbox does (Stripe's scheme: the timestamp is signed with the body). */
export function signSandboxPayload(rawBody: string, secret: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${hmac(secret, timestampSeconds, rawBody)}`;
}

/**
 * Checks a signature header against the exact received bytes; throws {@link WebhookAuthError} when it is
 * missing, malformed, wrong, or outside the tolerance (a replay of an old delivery).
 */
export function verifySandboxSignature(
  header: string | string[] | undefined,
  rawBody: Buffer,
  secret: string,
  nowSeconds: number,
): void {
  if (typeof header !== 'string' || header === '') {
    throw new WebhookAuthError(`missing ${SANDBOX_SIGNATURE_HEADER} header`);
  }
  const parts = new Map(
    header.split(',').map((part) => {
      const index = part.indexOf('=');
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) {
    throw new WebhookAuthError(`malformed ${SANDBOX_SIGNATURE_HEADER} header`);
  }
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw new WebhookAuthError('signature does not match the body');
  }
  if (Math.abs(nowSeconds - timestamp) > SANDBOX_SIGNATURE_TOLERANCE_S) {
    throw new WebhookAuthError('signature timestamp is outside the tolerance (a replay?)');
  }
}
