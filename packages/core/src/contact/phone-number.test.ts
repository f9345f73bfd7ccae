import { describe, expect, it } from 'vitest';
import {
  INTERNATIONAL_PHONE_PATTERNS,
  isValidInternationalPhone,
  isValidLocalPhone,
  parseInternationalPhone,
  sanitizePhoneInput,
  toInternationalPhone,
} from './phone-number.ts';

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

describe('parseInternationalPhone', () => {
  it('reads 251 and 9 digits, without a + unless allowed', () => {
    expect(parseInternationalPhone('251911223344')).toBe('251911223344');
    expect(parseInternationalPhone('+251911223344')).toBeNull();
    expect(parseInternationalPhone('+251911223344', 'optional')).toBe('251911223344');
    expect(parseInternationalPhone('251911223344', 'optional')).toBe('251911223344');
    expect(parseInternationalPhone('+251911223344', 'required')).toBe('251911223344');
    expect(parseInternationalPhone('251911223344', 'required')).toBeNull();
  });

  it('refuses other lengths, other country codes, separators, a doubled + and non-ASCII digits', () => {
    for (const plusSign of ['refused', 'optional', 'required'] as const) {
      for (const text of [
        '',
        '+',
        '251',
        '25191122334',
        '2519112233445',
        '0911223344',
        '911223344',
        '254911223344',
        '251 911223344',
        ' 251911223344',
        '251911223344\n',
        '++251911223344',
        '+ 251911223344',
        '251٩١١٢٢٣٣٤٤',
        '25191122334a',
      ]) {
        expect(parseInternationalPhone(text, plusSign), `${plusSign}: ${JSON.stringify(text)}`).toBeNull();
      }
    }
  });
});

describe('isValidInternationalPhone', () => {
  it('answers as parseInternationalPhone does', () => {
    expect(isValidInternationalPhone('251911223344')).toBe(true);
    expect(isValidInternationalPhone('+251911223344')).toBe(false);
    expect(isValidInternationalPhone('+251911223344', 'optional')).toBe(true);
    expect(isValidInternationalPhone('+251911223344', 'required')).toBe(true);
    expect(isValidInternationalPhone('2519112233', 'optional')).toBe(false);
  });

  it('accepts what toInternationalPhone makes', () => {
    expect(isValidInternationalPhone(toInternationalPhone('911223344'))).toBe(true);
  });
});

describe('INTERNATIONAL_PHONE_PATTERNS', () => {
  it('documents what parseInternationalPhone accepts', () => {
    const samples = ['251911223344', '+251911223344', '2519112233', '+2519112233445', '0911223344', '+', ''];
    for (const plusSign of ['refused', 'optional', 'required'] as const) {
      const pattern = new RegExp(INTERNATIONAL_PHONE_PATTERNS[plusSign]);
      for (const sample of samples) {
        expect(pattern.test(sample), `${plusSign}: ${sample}`).toBe(
          isValidInternationalPhone(sample, plusSign),
        );
      }
    }
  });
});
