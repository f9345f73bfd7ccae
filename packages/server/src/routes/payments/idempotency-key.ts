import type { FastifyRequest } from 'fastify';
import { invalidField } from '../../errors/api-error.ts';

/** The optional `Idempotency-Key` header: 1–255 visible ASCII characters. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw invalidField('Idempotency-Key', 'Idempotency-Key must be 1 to 255 visible ASCII characters.');
  }
  return value;
}
