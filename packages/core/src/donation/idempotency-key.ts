/**
 * A fresh random key (a version 4 UUID) for one donation attempt's `Idempotency-Key` header.
 *
 * `crypto.randomUUID` exists only in secure contexts (https, localhost); an embed may run on a plain-http
 * charity site, where `crypto.getRandomValues` is still available, so the UUID is then built from it.
 */
export function createIdempotencyKey(): string {
  const webCrypto = globalThis.crypto;
  if (typeof webCrypto.randomUUID === 'function') return webCrypto.randomUUID();
  const bytes = webCrypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
