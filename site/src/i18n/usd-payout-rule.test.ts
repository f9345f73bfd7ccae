import { expect, it } from 'vitest';
import consoleWithdrawalsAm from './console-withdrawals/am.json';
import consoleWithdrawalsEn from './console-withdrawals/en.json';
import donationPolicyAm from './donation-policy/am.json';
import donationPolicyEn from './donation-policy/en.json';
import supportAm from './support/am.json';
import supportEn from './support/en.json';
import termsAm from './terms/am.json';
import termsEn from './terms/en.json';
import withdrawRequestAm from './withdraw-request/am.json';
import withdrawRequestEn from './withdraw-request/en.json';

// Issue 15 #2: how a USD balance is paid out, said in the same words wherever Lomi says it.
const RULE = {
  en: "Donations are deposited in ETB. A USD balance is paid out in ETB at Lomi's exchange rate on the day it is paid; the rate is recorded with the payout.",
  am: 'ልገሳዎች በብር ይቀመጣሉ። የዶላር ቀሪ ሂሳብ በሚከፈልበት ቀን በሎሚ የምንዛሪ ተመን በብር ይከፈላል፤ ተመኑ ከክፍያው ጋር ይመዘገባል።',
};

it('the terms, the donation policy, the FAQ, the withdraw panel and the console say the same of USD', () => {
  expect(termsEn['terms.s6.body']).toContain(RULE.en);
  expect(termsAm['terms.s6.body']).toContain(RULE.am);
  expect(donationPolicyEn['donationPolicy.s7.body']).toContain(RULE.en);
  expect(donationPolicyAm['donationPolicy.s7.body']).toContain(RULE.am);
  expect(supportEn['faq.a7']).toContain(RULE.en);
  expect(supportAm['faq.a7']).toContain(RULE.am);
  expect(withdrawRequestEn['withdrawRequest.note.usd']).toBe(RULE.en);
  expect(withdrawRequestAm['withdrawRequest.note.usd']).toBe(RULE.am);
  expect(consoleWithdrawalsEn['withdrawal.usd.rule']).toBe(RULE.en);
  expect(consoleWithdrawalsAm['withdrawal.usd.rule']).toBe(RULE.am);
});
