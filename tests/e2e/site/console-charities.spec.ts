import { expect, test } from '@playwright/test';
import type { Charity } from '@lomi/core';
import { logIn, signInBrowser } from './accounts.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US' });

// Issue 14 #5 and #8 in the browser against the real server: an operator adds and edits a charity (its logo
// uploaded, then served publicly) and sets the exchange rate after confirming the change.

const OPERATOR = { email: 'operator@example.com', password: 'lomi-demo-1234' };

/** A 1×1 PNG, for the logo (the server decodes and re-encodes it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('an operator adds a charity with a logo and edits it', async ({ page, context, request }) => {
  await signInBrowser(context, await logIn(request, OPERATOR));
  const name = `Bahir Dar Nets ${Date.now().toString(36)}`;

  await page.goto('/console/charities');
  await expect(page.getByRole('heading', { level: 1, name: 'Charities' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Add a charity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a charity' })).toBeVisible();
  await page.getByLabel('Name (required)').fill(name);
  await page.getByLabel('Description').fill('Nets for the fishers of the lake.');
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'The new logo, not saved yet' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add the charity' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  const id = Number(/\/console\/charities\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('img', { name: 'The current logo' })).toBeVisible();
  const created = (await (await request.get(`/charity/byid/${id}`)).json()) as Charity;
  expect(created).toMatchObject({ name, description: 'Nets for the fishers of the lake.' });
  const logo = await request.get(created.logo!);
  expect(logo.headers()['content-type']).toBe('image/webp');

  await page.getByLabel('Description').fill('Nets and boats for the fishers of the lake.');
  await page.getByRole('button', { name: 'Save the changes' }).click();
  await expect(page.getByText(`The changes to ${name} were saved.`).first()).toBeVisible();
  const edited = (await (await request.get(`/charity/byid/${id}`)).json()) as Charity;
  expect(edited.description).toBe('Nets and boats for the fishers of the lake.');

  await page.getByRole('link', { name: 'Back to the charities' }).click();
  await page.getByRole('searchbox', { name: 'Search charities by name' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: `Edit ${name}` })).toBeVisible();
});

test('an operator sets the exchange rate after confirming the change', async ({ page, context, request }) => {
  await signInBrowser(context, await logIn(request, OPERATOR));
  await page.goto('/console/exchange-rate');
  await expect(page.getByRole('heading', { level: 1, name: 'Exchange rate' })).toBeVisible();
  const current = await page.getByText(/1 USD = [\d.]+ ETB/).textContent();
  const rate = /= ([\d.]+) ETB/.exec(current!)![1]!;
  await expectAccessible(page);

  await page.getByLabel('Birr per US dollar').fill('0.5');
  await page.getByRole('button', { name: 'Review the new rate' }).click();
  await expect(page.getByText('The rate must be between 1 and 10,000 birr per dollar.')).toBeVisible();

  // The same rate again: other specs of the run convert USD donations at it.
  await page.getByLabel('Birr per US dollar').fill(rate);
  await page.getByRole('button', { name: 'Review the new rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set the new rate?' });
  await expect(dialog.getByText(`${rate} → ${rate} ETB per USD`)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: `Set the rate to ${rate}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^Set (now|\d+ seconds? ago) by operator\.$/)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('operator');
});
