// 'Embed this campaign' on the campaign page: the dialog, its live preview by the real elements, the snippet.
import { expect, test, type Page } from '@playwright/test';
import { listCampaigns } from './api.ts';
import { expectAccessible } from './expect-accessible.ts';

test.use({ locale: 'en-US', permissions: ['clipboard-read', 'clipboard-write'] });

/** Requests for the embed loader, which the site must fetch only once the dialog opens. */
function recordLoaderRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/embed/lomi.js') requests.push(request.url());
  });
  return requests;
}

test('the dialog opens from the keyboard, previews each choice live and copies the exact snippet', async ({
  page,
  request,
  baseURL,
}) => {
  const campaign = (await listCampaigns(request)).results[0];
  if (!campaign) throw new Error('The seed has no campaigns.');
  const loaderRequests = recordLoaderRequests(page);
  await page.goto(`/campaign/${campaign.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.title);

  const opener = page.getByRole('button', { name: 'Embed this campaign' });
  await expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
  expect(loaderRequests).toEqual([]);
  // Reach the button with Tab from the 'Donate now' button before it, then open it with Enter.
  await page.getByRole('button', { name: 'Donate now' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(opener).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Embed this campaign' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  const code = dialog.getByRole('textbox', { name: 'Code to paste into your page' });
  const loader = `<script async src="${baseURL}/embed/lomi.js"></script>`;
  await expect(code).toHaveValue(
    `${loader}\n<lomi-campaign-card campaign-id="${campaign.id}" lang="en" theme="light"></lomi-campaign-card>`,
  );
  const card = dialog.locator('lomi-campaign-card');
  await expect(card).toHaveAttribute('data-state', 'ready');
  await expect(card.getByRole('heading')).toHaveText(campaign.title);

  // The element: arrow keys move through the radio group.
  await dialog.getByRole('radio', { name: 'Campaign card' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Donate button' })).toBeChecked();
  const button = dialog.locator('lomi-donate-button');
  await expect(button).toHaveAttribute('data-state', 'ready');
  await expect(card).toHaveCount(0);
  await expect(button).toHaveAttribute('lang', 'en');
  await expect(button.locator('.lomi-root')).toHaveAttribute('data-theme', 'light');

  // Language and theme change the same element's attributes, and it re-renders.
  await dialog.getByRole('radio', { name: 'English' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'አማርኛ' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'Light' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(button).toHaveAttribute('lang', 'am');
  await expect(button).toHaveAttribute('theme', 'dark');
  await expect(button.locator('.lomi-root')).toHaveAttribute('data-theme', 'dark');
  await expect(button.locator('.lomi-root')).toHaveAttribute('lang', 'am');
  await expect(button).toHaveAttribute('data-state', 'ready');
  await expect(button.getByRole('button')).toHaveText(/[\u1200-\u137f]/);
  const snippet = `${loader}\n<lomi-donate-button campaign-id="${campaign.id}" lang="am" theme="dark"></lomi-donate-button>`;
  await expect(code).toHaveValue(snippet);
  await expectAccessible(page);

  const copy = dialog.getByRole('button', { name: 'Copy code' });
  await copy.focus();
  await page.keyboard.press('Enter');
  // The snippet's own live region (the previewed elements have theirs, inside their shadow roots).
  const status = dialog.locator('.snippet__status');
  await expect(status).toHaveAttribute('role', 'status');
  await expect(status).toHaveAttribute('aria-live', 'polite');
  await expect(status).toHaveText('Copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

  // The progress meter replaces the button; a new choice is a new snippet, not yet copied.
  await dialog.getByRole('radio', { name: 'Progress meter' }).check();
  await expect(status).toHaveText('');
  const meter = dialog.locator('lomi-progress-meter');
  await expect(meter).toHaveAttribute('data-state', 'ready');
  await expect(meter).toHaveAttribute('lang', 'am');
  await expect(meter).toHaveAttribute('theme', 'dark');
  await copy.click();
  await expect(status).toHaveText('Copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${loader}\n<lomi-progress-meter campaign-id="${campaign.id}" lang="am" theme="dark"></lomi-progress-meter>`,
  );

  // Tab stays inside: from the last control it comes back to the first.
  await dialog.getByRole('link', { name: 'All elements and options for developers' }).focus();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
  await expect(page.locator('#root')).not.toHaveAttribute('inert', '');

  // Opened again: the loader was fetched once and is on the page once.
  await page.keyboard.press('Enter');
  await expect(dialog.locator('lomi-campaign-card')).toHaveAttribute('data-state', 'ready');
  expect(loaderRequests).toHaveLength(1);
  await expect(page.locator('script[src="/embed/lomi.js"]')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('in Amharic the dialog speaks Amharic, starts in Amharic and passes axe', async ({ page, request }) => {
  const campaign = (await listCampaigns(request)).results[1];
  if (!campaign) throw new Error('The seed has fewer than two campaigns.');
  await page.goto(`/campaign/${campaign.id}?lang=am`);
  await page.getByRole('button', { name: 'ይህን ዘመቻ በድረ-ገጽዎ ያካትቱ' }).click();
  const dialog = page.getByRole('dialog', { name: 'ይህን ዘመቻ በድረ-ገጽዎ ያካትቱ' });
  await expect(dialog.getByRole('radio', { name: 'አማርኛ' })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'ኮዱን ቅዳ' })).toBeVisible();
  const card = dialog.locator('lomi-campaign-card');
  await expect(card).toHaveAttribute('data-state', 'ready');
  await expect(card).toHaveAttribute('lang', 'am');
  await expect(card.locator('.lomi-root').first()).toHaveAttribute('lang', 'am');
  await dialog.getByRole('radio', { name: 'ጨለማ' }).check();
  await expect(card).toHaveAttribute('theme', 'dark');
  await expect(card).toHaveAttribute('data-state', 'ready');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'ኮዱን ቅዳ' }).click();
  await expect(dialog.locator('.snippet__status')).toHaveText('ወደ ቅንጥብ ሰሌዳ ተቀድቷል');
});
