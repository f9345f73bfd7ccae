// The snippet on a host page with a strict Content-Security-Policy: no 'unsafe-inline', no 'unsafe-eval',
// and only the Lomi origin allowed for scripts, API calls and images. These are the exact policies the
// README's "Content-Security-Policy" section gives hosts; the elements must work under them without a
// single violation.
import { expect, test, type Page } from '@playwright/test';
import config from '../playwright.config.ts';
import { freezeApiReads, serveHostPage, shadowStyles, waitUntilRendered } from '../embed/embed-fixtures.ts';
import {
  expectShowsCampaign,
  expectSilentHostPage,
  getCampaign,
  pastedTags,
  snippetTags,
  watchHostPage,
} from './hosts-fixtures.ts';

const launchOptions = config.use?.launchOptions ?? {};

// The host page is on another origin (localhost) than Lomi (127.0.0.1), so the policy's Lomi origin is not
// 'self'. Both are loopback; Chromium's Local Network Access would otherwise ask the user's permission.
test.use({
  launchOptions: {
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
  },
});

const nonce = 'r4nd0m-n0nce-0f-th1s-page';

/** The policies of the README, for a Lomi server at `lomi`. */
const policies = [
  {
    name: 'an allow-list policy',
    csp: (lomi: string) =>
      `default-src 'none'; script-src 'self' ${lomi}; connect-src ${lomi}; img-src ${lomi}; ` +
      `style-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`,
    loaderAttributes: '',
  },
  {
    name: "a nonce policy with 'strict-dynamic' and Trusted Types",
    csp: (lomi: string) =>
      `default-src 'none'; script-src 'nonce-${nonce}' 'strict-dynamic'; connect-src ${lomi}; ` +
      `img-src ${lomi}; style-src 'self'; object-src 'none'; base-uri 'none'; ` +
      `require-trusted-types-for 'script'`,
    loaderAttributes: ` nonce="${nonce}"`,
  },
];

/** Records every `securitypolicyviolation` the page sees (they are composed: shadow roots' too). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    Object.assign(window, { lomiViolations: violations });
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { lomiViolations: string[] }).lomiViolations);
}

for (const policy of policies) {
  test(`under ${policy.name}, every element works and the page reports no violation`, async ({
    page,
    baseURL,
    request,
  }) => {
    const lomi = baseURL!;
    const hostOrigin = lomi.replace('127.0.0.1', 'localhost');
    expect(hostOrigin).not.toBe(lomi);
    const campaign = await getCampaign(request, 1);
    await freezeApiReads(page);

    // The host's own stylesheet (allowed by style-src 'self'), on both pages.
    await page.route('**/charity/site.css', (route) =>
      route.fulfill({
        contentType: 'text/css',
        body: 'body { font-family: Georgia, serif; } main { width: 360px; }',
      }),
    );
    // The card's styles on a page without a policy, to compare with.
    await serveHostPage(
      page,
      '/host/no-csp.html',
      `<link rel="stylesheet" href="/charity/site.css"><script async src="/embed/lomi.js"></script><main>${snippetTags(1)}</main>`,
    );
    await page.goto('/host/no-csp.html');
    await waitUntilRendered(page.locator('lomi-campaign-card'));
    const unrestricted = await shadowStyles(page.locator('lomi-campaign-card'));

    const violations = await recordViolations(page);
    const log = watchHostPage(page);
    const csp = policy.csp(lomi);
    expect(csp).not.toContain('unsafe-');
    await page.route(`${hostOrigin}/favicon.ico`, (route) => route.fulfill({ status: 404 }));
    await page.route(`${hostOrigin}/charity/strict.html`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        headers: { 'Content-Security-Policy': csp },
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A charity with a strict CSP</title>
          <link rel="stylesheet" href="/charity/site.css">
          <script async src="${lomi}/embed/lomi.js"${policy.loaderAttributes}></script></head>
          <body><h1>Help us build a clinic</h1><main>${snippetTags(1)}</main></body></html>`,
      }),
    );
    const response = await page.goto(`${hostOrigin}/charity/strict.html`);
    expect(response?.headers()['content-security-policy']).toBe(csp);

    for (const tag of pastedTags) await expectShowsCampaign(page.locator(tag), campaign);
    const card = page.locator('lomi-campaign-card');
    await waitUntilRendered(card);
    // The card's CSS applied in full (an inline <style> would have been refused, leaving browser defaults).
    expect(await shadowStyles(card)).toEqual(unrestricted);
    await expect
      .poll(() => card.evaluate((host) => host.shadowRoot?.querySelectorAll('style').length))
      .toBe(0);

    // The donate dialog's chunk and CSS arrive later, on the first click at the latest.
    const button = page.locator('lomi-donate-button');
    await button.getByRole('button', { name: 'Donate' }).click();
    const dialog = button.getByRole('dialog', { name: `Donate to ${campaign.title}` });
    await expect(dialog).toBeVisible();
    await expect(button.locator('.lomi-modal')).toHaveCSS('position', 'fixed');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    if (pastedTags.includes('lomi-share-panel')) {
      // The QR code's chunk is imported on demand and drawn on a canvas.
      const share = page.locator('lomi-share-panel');
      await share.getByRole('button', { name: 'Show QR code' }).click();
      await expect(share.getByRole('img', { name: `QR code linking to ${campaign.title}` })).toBeVisible();
      // The poster is a PNG drawn on a canvas and downloaded through a blob: link.
      const download = page.waitForEvent('download');
      await share.getByRole('button', { name: 'Download QR poster' }).click();
      expect((await download).suggestedFilename()).toBe(`lomi-campaign-${campaign.id}-qr-poster.png`);
    }
    if (pastedTags.includes('lomi-report-form')) {
      // A cross-origin JSON POST to the Lomi API (connect-src).
      const report = page.locator('lomi-report-form');
      await report.getByRole('radio', { name: 'Spam' }).check();
      await report.getByRole('button', { name: 'Report' }).click();
      await expect(report.getByText('Campaign Reported, Thank you!')).toBeVisible();
    }

    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expectSilentHostPage(log);

    // The check can fail: an inline <style> in a shadow root is refused under this policy, and heard.
    await page.evaluate(() => {
      const probe = document.createElement('div');
      document.body.append(probe);
      probe.attachShadow({ mode: 'open' }).append(document.createElement('style'));
      probe.shadowRoot!.querySelector('style')!.textContent = 'p { color: red }';
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    for (const violation of await violations()) expect(violation).toBe('style-src-elem blocked inline');
  });
}
