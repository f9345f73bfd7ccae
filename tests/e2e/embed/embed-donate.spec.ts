// The donation elements as built, on host pages: <lomi-donate-button> opens the donate dialog in its shadow
// root and works with the keyboard alone, the loader fetches the donation code only for donation tags, and
// the donation events reach the host page's own listeners — through the server's sandbox, for real.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { manifest, recordEmbedRequests, serveHostPage, waitUntilRendered } from './embed-fixtures.ts';

const snippet = '<script async src="/embed/lomi.js"></script>';
const button = manifest.elements['lomi-donate-button']!;
const dialogElement = manifest.elements['lomi-donate-dialog']!;
const card = manifest.elements['lomi-campaign-card']!;

/** The element in the shadow root of `host` that has focus (null when focus is elsewhere). */
function focusedInside(host: Locator): Promise<string | null> {
  return host.evaluate((element) => {
    if (document.activeElement !== element) return null;
    const active = element.shadowRoot?.activeElement;
    if (!active) return null;
    const label = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40);
    return `${active.localName}#${active.id}:${label}`;
  });
}

/** Whether the focused element sits inside the dialog of `host`'s shadow root. */
function focusIsInDialog(host: Locator): Promise<boolean> {
  return host.evaluate((element) => {
    const active = element.shadowRoot?.activeElement;
    return document.activeElement === element && Boolean(active?.closest('[role="dialog"]'));
  });
}

/** Records the donation events the host page hears on `document`, as the page's own script would. */
async function listenToDonationEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const heard: unknown[] = [];
    Object.assign(window, { lomiHeard: heard });
    for (const type of ['lomi:donation-started', 'lomi:donation-succeeded', 'lomi:donation-failed']) {
      document.addEventListener(type, (event) => {
        const { detail, bubbles, composed, target } = event as CustomEvent;
        heard.push({ type, detail, bubbles, composed, target: (target as Element).localName });
      });
    }
  });
}

const heardEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { lomiHeard: Array<Record<string, unknown>> }).lomiHeard);

/** Walks the dialog to its Confirm step for a mobile-money donation of `birr` from `phone`. */
async function fillMobileMoneyDonation(dialog: Locator, birr: string, phone: string): Promise<void> {
  await dialog.getByRole('radio', { name: /telebirr/ }).check();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByLabel('Amount (ETB)').fill(birr);
  await dialog.getByLabel('Phone number').fill(phone);
  await dialog.getByLabel('Donate anonymously').check();
  await dialog.getByRole('button', { name: 'Next' }).click();
}

test('the loader fetches the donation code only when the page has a donation tag', async ({ page }) => {
  const requested = recordEmbedRequests(page);
  await serveHostPage(
    page,
    '/host/card-only.html',
    `${snippet}<lomi-campaign-card campaign-id="1"></lomi-campaign-card>`,
  );
  await page.goto('/host/card-only.html');
  await waitUntilRendered(page.locator('lomi-campaign-card'));
  await page.waitForLoadState('networkidle');

  const donationCode = [...button.files, ...button.lazy, ...dialogElement.files].filter(
    (file) => !card.files.includes(file),
  );
  expect(donationCode.length).toBeGreaterThan(0);
  expect(requested.filter((file) => donationCode.includes(file))).toEqual([]);
  expect(requested.filter((file) => /^messages-(?:donation|donate-)/.test(file))).toEqual([]);
});

