import { describe, expect, it } from 'vitest';
import { containsPattern } from '../../src/http/like-pattern.ts';

describe('containsPattern', () => {
  it('wraps text in % and escapes LIKE wildcards', () => {
    expect(containsPattern('water')).toBe('%water%');
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b\\c')).toBe('%a\\_b\\\\c%');
  });
});
