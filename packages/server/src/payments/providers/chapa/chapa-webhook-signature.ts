import { createHmac, timingSafeEqual } from 'node:crypto';
import type { RawWebhook } from '../../payment-provider.ts';

/**
 * Whether a Chapa delivery is signed with our secret hash. Chapa sends `x-chapa-signature`, the hex
 * HMAC-SHA256 of the raw body keyed by the secret hash; `Chapa-Signature` is accepted too when it carries the
 * same body HMAC. (Chapa also documents `Chapa-Signature` as the HMAC of the secret by itself: a constant that
 * says nothing about the body, so it alone never authenticates a delivery.) Compared in constant time.
 */
export function hasValidChapaSignature(request: RawWebhook, secret: string): boolean {
  const expected = createHmac('sha256', secret).update(request.rawBody).digest();
  return ['x-chapa-signature', 'chapa-signature'].some((name) => {
    const received = headerValue(request.headers, name);
    if (!received || !/^[0-9a-f]{64}$/i.test(received.trim())) return false;
    return timingSafeEqual(Buffer.from(received.trim(), 'hex'), expected);
  });
}

function headerValue(headers: RawWebhook['headers'], name: string): string | undefined {
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === name) return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}
