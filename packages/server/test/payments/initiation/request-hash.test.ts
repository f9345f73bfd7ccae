import { describe, expect, it } from 'vitest';
import { requestHash } from '../../../src/payments/initiation/request-hash.ts';

describe('request hash', () => {
  it('ignores key order and undefined fields, and binds the route and every value', () => {
    const a = requestHash('/x', { b: 1, a: { d: [1, 2], c: 'x' } });
    expect(requestHash('/x', { a: { c: 'x', d: [1, 2] }, b: 1, e: undefined })).toBe(a);
    expect(requestHash('/y', { b: 1, a: { d: [1, 2], c: 'x' } })).not.toBe(a);
    expect(requestHash('/x', { b: 2, a: { d: [1, 2], c: 'x' } })).not.toBe(a);
    expect(requestHash('/x', { b: 1, a: { d: [2, 1], c: 'x' } })).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it("binds the signed-in donor, leaving a visitor's hash as it was", () => {
    const body = { amount: 1 };
    const visitor = requestHash('/x', body);
    expect(requestHash('/x', body, null)).toBe(visitor);
    expect(requestHash('/x', body, 7)).not.toBe(visitor);
    expect(requestHash('/x', body, 7)).not.toBe(requestHash('/x', body, 8));
    expect(requestHash('/x', body, 7)).toBe(requestHash('/x', { amount: 1 }, 7));
  });
});