test('a donate button fetches its chunks and catalogs, then its dialog, once each', async ({ page }) => {
  const requested = recordEmbedRequests(page);
  await serveHostPage(
    page,
    '/host/two-buttons.html',
    `${snippet}<lomi-donate-button campaign-id="1"></lomi-donate-button><lomi-donate-button campaign-id="2"></lomi-donate-button>`,
  );
  await page.goto('/host/two-buttons.html');
  const first = page.locator('lomi-donate-button').first();
  await expect(first).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('lomi-donate-button').last()).toHaveAttribute('data-state', 'ready');
  await first.getByRole('button', { name: 'Donate' }).click();
  await expect(first.getByRole('dialog', { name: /Donate to/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(button.lazy.length).toBeGreaterThan(0);
  expect(requested.sort()).toEqual(
    [manifest.loader, ...button.files, ...button.lazy, ...button.messages.en!].sort(),
  );
});

test('keyboard only: the button opens the dialog in its shadow root, Tab stays inside, Escape returns focus', async ({
  page,
}) => {
  await serveHostPage(
    page,
    '/host/keyboard.html',
    `<a href="#before">Before</a>${snippet}<lomi-donate-button campaign-id="1"></lomi-donate-button><a href="#after">After</a>`,
  );
  await page.goto('/host/keyboard.html');
  const host = page.locator('lomi-donate-button');
  await expect(host).toHaveAttribute('data-state', 'ready');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusedInside(host)).toMatch(/^button#:Donate$/);
  await page.keyboard.press('Enter');

  const dialog = host.getByRole('dialog', {
    name: 'Donate to Equip the Azezo health post with a maternity ward',
  });
  await expect(dialog).toBeVisible();
  // The dialog is inside the element's shadow root, not in the host page's DOM.
  expect(await page.evaluate(() => document.querySelector('[role="dialog"]'))).toBeNull();
  expect(
    await host.evaluate((element) => element.shadowRoot?.querySelector('[role="dialog"]') !== null),
  ).toBe(true);
  await expect.poll(() => focusIsInDialog(host)).toBe(true);

  // Step 1: the close button and the payment methods' radio group (arrow keys choose), Next disabled.
  await page.keyboard.press('ArrowDown');
  const stops: string[] = [];
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press('Tab');
    expect(await focusIsInDialog(host)).toBe(true);
    stops.push((await focusedInside(host)) ?? 'outside');
  }
  // Tab cycles: the same stops come round again, and focus never left for the host page's links.
  expect(new Set(stops).size).toBeLessThan(stops.length);
  expect(stops.some((stop) => stop.includes('Close'))).toBe(true);
  for (let press = 0; press < 6; press++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusIsInDialog(host)).toBe(true);
  }
  // The host page behind the dialog is inert while it is open.
  expect(await page.locator('a[href="#after"]').evaluate((link) => link.closest('[inert]') !== null)).toBe(
    true,
  );

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await focusedInside(host)).toMatch(/^button#:Donate$/);
  expect(await page.locator('a[href="#after"]').evaluate((link) => link.closest('[inert]') === null)).toBe(
    true,
  );
});

test('the open dialog has no accessibility violations', async ({ page }) => {
  await serveHostPage(
    page,
    '/host/axe.html',
    `${snippet}<lomi-donate-button campaign-id="1"></lomi-donate-button>`,
  );
  await page.goto('/host/axe.html');
  const host = page.locator('lomi-donate-button');
  await host.getByRole('button', { name: 'Donate' }).click();
  await expect(host.getByRole('dialog')).toBeVisible();
  const results = await new AxeBuilder({ page }).include('lomi-donate-button').analyze();
  expect(results.violations).toEqual([]);
});

test('<lomi-donate-dialog open> shows the dialog; closing it removes the open attribute', async ({
  page,
}) => {
  await serveHostPage(
    page,
    '/host/dialog.html',
    `${snippet}<button id="opener" type="button">Give</button><lomi-donate-dialog campaign-id="2"></lomi-donate-dialog>
    <script>
      document.getElementById('opener').addEventListener('click', () => {
        document.querySelector('lomi-donate-dialog').open = true;
      });
    </script>`,
  );
  await page.goto('/host/dialog.html');
  const host = page.locator('lomi-donate-dialog');
  await expect(host).toHaveAttribute('data-state', 'ready');
  await expect(host.getByRole('dialog')).toHaveCount(0);

  await page.locator('#opener').click();
  await expect(host).toHaveAttribute('open', '');
  const dialog = host.getByRole('dialog', { name: /^Donate to / });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(host).not.toHaveAttribute('open');
  await expect(page.locator('#opener')).toBeFocused();
});

