import type { Readable } from 'node:stream';
import { formatDate, formatMoney, receiptPagePath, type Receipt } from '@lomi/core';
import { renderPdf } from '../documents/pdf/pdf-writer.ts';

/** Receipts are dated in Ethiopia's time zone: the day the organization and the donor both count. */
const RECEIPT_TIME_ZONE = 'Africa/Addis_Ababa';

/** How the payment methods read on a receipt. */
const METHOD_NAMES: Record<Receipt['paymentMethod'], string> = {
  telebirr: 'telebirr',
  mpesa: 'M-Pesa',
  cbe: 'CBE Birr',
  stripe: 'Card / ካርድ',
  payonline: 'Online / በመስመር ላይ',
};

/** The address the receipt's QR code opens: the site's verification page of the token. */
export function receiptVerificationUrl(publicSiteUrl: string, token: string): string {
  return `${publicSiteUrl}${receiptPagePath(token)}`;
}

/** The receipt's two dates: the Gregorian calendar's and the Ethiopian calendar's (in Amharic). */
export function receiptDates(completedAt: string): { gregorian: string; ethiopian: string } {
  const options = { timeZone: RECEIPT_TIME_ZONE } as const;
  return {
    gregorian: formatDate(completedAt, 'en', options),
    ethiopian: formatDate(completedAt, 'am', options),
  };
}

/**
 * A receipt as a one-page PDF, labelled in English and Amharic alike (a donor may show it to anyone): the
 * organization, campaign, amounts, the date in both calendars, the invoice id, the donor (or 'Anonymous'),
 * and a QR code of `verifyUrl` (the site's page that says the receipt is genuine), printed under it too for
 * readers without a camera. The document layer (src/documents/) embeds the fonts Amharic needs.
 */
export function receiptPdf(receipt: Receipt, verifyUrl: string): Readable {
  const money = (minor: number) => formatMoney(minor, receipt.currency, 'en');
  const dates = receiptDates(receipt.completedAt);
  return renderPdf(
    { title: `Lomi donation receipt ${receipt.invoiceId}`, subject: receipt.campaign.title, language: 'en' },
    async (pdf) => {
      pdf.heading('Donation receipt · የልገሳ ደረሰኝ');
      pdf.paragraph('Lomi · ሎሚ', { muted: true });
      pdf.keyValues([
        ['Organization · ድርጅት', receipt.organization.name],
        ['Campaign · ዘመቻ', receipt.campaign.title],
        ['Donation · ልገሳ', money(receipt.amount)],
        ...(receipt.tip > 0
          ? ([
              ['Tip to Lomi · ለሎሚ የተሰጠ ስጦታ', money(receipt.tip)],
              ['Total paid · በአጠቃላይ የተከፈለ', money(receipt.total)],
            ] as const)
          : []),
        ['Date (Gregorian) · ቀን (ግሪጎሪያን)', dates.gregorian],
        ['Date (Ethiopian) · ቀን (ኢትዮጵያ)', dates.ethiopian],
        ['Paid with · የተከፈለበት', METHOD_NAMES[receipt.paymentMethod]],
        ['Invoice ID · የደረሰኝ መለያ', receipt.invoiceId],
        ['Donor · ለጋሽ', receipt.donorName ?? 'Anonymous · ስም-አልባ'],
      ]);
      pdf.space(8);
      pdf.heading('Verify this receipt · ደረሰኙን ያረጋግጡ', 2);
      pdf.paragraph(
        'Scan the code or open the address below: Lomi shows this receipt as it recorded it. · ' +
          'ኮዱን ይቃኙ ወይም ከታች ያለውን አድራሻ ይክፈቱ፤ ሎሚ ይህን ደረሰኝ እንደመዘገበው ያሳያል።',
        { muted: true },
      );
      pdf.qrCode(verifyUrl, 120);
      pdf.paragraph(verifyUrl, { size: 8 });
    },
  );
}
