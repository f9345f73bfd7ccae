import { expect, it } from 'vitest';
import type { PayoutBank } from '@lomi/core';
import { matchingBank } from './matching-bank.ts';

const BANKS: PayoutBank[] = [
  { code: '946', name: 'Commercial Bank of Ethiopia (CBE)', isMobileMoney: false },
  { code: '853', name: 'Awash Bank', isMobileMoney: false },
  { code: '855', name: 'telebirr', isMobileMoney: true },
  { code: '880', name: 'Dashen Bank', isMobileMoney: false },
];

it('finds the bank of the same name, whatever the case and punctuation', () => {
  expect(matchingBank(BANKS, 'awash bank')?.code).toBe('853');
  expect(matchingBank(BANKS, 'Tele-Birr')?.code).toBe('855');
});

it('finds the one bank whose name holds the owner’s words, or is held by them', () => {
  expect(matchingBank(BANKS, 'Commercial Bank of Ethiopia')?.code).toBe('946');
  expect(matchingBank(BANKS, 'Dashen Bank S.C.')?.code).toBe('880');
});

it('chooses none when the name is ambiguous, unknown or empty', () => {
  expect(matchingBank(BANKS, 'Bank')).toBeUndefined();
  expect(matchingBank(BANKS, 'Bank of Abyssinia')).toBeUndefined();
  expect(matchingBank(BANKS, '  ')).toBeUndefined();
});
