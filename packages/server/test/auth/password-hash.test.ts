import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../src/auth/password-hash.ts';

describe('password hashing', () => {
  it('hashes with scrypt and a random salt, and verifies', async () => {
    const a = await hashPassword('lomi-demo-1234');
    const b = await hashPassword('lomi-demo-1234');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('lomi-demo-1234', a)).toBe(true);
    expect(await verifyPassword('lomi-demo-12345', a)).toBe(false);
  });

  it('rejects malformed hashes', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
