import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailAddress, optionalEmailAddress } from '../../src/http/email-address-field.ts';
import { requiredText } from '../../src/http/required-text.ts';

describe('emailAddress', () => {
  it('accepts ordinary addresses, trimmed', () => {
    expect(emailAddress().parse(' a.b+tag@mail.example.et ')).toBe('a.b+tag@mail.example.et');
  });

  it('refuses markup, quotes and whitespace in an address', () => {
    for (const text of [
      '"><img/src=x/onerror=alert(1)>@x.co',
      "o'brien@lomi.et",
      'a\tb@lomi.et',
      '<a@b.et>',
    ]) {
      expect(
        emailAddress()
          .safeParse(text)
          .error?.issues.map((issue) => issue.message),
      ).toEqual(['Invalid Email Address']);
    }
  });

  it('never runs the pattern on a value already refused for its length', () => {
    // The length check aborts: one issue, not a second one from the pattern that would have run after it.
    const issues = emailAddress().safeParse(`a@${'.'.repeat(300)}\tx`).error?.issues;
    expect(issues).toHaveLength(1);
    expect(issues?.[0]).toMatchObject({ code: 'too_big', message: 'Invalid Email Address' });
  });

  it('optionalEmailAddress takes empty, null and missing as no address', () => {
    const schema = z.object({ email: optionalEmailAddress });
    expect(schema.parse({ email: '' })).toEqual({ email: null });
    expect(schema.parse({ email: null })).toEqual({ email: null });
    expect(schema.parse({})).toEqual({ email: null });
    expect(schema.parse({ email: 'abebe@lomi.et' })).toEqual({ email: 'abebe@lomi.et' });
    expect(schema.safeParse({ email: 'abebe@' }).error?.issues[0]?.message).toBe('Invalid Email Address');
  });
});

describe('requiredText', () => {
  it('runs a field’s own rule only on a value within its length', () => {
    const seen: string[] = [];
    const schema = requiredText(5).refine((value) => {
      seen.push(value);
      return true;
    });
    expect(schema.safeParse('far too long').success).toBe(false);
    expect(schema.parse(' short ')).toBe('short');
    expect(seen).toEqual(['short']);
  });
});
