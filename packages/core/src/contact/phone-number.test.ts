import { describe, expect, it } from 'vitest';
import { isValidLocalPhone, sanitizePhoneInput, toInternationalPhone } from './phone-number.ts';

describe('sanitizePhoneInput', () => {
  it('keeps digits only, at most 9', () => {
    expect(sanitizePhoneInput('91a1-22 33')).toBe('9112233');
    expect(sanitizePhoneInput('9112233441234')).toBe('911223344');
    expect(sanitizePhoneInput('abc')).toBe('');
  });

  it('drops a pasted +251 or leading 0 so the local number remains', () => {
    expect(sanitizePhoneInput('+251 911 22 33 44')).toBe('911223344');
    expect(sanitizePhoneInput('0911223344')).toBe('911223344');
  });
});

describe('isValidLocalPhone', () => {
  it('accepts exactly 9 digits', () => {
    expect(isValidLocalPhone('911223344')).toBe(true);
    expect(isValidLocalPhone('91122334')).toBe(false);
    expect(isValidLocalPhone('9112233445')).toBe(false);
    expect(isValidLocalPhone('91122334a')).toBe(false);
    expect(isValidLocalPhone('')).toBe(false);
  });
});

describe('toInternationalPhone', () => {
  it('prefixes 251', () => {
    expect(toInternationalPhone('911223344')).toBe('251911223344');
  });

  it('refuses a number that is not 9 digits', () => {
    expect(() => toInternationalPhone('9112')).toThrow(/exactly 9 digits/);
  });
});
