import { afterEach, describe, expect, it, vi } from 'vitest';
import { createIdempotencyKey } from './idempotency-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createIdempotencyKey', () => {
  it('makes a new UUID every time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => createIdempotencyKey()));

    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(UUID_V4);
  });

  it('builds a version 4 UUID from getRandomValues where randomUUID is missing (plain http pages)', () => {
    const getRandomValues = vi.fn(<T extends ArrayBufferView | null>(array: T) => {
      if (array instanceof Uint8Array) array.fill(0xff);
      return array;
    });
    vi.stubGlobal('crypto', { getRandomValues });

    expect(createIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(getRandomValues).toHaveBeenCalledTimes(1);
  });
});
