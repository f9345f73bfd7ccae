import { formatDate, formatMoney, type Receipt } from '@lomi/core';
import { useReceiptText } from './receipt-text.ts';

/** Receipts are dated in Ethiopia's time zone, the day the organization and the donor both count. */
const RECEIPT_TIME_ZONE = 'Africa/Addis_Ababa';

/**
 * The facts of a receipt as a description list: organization, campaign, the amounts, the date in the
 * Gregorian and the Ethiopian calendar, the invoice id, and the donor's name (or 'Anonymous'). Amounts in
 * the page's language, the dates in both calendars whatever the language.
 */
export function ReceiptFacts({ receipt, locale }: { receipt: Receipt; locale: 'en' | 'am' }) {
  const t = useReceiptText();
  const money = (minor: number) => formatMoney(minor, receipt.currency, locale);
  const date = (calendar: 'en' | 'am') =>
    formatDate(receipt.completedAt, calendar, { timeZone: RECEIPT_TIME_ZONE });
  const rows: [string, string, string][] = [
    ['organization', t('receipt.organization'), receipt.organization.name],
    ['campaign', t('receipt.campaign'), receipt.campaign.title],
    ['amount', t('receipt.amount'), money(receipt.amount)],
    ...(receipt.tip > 0
      ? ([
          ['tip', t('receipt.tip'), money(receipt.tip)],
          ['total', t('receipt.total'), money(receipt.total)],
        ] as [string, string, string][])
      : []),
    ['date-gregorian', t('receipt.dateGregorian'), date('en')],
    ['date-ethiopian', t('receipt.dateEthiopian'), date('am')],
    ['invoice', t('receipt.invoice'), receipt.invoiceId],
    ['donor', t('receipt.donor'), receipt.donorName ?? t('receipt.anonymous')],
  ];
  return (
    <dl className="receipt-facts">
      {rows.map(([name, label, value]) => (
        <div key={name} className="receipt-facts__row" data-fact={name}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
