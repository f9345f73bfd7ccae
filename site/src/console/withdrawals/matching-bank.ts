import type { PayoutBank } from '@lomi/core';

/** A bank name reduced to its letters and digits, lower case: "Commercial Bank of Ethiopia (CBE)" → "commercialbankofethiopiacbe". */
function plain(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The rail's bank that the owner's free-text bank name names: the one with the same name, else the one whose
 * name holds it or is held by it (only when exactly one does); undefined when none matches for sure.
 */
export function matchingBank(banks: readonly PayoutBank[], bankName: string): PayoutBank | undefined {
  const wanted = plain(bankName);
  if (wanted === '') return undefined;
  const same = banks.find((bank) => plain(bank.name) === wanted);
  if (same) return same;
  const close = banks.filter((bank) => {
    const name = plain(bank.name);
    return name !== '' && (name.includes(wanted) || wanted.includes(name));
  });
  return close.length === 1 ? close[0] : undefined;
}
