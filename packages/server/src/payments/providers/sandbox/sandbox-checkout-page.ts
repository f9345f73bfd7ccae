import { formatMoney, type Locale } from '@lomi/core';
import type { SandboxPayment } from './sandbox-payment-repository.ts';

const texts = {
  en: {
    title: 'Sandbox checkout',
    notice: 'Test payment: no real money moves.',
    amount: 'Amount',
    for: 'For',
    method: 'Method',
    pay: 'Pay',
    cancel: 'Cancel',
    decided: 'This payment is already decided.',
    card: 'Card',
    payonline: 'Pay online',
  },
  am: {
    title: 'የሙከራ ክፍያ ገጽ',
    notice: 'የሙከራ ክፍያ ነው፤ እውነተኛ ገንዘብ አይንቀሳቀስም።',
    amount: 'መጠን',
    for: 'ለ',
    method: 'የክፍያ ዘዴ',
    pay: 'ክፈል',
    cancel: 'ሰርዝ',
    decided: 'ይህ ክፍያ አስቀድሞ ተወስኗል።',
    card: 'ካርድ',
    payonline: 'በመስመር ላይ ክፍያ',
  },
} as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The sandbox's hosted checkout page (what Chapa's or Stripe's checkout would be): amount, purpose, and Pay
 * and Cancel buttons that post back to the sandbox. Plain HTML forms: works with the keyboard alone and
 * without JavaScript.
 */
export function renderSandboxCheckoutPage(payment: SandboxPayment, locale: Locale): string {
  const t = texts[locale];
  const action = `/sandbox/checkout/${payment.invoice_id}`;
  const query = locale === 'am' ? '?lang=am' : '';
  const decided = payment.outcome !== null;
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title}</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f6f8; color: #1a1a1a; }
  main { max-width: 420px; margin: 48px auto; background: #fff; padding: 24px; border-radius: 8px; }
  .notice { background: #fff4d6; padding: 8px 12px; border-radius: 4px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; }
  dt { font-weight: 600; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  button { font: inherit; padding: 10px 20px; border-radius: 4px; border: 2px solid #0b6e4f; cursor: pointer; }
  .pay { background: #0b6e4f; color: #fff; }
  .cancel { background: #fff; color: #0b6e4f; }
  button:focus-visible { outline: 3px solid #1a73e8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>${t.title}</h1>
<p class="notice" role="note">${t.notice}</p>
<dl>
  <dt>${t.amount}</dt><dd data-testid="sandbox-amount">${escapeHtml(formatMoney(payment.amount_minor, payment.currency, locale))}</dd>
  <dt>${t.for}</dt><dd>${escapeHtml(payment.description)}</dd>
  <dt>${t.method}</dt><dd>${payment.method === 'stripe' ? t.card : t.payonline}</dd>
</dl>
${
  decided
    ? `<p role="status">${t.decided}</p>`
    : `<div class="actions">
  <form method="post" action="${action}/pay${query}"><button class="pay" type="submit">${t.pay}</button></form>
  <form method="post" action="${action}/cancel${query}"><button class="cancel" type="submit">${t.cancel}</button></form>
</div>`
}
</main>
</body>
</html>
`;
}
