import type { PaymentMethod } from '@lomi/core';

/** The words of the CSV and PDF reports, in English and Amharic (the `lang` of the download). */
export interface ReportFileText {
  report: string;
  period: (from: string, to: string) => string;
  summary: string;
  figure: string;
  raised: string;
  fees: string;
  net: string;
  donations: string;
  donors: string;
  withdrawn: string;
  balance: string;
  byMethod: string;
  chartEtb: string;
  chartUsd: string;
  table: string;
  id: string;
  date: string;
  donor: string;
  amount: string;
  currency: string;
  method: string;
  status: string;
  anonymous: string;
  statuses: { withdrawn: string; completed: string };
  methods: Record<PaymentMethod, string>;
}

export const REPORT_FILE_TEXT: Record<'en' | 'am', ReportFileText> = {
  en: {
    report: 'Campaign report',
    period: (from, to) => `${from} – ${to} (Addis Ababa time)`,
    summary: 'Summary',
    figure: 'Figure',
    raised: 'Raised',
    fees: 'Fees',
    net: 'Net',
    donations: 'Donations',
    donors: 'Donors',
    withdrawn: 'Withdrawn in the period',
    balance: 'Balance now',
    byMethod: 'By payment method',
    chartEtb: 'Birr (ETB) donated per day',
    chartUsd: 'US dollars (USD) donated per day',
    table: 'Donations',
    id: 'Donation',
    date: 'Date (Addis Ababa)',
    donor: 'Donor',
    amount: 'Amount',
    currency: 'Currency',
    method: 'Payment method',
    status: 'Status',
    anonymous: 'Anonymous',
    statuses: { withdrawn: 'Withdrawn', completed: 'Completed' },
    methods: {
      telebirr: 'telebirr',
      mpesa: 'M-PESA',
      cbe: 'CBE Birr',
      stripe: 'Card (US dollars)',
      payonline: 'Pay online',
    },
  },
  am: {
    report: 'የዘመቻ ሪፖርት',
    period: (from, to) => `${from} – ${to} (የአዲስ አበባ ሰዓት)`,
    summary: 'ማጠቃለያ',
    figure: 'መለኪያ',
    raised: 'የተሰበሰበ',
    fees: 'ክፍያዎች',
    net: 'የተጣራ',
    donations: 'ልገሳዎች',
    donors: 'ለጋሾች',
    withdrawn: 'በጊዜው ወጪ የተደረገ',
    balance: 'አሁን ያለው ቀሪ ሂሳብ',
    byMethod: 'በክፍያ ዘዴ',
    chartEtb: 'በቀን የተለገሰ ብር (ETB)',
    chartUsd: 'በቀን የተለገሰ የአሜሪካ ዶላር (USD)',
    table: 'ልገሳዎች',
    id: 'ልገሳ',
    date: 'ቀን (አዲስ አበባ)',
    donor: 'ለጋሽ',
    amount: 'መጠን',
    currency: 'ምንዛሪ',
    method: 'የክፍያ ዘዴ',
    status: 'ሁኔታ',
    anonymous: 'ስም-አልባ',
    statuses: { withdrawn: 'ወጪ የተደረገ', completed: 'የተጠናቀቀ' },
    methods: {
      telebirr: 'ቴሌብር',
      mpesa: 'ኤም-ፔሳ',
      cbe: 'ሲቢኢ ብር',
      stripe: 'ካርድ (የአሜሪካ ዶላር)',
      payonline: 'በመስመር ላይ',
    },
  },
};