test('a real mobile-money donation from the demo page: the host page logs started and succeeded', async ({
  page,
  request,
}) => {
  const before = await (await request.get('/api/campaigns/1')).json();
  await listenToDonationEvents(page);
  await page.goto('/embed/demo.html');
  const host = page.locator('lomi-donate-button');
  await host.getByRole('button', { name: 'Donate' }).click();
  const dialog = host.getByRole('dialog');
  await fillMobileMoneyDonation(dialog, '125.50', '911223344');
  await dialog.getByRole('button', { name: /^Donate ETB\s?125\.50$/ }).click();

  // The sandbox answers after LOMI_SANDBOX_DELAY_MS (3 s); the dialog polls the invoice every 2 s.
  await expect(host.getByRole('dialog', { name: 'Waiting for payment' })).toBeVisible();
  await expect(host.getByRole('alert')).toHaveText(/Thank you! Your payment was successful\./, {
    timeout: 15_000,
  });
  await expect(host.getByRole('dialog')).toHaveCount(0);

  const log = page.locator('#event-log li');
  await expect(log).toHaveCount(2);
  await expect(log.first()).toHaveAttribute('data-type', 'lomi:donation-started');
  await expect(log.last()).toHaveAttribute('data-type', 'lomi:donation-succeeded');

  const heard = await heardEvents(page);
  const invoiceId = (heard[0]?.detail as { invoiceId: string }).invoiceId;
  expect(invoiceId).toMatch(/\S/);
  const detail = { campaignId: 1, amount: 12_550, currency: 'ETB', invoiceId };
  expect(heard).toEqual([
    { type: 'lomi:donation-started', detail, bubbles: true, composed: true, target: 'lomi-donate-button' },
    { type: 'lomi:donation-succeeded', detail, bubbles: true, composed: true, target: 'lomi-donate-button' },
  ]);
  await expect(log.last()).toContainText(invoiceId);

  const invoice = await (await request.get(`/api/invoices/${invoiceId}`)).json();
  expect(invoice.status).toBe('success');
  const after = await (await request.get('/api/campaigns/1')).json();
  expect(after.etbAmount - before.etbAmount).toBe(12_550);
});

test('a declined donation (phone ending 0000): the host hears failed with the invoice, the dialog shows the server message', async ({
  page,
}) => {
  await listenToDonationEvents(page);
  await serveHostPage(
    page,
    '/host/declined.html',
    `${snippet}<lomi-donate-button campaign-id="3"></lomi-donate-button>`,
  );
  await page.goto('/host/declined.html');
  const host = page.locator('lomi-donate-button');
  await host.getByRole('button', { name: 'Donate' }).click();
  const dialog = host.getByRole('dialog');
  await fillMobileMoneyDonation(dialog, '40', '911220000');
  await dialog.getByRole('button', { name: /^Donate ETB\s?40\.00$/ }).click();

  await expect(dialog.getByRole('alert')).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('alert')).not.toHaveText('Donation failed');

  const heard = await heardEvents(page);
  expect(heard.map((event) => event.type)).toEqual(['lomi:donation-started', 'lomi:donation-failed']);
  const started = heard[0]!.detail as { invoiceId: string };
  expect(heard[1]).toEqual({
    type: 'lomi:donation-failed',
    detail: { campaignId: 3, amount: 4_000, currency: 'ETB', invoiceId: started.invoiceId },
    bubbles: true,
    composed: true,
    target: 'lomi-donate-button',
  });
});

