// Every element of the SDK on one host page: one shared runtime, each chunk fetched once, and the common
// attributes (`campaign-id`, `lang`, `theme`) re-render each element when the host page changes them.
import { expect, test, type Locator } from '@playwright/test';
import { manifest, recordEmbedRequests, serveHostPage, waitUntilRendered } from './embed-fixtures.ts';

const tags = Object.keys(manifest.elements);
const snippet = '<script async src="/embed/lomi.js"></script>';
/** The dialog is opened so that it renders its content like the others. */
const extraAttributes: Record<string, string> = { 'lomi-donate-dialog': ' open' };
const markup = tags
  .map((tag) => `<${tag} campaign-id="1" lang="en"${extraAttributes[tag] ?? ''}></${tag}>`)
  .join('\n');

const root = (element: Locator) => element.locator('.lomi-root').first();

test('all seven elements share one runtime, and every file is fetched once', async ({ page }) => {
  expect(tags).toHaveLength(7);
  const requested = recordEmbedRequests(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await serveHostPage(page, '/host/every-element.html', `${snippet}${markup}`);
  await page.goto('/host/every-element.html');
  for (const tag of tags) await waitUntilRendered(page.locator(tag));
  await page.waitForLoadState('networkidle');

  const runtime = Object.values(manifest.elements)
    .map(({ files }) => files)
    .reduce((shared, files) => shared.filter((file) => files.includes(file)));
  expect(runtime.length).toBeGreaterThan(0);
  expect(requested).toEqual(expect.arrayContaining(runtime));
  expect(requested.filter((file, index) => requested.indexOf(file) !== index)).toEqual([]);
  expect(errors).toEqual([]);
});

for (const tag of tags) {
  test(`<${tag}> re-renders when lang, theme and campaign-id change`, async ({ page, request }) => {
    const first = await (await request.get('/api/campaigns/1')).json();
    const other = await (await request.get('/api/campaigns/2')).json();
    await serveHostPage(
      page,
      `/host/attributes-${tag}.html`,
      `${snippet}<${tag} campaign-id="1" lang="en"${extraAttributes[tag] ?? ''}></${tag}>`,
    );
    await page.goto(`/host/attributes-${tag}.html`);
    const element = page.locator(tag);
    await waitUntilRendered(element);
    await expect(root(element)).toHaveAttribute('lang', 'en');
    await expect(root(element)).toHaveAttribute('data-theme', 'light');
    const text = () => element.evaluate((host) => host.shadowRoot?.textContent ?? '');
    const showsTitle = (await text()).includes(first.title);

    await element.evaluate((host) => host.setAttribute('lang', 'am'));
    await expect(root(element)).toHaveAttribute('lang', 'am');
    await expect
      .poll(() => element.evaluate((host) => host.shadowRoot?.querySelector('.lomi-root')?.textContent ?? ''))
      .toMatch(/[\u1200-\u137f]/);

    await element.evaluate((host) => host.setAttribute('theme', 'dark'));
    await expect(root(element)).toHaveAttribute('data-theme', 'dark');

    // A new campaign-id shows the other campaign (elements that show its title show the new one).
    await element.evaluate((host, id) => host.setAttribute('campaign-id', String(id)), other.id);
    await waitUntilRendered(element);
    if (showsTitle) await expect.poll(text).toContain(other.title);
    await expect(root(element)).toHaveAttribute('lang', 'am');
  });
}
