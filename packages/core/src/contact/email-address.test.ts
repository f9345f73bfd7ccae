import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH, isValidEmail } from './email-address.ts';

describe('isValidEmail', () => {
  it('accepts name@domain.tld and refuses the rest', () => {
    expect(isValidEmail('abebe@lomi.et')).toBe(true);
    expect(isValidEmail(' abebe.k+gifts@mail.example.org ')).toBe(true);
    for (const text of ['', 'abebe', 'abebe@', '@lomi.et', 'abebe@lomi', 'a b@lomi.et', 'a@@lomi.et']) {
      expect(isValidEmail(text), text).toBe(false);
    }
  });

  it('accepts ordinary addresses, in any script', () => {
    for (const text of [
      'a.b+tag@mail.example.et',
      'o_neil-2@sub-domain.example.co',
      'first.last@xn--bcher-kva.example',
      'አበበ@ምሳሌ.ኢትዮጵያ',
      'x@y.z',
    ]) {
      expect(isValidEmail(text), text).toBe(true);
    }
  });

  it("refuses <, >, quotes, whitespace and control characters anywhere (so markup can't pass as an address)", () => {
    for (const text of [
      '"><img/src=x/onerror=alert(1)>@x.co',
      '<abebe@lomi.et>',
      'abebe@lomi.et>',
      "o'brien@lomi.et",
      '"abebe"@lomi.et',
      'abe\tbe@lomi.et',
      'abebe@lo\nmi.et',
      'abe\u0000be@lomi.et',
      'abe\u007fbe@lomi.et',
      'abebe@lomi.et\u00a0x',
    ]) {
      expect(isValidEmail(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('refuses empty parts: dots at the ends or doubled, and domains without a dot', () => {
    for (const text of [
      '.abebe@lomi.et',
      'abebe.@lomi.et',
      'a..b@lomi.et',
      'a@lomi..et',
      'a@.lomi.et',
      'a@lomi.et.',
    ]) {
      expect(isValidEmail(text), text).toBe(false);
    }
  });

  it(`refuses addresses longer than ${EMAIL_MAX_LENGTH} characters`, () => {
    const domain = '@example.et';
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length)}${domain}`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(EMAIL_MAX_LENGTH - domain.length + 1)}${domain}`)).toBe(false);
  });
});
