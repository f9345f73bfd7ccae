import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';

// Issue 12 item 4: the API's OpenAPI document is browsable at /api/docs, served from this server under its
// own Content-Security-Policy. Everything the page needs loads under that policy, and it shows the API.

test('the API docs page shows the document with nothing refused by its policy', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `Content Security Policy: ${event.violatedDirective} refused ${event.blockedURI || 'inline'}`,
      ),
    );
  });
  // Served from this server, no CDN: every request stays on this origin.
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL) && !url.startsWith('data:')) outside.push(url);
  });

  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Lomi API/ })).toBeVisible();
  const operation = page.locator('.opblock-summary-path', { hasText: /^\/api\/campaigns\/$/ });
  await expect(operation.first()).toBeVisible();
  // An operation opens with its parameters and its answers.
  await operation.first().click();
  await expect(page.getByText('A page of public campaigns').first()).toBeVisible();
  await expect(page.locator('.responses-table').first()).toBeVisible();
  expect(violations).toEqual([]);
  expect(outside).toEqual([]);
});
