// @vitest-environment jsdom
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderSandboxCheckoutPage } from '../../../../src/payments/providers/sandbox/sandbox-checkout-page.ts';
import type { SandboxPayment } from '../../../../src/payments/providers/sandbox/sandbox-payment-repository.ts';

const payment: SandboxPayment = {
  invoice_id: '00000000-0000-4000-8000-000000000001',
  reference: 'sbx_cs_1',
  kind: 'checkout',
  method: 'stripe',
  amount_minor: 250_050,
  reported_amount_minor: 250_050,
  currency: 'USD',
  phone_number: null,
  scenario: 'checkout',
  outcome: null,
  reason: null,
  decide_at: null,
  description: 'Donation to <Clean water> & more',
  success_url: 'http://x/donation/success',
  cancel_url: 'http://x/donation/canceled/1',
  webhook_url: 'http://x/api/webhooks/sandbox',
  created_at: new Date(),
};

function load(html: string) {
  document.documentElement.innerHTML = html
    .replace(/^<!doctype html>\s*<html[^>]*>/i, '')
    .replace(/<\/html>\s*$/, '');
  document.documentElement.lang = /<html lang="(\w+)"/.exec(html)![1]!;
}

async function axeViolations(): Promise<string[]> {
  const results = await axe.run(document.documentElement, {
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(', ')}`,
  );
}

describe('sandbox checkout page', () => {
  it.each(['en', 'am'] as const)(
    'is accessible in %s, with Pay and Cancel forms for the invoice',
    async (locale) => {
      load(renderSandboxCheckoutPage(payment, locale));
      expect(await axeViolations()).toEqual([]);
      const forms = [...document.querySelectorAll('form')];
      const query = locale === 'am' ? '?lang=am' : '';
      expect(forms.map((form) => [form.getAttribute('method'), form.getAttribute('action')])).toEqual([
        ['post', `/sandbox/checkout/${payment.invoice_id}/pay${query}`],
        ['post', `/sandbox/checkout/${payment.invoice_id}/cancel${query}`],
      ]);
      expect([...document.querySelectorAll('button')].map((b) => b.textContent)).toEqual(
        locale === 'en' ? ['Pay', 'Cancel'] : ['ክፈል', 'ሰርዝ'],
      );
    },
  );

  it('escapes the description and shows the amount in major units', () => {
    const html = renderSandboxCheckoutPage(payment, 'en');
    expect(html).toContain('Donation to &#60;Clean water&#62; &#38; more');
    expect(html).toContain('2,500.50');
  });

  it('shows no buttons once decided', () => {
    load(renderSandboxCheckoutPage({ ...payment, outcome: 'succeeded' }, 'en'));
    expect(document.querySelectorAll('button')).toHaveLength(0);
    expect(document.querySelector('[role="status"]')!.textContent).toBe('This payment is already decided.');
  });
});
