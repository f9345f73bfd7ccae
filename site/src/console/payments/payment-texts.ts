import { formatMoney, type FlaggedPayment, type Locale } from '@lomi/core';
import type { usePaymentsText } from './payments-text.ts';

type Translate = ReturnType<typeof usePaymentsText>;

/** Our side of a flagged payment: `ETB 2,500.00`. */
export function ourAmount(payment: FlaggedPayment, locale: Locale): string {
  return formatMoney(payment.amount, payment.currency, locale);
}

/** What the provider said, in one phrase: `paid: ETB 2,550.00`. */
export function reportedText(payment: FlaggedPayment, locale: Locale, t: Translate): string {
  const { status, amount, currency } = payment.reported;
  return t('payments.reported.value', {
    status: t(status ? `payments.reported.status.${status}` : 'payments.reported.status.unknown'),
    amount:
      amount !== null && currency !== null
        ? formatMoney(amount, currency, locale)
        : t('payments.reported.unknown'),
  });
}
