// /embed, the SDK's docs page: every element live beside its snippet, the API tables, both languages.
import { expect, test } from '@playwright/test';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });

/** Every element of the SDK; the page must show each, live. */
const TAGS = [
  'lomi-campaign-card',
  'lomi-progress-meter',
  'lomi-donate-button',
  'lomi-donate-dialog',
  'lomi-donate-wizard',
  'lomi-share-panel',
  'lomi-report-form',
];

test('the header and footer link to /embed', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For developers' }).click();
  await expect(page).toHaveURL(/\/embed$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Embed Lomi on your website');
  await expect(page).toHaveTitle('Embed Lomi on your website · Lomi');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'For developers' })).toHaveAttribute(
    'href',
    '/embed',
  );
});

test('every element renders live beside its snippet, with its tables, and the snippets copy', async ({
  page,
  baseURL,
}) => {
  const consoleProblems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
  });
  // Loaded directly: the server answers /embed with the site, not with the SDK's folder.
  await page.goto('/embed');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Embed Lomi on your website');
  const loader = `<script async src="${baseURL}/embed/lomi.js"></script>`;
  await expect(
    page.locator('#quick-start').getByRole('textbox', { name: 'Code to paste into your page' }),
  ).toHaveValue(loader);

  for (const tag of TAGS) {
    const section = page.getByRole('region', { name: `<${tag}>`, exact: true });
    await expect(section, tag).toHaveAttribute('id', tag);
    const live = section.getByRole('group', { name: `Live example of ${tag}` });
    const element = live.locator(tag);
    await expect(element, tag).toHaveAttribute('data-state', 'ready');
    const code = section.getByRole('textbox', { name: `Code of ${tag}` });
    const snippet = await code.inputValue();
    expect(snippet.split('\n')[0], tag).toBe(loader);
    const campaignId = await element.getAttribute('campaign-id');
    expect(snippet, tag).toContain(`<${tag} campaign-id="${campaignId}"`);
    await expect(section.getByRole('table', { name: 'Attributes' })).toContainText('campaign-id');
    await expect(section.getByRole('table', { name: 'CSS parts' })).toContainText('base');
  }
  await expect(page.getByRole('table', { name: 'Attributes of every element' })).toContainText('theme');
  const cssProperties = page.getByRole('table', { name: 'CSS custom properties' });
  await expect(cssProperties).toContainText('--lomi-color-primary');
  await expect(cssProperties).toContainText('#4fd1a1');
  const donateEvents = page.locator('#lomi-donate-button').getByRole('table', { name: 'Events' });
  await expect(donateEvents.getByRole('row', { name: /lomi:donation-succeeded/ })).toContainText('invoiceId');
  await expect(page.locator('#lomi-share-panel').getByRole('table', { name: 'Events' })).toContainText(
    'channel',
  );
  await expect(page.locator('#lomi-report-form').getByRole('table', { name: 'Events' })).toContainText(
    'targetType',
  );
  await expect(page.getByRole('region', { name: 'Content Security Policy' })).toContainText(
    'packages/elements/README.md',
  );
  await expectAccessible(page);

  const cardSection = page.locator('#lomi-campaign-card');
  await cardSection.getByRole('button', { name: 'Copy code' }).click();
  await expect(cardSection.locator('.snippet__status')).toHaveText('Copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    await cardSection.getByRole('textbox').inputValue(),
  );
  await expect(page.locator('script[src="/embed/lomi.js"]')).toHaveCount(1);
  expect(consoleProblems).toEqual([]);
});

test('the donate dialog example opens with its button and closes with Escape', async ({ page }) => {
  await page.goto('/embed');
  const section = page.locator('#lomi-donate-dialog');
  const element = section.locator('lomi-donate-dialog');
  await expect(element).toHaveAttribute('data-state', 'ready');
  await expect(element).not.toHaveAttribute('open');
  const toggle = section.getByRole('button', { name: 'Toggle the open attribute' });
  await toggle.click();
  await expect(element).toHaveAttribute('open', '');
  const dialog = element.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(element).not.toHaveAttribute('open');
  await expect(dialog).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('/embed in Amharic: the page and its live elements speak Amharic and pass axe', async ({ page }) => {
  await page.goto('/embed?lang=am');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ሎሚን በድረ-ገጽዎ ያካትቱ');
  await expect(page).toHaveTitle('ሎሚን በድረ-ገጽዎ ያካትቱ · ሎሚ');
  for (const tag of TAGS) {
    const element = page.locator(`#${tag}`).locator(tag);
    await expect(element, tag).toHaveAttribute('data-state', 'ready');
  }
  const card = page.locator('#lomi-campaign-card lomi-campaign-card');
  await expect(card.locator('.lomi-root').first()).toHaveAttribute('lang', 'am');
  await expect(page.locator('#lomi-campaign-card').getByRole('button', { name: 'ኮዱን ቅዳ' })).toBeVisible();
  await expectAccessible(page);
});

test('/embed/ sends a browser to the docs page, while the SDK files stay under /embed/', async ({
  page,
  request,
}) => {
  await page.goto('/embed/?lang=am');
  await expect(page).toHaveURL(/\/embed\?lang=am$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ሎሚን በድረ-ገጽዎ ያካትቱ');
  const loader = await request.get('/embed/lomi.js');
  expect(loader.status()).toBe(200);
  expect(loader.headers()['content-type']).toMatch(/javascript/);
});

test('/embed fits a 375 px phone screen: wide tables scroll inside their own focusable region', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const url of ['/embed', '/embed?lang=am']) {
    await page.goto(url);
    await expect(page.locator('#lomi-report-form lomi-report-form')).toHaveAttribute('data-state', 'ready');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
  const table = page.getByRole('region', {
    name: /^Attributes <lomi-campaign-card>$|^መለያዎች <lomi-campaign-card>$/,
  });
  await expect(table).toHaveAttribute('tabindex', '0');
});