test('a wizard donation from <lomi-donate-wizard>: the host hears started, then the browser goes to the checkout page', async ({
  page,
}) => {
  const heard: Array<{ type: string; detail: Record<string, unknown> }> = [];
  // The page navigates away right after the event: report it to the test the moment it is heard.
  await page.exposeFunction('reportLomiEvent', (type: string, detail: Record<string, unknown>) => {
    heard.push({ type, detail });
  });
  await serveHostPage(
    page,
    '/host/wizard.html',
    `${snippet}<lomi-donate-wizard campaign-id="1"></lomi-donate-wizard>
    <script>
      for (const type of ['lomi:donation-started', 'lomi:donation-succeeded', 'lomi:donation-failed']) {
        document.addEventListener(type, (event) => window.reportLomiEvent(type, event.detail));
      }
    </script>`,
  );
  await page.goto('/host/wizard.html');
  const host = page.locator('lomi-donate-wizard');
  await expect(host).toHaveAttribute('data-state', 'ready');
  const wizard = host.getByRole('region', { name: /^Donate to / });

  await wizard.getByRole('radio', { name: 'Birr (ETB)' }).check();
  await wizard.getByLabel('Amount (ETB)').fill('300');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel('First name').fill('Almaz');
  await wizard.getByLabel('Last name').fill('Kebede');
  await wizard.getByLabel('Email').fill('almaz@example.org');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByLabel('Message for the fundraiser').fill('For the mothers of Azezo');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('radio', { name: /Chapa/ }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('checkbox', { name: /donation terms/ }).check();
  await wizard.getByRole('button', { name: /^Donate / }).click();

  await page.waitForURL(/\/sandbox\/checkout\//);
  expect(heard).toEqual([
    {
      type: 'lomi:donation-started',
      detail: { campaignId: 1, amount: 30_000, currency: 'ETB', invoiceId: expect.stringMatching(/\S/) },
    },
  ]);
  expect(page.url()).toContain(String(heard[0]!.detail.invoiceId));
});

/** What the host page heard of one donation event, with its own event log as it stood then. */
interface ReportedEvent {
  type: string;
  detail: Record<string, unknown>;
  bubbles: boolean;
  composed: boolean;
  target: string;
  hostLog: Array<{ type: string | undefined; text: string | null }>;
}

/**
 * Reports each donation event the host page hears to the test the moment it is heard: a card donation sends
 * the browser to the checkout page right after `lomi:donation-started`, taking the page's state with it. The
 * listener sits on `window`, so the demo page's own listener on `document` has logged the event by then.
 */
async function reportDonationEvents(page: Page): Promise<ReportedEvent[]> {
  const heard: ReportedEvent[] = [];
  await page.exposeFunction('reportLomiEvent', (event: ReportedEvent) => {
    heard.push(event);
  });
  await page.addInitScript(() => {
    for (const type of ['lomi:donation-started', 'lomi:donation-succeeded', 'lomi:donation-failed']) {
      window.addEventListener(type, (event) => {
        const { detail, bubbles, composed, target } = event as CustomEvent;
        const hostLog = [...document.querySelectorAll<HTMLElement>('#event-log li')].map((entry) => ({
          type: entry.dataset.type,
          text: entry.textContent,
        }));
        const { reportLomiEvent } = window as unknown as {
          reportLomiEvent: (event: unknown) => Promise<void>;
        };
        void reportLomiEvent({
          type,
          detail,
          bubbles,
          composed,
          target: (target as Element).localName,
          hostLog,
        });
      });
    }
  });
  return heard;
}

/** Whether `target` has focus, also inside a shadow root (where `:focus` matches the focused element). */
const hasFocus = (target: Locator) => target.evaluate((element) => element.matches(':focus'));

/** Presses Tab (keyboard only) until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses.`);
}

/** Presses ArrowDown inside a radio group until `target` has focus (which also checks it). */
async function arrowTo(page: Page, target: Locator, max = 10): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown did not reach ${target.toString()}.`);
}

/**
 * On the demo page, with the keyboard alone: tabs to the embedded donate button, opens the dialog and donates
 * `dollars` (typed; `shown` as the Donate button formats it) by card in the donor's name, up to the browser
 * leaving for the sandbox checkout page. Returns the invoice id from the checkout page's address.
 */
async function donateByCardFromDemoPage(
  page: Page,
  dollars: string,
  shown: string,
  fullName: string,
): Promise<string> {
  await page.goto('/embed/demo.html');
  const host = page.locator('lomi-donate-button');
  await expect(host).toHaveAttribute('data-state', 'ready');
  await tabTo(page, host.getByRole('button', { name: 'Donate' }));
  await page.keyboard.press('Enter');

  const dialog = host.getByRole('dialog', {
    name: 'Donate to Equip the Azezo health post with a maternity ward',
  });
  await expect(dialog).toBeVisible();
  await expect.poll(() => hasFocus(dialog.getByRole('radio').first())).toBe(true);
  const cardMethod = dialog.getByRole('radio', { name: /Card/ });
  await arrowTo(page, cardMethod);
  await page.keyboard.press('Space');
  await expect(cardMethod).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  // A card is charged in US dollars and needs no phone number.
  const amount = dialog.getByLabel('Amount (USD)');
  await expect.poll(() => hasFocus(amount)).toBe(true);
  await page.keyboard.type(dollars);
  await expect(dialog.getByLabel('Phone number')).toHaveCount(0);
  await tabTo(page, dialog.getByLabel('Full name'));
  await page.keyboard.type(fullName);
  await tabTo(page, dialog.getByRole('button', { name: 'Next' }));
  await page.keyboard.press('Enter');

  const donate = dialog.getByRole('button', { name: `Donate ${shown}`, exact: true });
  await expect.poll(() => hasFocus(donate)).toBe(true);
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/sandbox\/checkout\/[^/?]+$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The started event a card donation of `amount` cents to campaign 1 reports, heard by the demo page. */
function cardDonationStarted(amount: number, invoiceId: string): ReportedEvent {
  return {
    type: 'lomi:donation-started',
    detail: { campaignId: 1, amount, currency: 'USD', invoiceId },
    bubbles: true,
    composed: true,
    target: 'lomi-donate-button',
    hostLog: [
      {
        type: 'lomi:donation-started',
        text: `lomi:donation-started from <lomi-donate-button>: campaign 1, ${amount} USD minor units, invoice ${invoiceId}`,
      },
    ],
  };
}

const usdRaised = async (request: APIRequestContext): Promise<number> =>
  ((await (await request.get('/api/campaigns/1')).json()) as { usdAmount: number }).usdAmount;

const invoiceOf = async (request: APIRequestContext, invoiceId: string) =>
  (await (await request.get(`/api/invoices/${invoiceId}`)).json()) as { status: string; message?: string };

test.describe('card donations from the demo page through the sandbox checkout', () => {
  // Both give dollars to the demo page's campaign: in order, so neither sees the other's money move.
  test.describe.configure({ mode: 'default' });

  test('Pay lands on /donation/success with the invoice, and the campaign gains exactly the amount', async ({
    page,
    request,
  }) => {
    const before = await usdRaised(request);
    const heard = await reportDonationEvents(page);
    const invoiceId = await donateByCardFromDemoPage(page, '12.75', '$12.75', 'Hirut Card');

    expect(heard).toEqual([cardDonationStarted(1_275, invoiceId)]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sandbox checkout');
    await expect(page.getByTestId('sandbox-amount')).toHaveText('$12.75');
    expect(await invoiceOf(request, invoiceId)).toMatchObject({ status: 'pending' });

    await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/donation/success?invoice_id=${invoiceId}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation Successful');
    await expect(page.getByText(`Invoice ID: ${invoiceId}`)).toBeVisible();

    expect(await invoiceOf(request, invoiceId)).toMatchObject({ status: 'success' });
    expect((await usdRaised(request)) - before).toBe(1_275);
    // The page left before the payment was decided: started is all the host page heard.
    expect(heard).toHaveLength(1);
  });

  test('Cancel lands on /donation/canceled/{id}, the invoice fails and nothing is credited', async ({
    page,
    request,
  }) => {
    const before = await usdRaised(request);
    const heard = await reportDonationEvents(page);
    const invoiceId = await donateByCardFromDemoPage(page, '8', '$8.00', 'Dawit Cancel');

    expect(heard).toEqual([cardDonationStarted(800, invoiceId)]);
    await expect(page.getByTestId('sandbox-amount')).toHaveText('$8.00');
    await tabTo(page, page.getByRole('button', { name: 'Cancel', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/donation/canceled/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Donation Failed');
    await expect(page.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/campaign/1');

    const invoice = await invoiceOf(request, invoiceId);
    expect(invoice.status).toBe('failed');
    expect(invoice.message).toMatch(/cancel/i);
    expect(await usdRaised(request)).toBe(before);
    expect(heard).toHaveLength(1);
  });
});
