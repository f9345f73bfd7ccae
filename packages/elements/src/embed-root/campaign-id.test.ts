import { expect, it } from 'vitest';
import { parseCampaignId } from './campaign-id.ts';

it('reads a campaign number', () => {
  expect(parseCampaignId('12')).toBe(12);
  expect(parseCampaignId(' 7 ')).toBe(7);
});

it('rejects anything that is not a positive whole number', () => {
  for (const value of [
    undefined,
    '',
    '  ',
    'abc',
    '0',
    '-3',
    '1.5',
    '1e400',
    '12abc',
    '+1',
    '1.0',
    '0x10',
    '1234567890123456',
    '2147483648',
  ]) {
    expect(parseCampaignId(value)).toBeUndefined();
  }
});
