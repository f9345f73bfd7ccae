import type { ProviderMoney } from '../../payment-provider.ts';
import type { JsonRecord } from './json-record.ts';
import { majorToMinor } from './major-units.ts';

/**
 * Reads a provider's `amount` (major units, string or number) and `currency` fields as exact minor units, or
 * throws the error `invalid` builds, so an amount that cannot be read exactly is never credited.
 */
export function majorUnitMoney(record: JsonRecord, invalid: () => Error): ProviderMoney {
  const { amount, currency } = record;
  if (
    (typeof amount !== 'number' && typeof amount !== 'string') ||
    (currency !== 'ETB' && currency !== 'USD')
  ) {
    throw invalid();
  }
  try {
    return { amountMinor: majorToMinor(amount), currency };
  } catch {
    throw invalid();
  }
}
