import { describe, expect, it } from 'vitest';
import { isValidEmail } from './email-address.ts';

describe('isValidEmail', () => {
  it('accepts name@domain.tld and refuses the rest', () => {
    expect(isValidEmail('abebe@lomi.et')).toBe(true);
    expect(isValidEmail(' abebe.k+gifts@mail.example.org ')).toBe(true);
    for (const text of ['', 'abebe', 'abebe@', '@lomi.et', 'abebe@lomi', 'a b@lomi.et', 'a@@lomi.et']) {
      expect(isValidEmail(text), text).toBe(false);
    }
  });
});
