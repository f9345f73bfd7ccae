// The loader /embed/lomi.js on host pages: it fetches only what the page's tags need, upgrades tags added
// later, and never breaks the host page.
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { manifest, recordEmbedRequests, serveHostPage, waitUntilRendered } from './embed-fixtures.ts';

const card = manifest.elements['lomi-campaign-card']!;
const meter = manifest.elements['lomi-progress-meter']!;
const snippet = '<script async src="/embed/lomi.js"></script>';

test('a page with only a progress meter never fetches the campaign card chunk', async ({ page }) => {
  const requested = recordEmbedRequests(page);
  await serveHostPage(
    page,
    '/host/meter-only.html',
    `${snippet}<lomi-progress-meter campaign-id="1"></lomi-progress-meter>`,
  );
  await page.goto('/host/meter-only.html');
  await waitUntilRendered(page.locator('lomi-progress-meter'));
  await page.waitForLoadState('networkidle');

  expect(requested).not.toContain(card.entry);
  expect(requested.sort()).toEqual([manifest.loader, ...meter.files, ...meter.messages.en!].sort());
});

test('a page with a card fetches the loader, the shared runtime, the card chunk and its catalogs, once each', async ({
  page,
}) => {
  const requested = recordEmbedRequests(page);
  await serveHostPage(
    page,
    '/host/two-cards.html',
    `${snippet}<lomi-campaign-card campaign-id="1"></lomi-campaign-card><lomi-campaign-card campaign-id="2"></lomi-campaign-card>`,
  );
  await page.goto('/host/two-cards.html');
  await waitUntilRendered(page.locator('lomi-campaign-card').first());
  await waitUntilRendered(page.locator('lomi-campaign-card').last());
  await page.waitForLoadState('networkidle');

  expect(requested.sort()).toEqual([manifest.loader, ...card.files, ...card.messages.en!].sort());
});

test('the code that runs as a page loads asks V8 to compile it eagerly; catalogs and later chunks do not', async ({
  request,
}) => {
  const startsWithHint = async (file: string) =>
    (await (await request.get(`/embed/${file}`)).text()).startsWith('//# allFunctionsCalledOnLoad\n');
  for (const file of [manifest.loader, ...card.files]) expect(await startsWithHint(file), file).toBe(true);
  const later = [...card.messages.en!, ...manifest.elements['lomi-share-panel']!.lazy];
  for (const file of later) expect(await startsWithHint(file), file).toBe(false);
});

test('an Amharic element fetches only the Amharic catalog', async ({ page }) => {
  const requested = recordEmbedRequests(page);
  await serveHostPage(
    page,
    '/host/amharic.html',
    `${snippet}<lomi-progress-meter campaign-id="1" lang="am"></lomi-progress-meter>`,
  );
  await page.goto('/host/amharic.html');
  const element = page.locator('lomi-progress-meter');
  await waitUntilRendered(element);
  await page.waitForLoadState('networkidle');

  expect(requested).toEqual(expect.arrayContaining(meter.messages.am!));
  expect(requested.filter((file) => file.startsWith('messages-') && !file.includes('-am-'))).toEqual([]);
  // Ethiopic script, not English copies.
  const text = await element.evaluate((host) => host.shadowRoot?.querySelector('.lomi-embed')?.textContent);
  expect(text).toMatch(/[\u1200-\u137f]/);
});

test('tags added after the loader ran are upgraded, even deep inside added markup', async ({
  page,
  request,
}) => {
  const campaign = await (await request.get('/api/campaigns/2')).json();
  const requested = recordEmbedRequests(page);
  await serveHostPage(
    page,
    '/host/late.html',
    `${snippet}<main id="content"><p>Loading the blog post…</p></main>`,
  );
  await page.goto('/host/late.html');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([manifest.loader]);

  // A single-page app renders a blog post that contains the snippet's tag.
  await page.evaluate(() => {
    const post = document.createElement('article');
    post.innerHTML =
      '<section><p>Help us:</p><div><lomi-campaign-card campaign-id="2"></lomi-campaign-card></div></section>';
    document.getElementById('content')!.append(post);
  });
  const element = page.locator('lomi-campaign-card');
  await waitUntilRendered(element);
  await expect(element.getByText(campaign.title)).toBeVisible();
  expect(requested).toContain(card.entry);
});

test('changing campaign-id re-renders the card with the other campaign', async ({ page, request }) => {
  const first = await (await request.get('/api/campaigns/1')).json();
  const second = await (await request.get('/api/campaigns/3')).json();
  await serveHostPage(
    page,
    '/host/switch.html',
    `${snippet}<lomi-campaign-card campaign-id="1"></lomi-campaign-card>`,
  );
  await page.goto('/host/switch.html');
  const element = page.locator('lomi-campaign-card');
  await waitUntilRendered(element);
  await expect(element.getByText(first.title)).toBeVisible();

  await element.evaluate((host) => host.setAttribute('campaign-id', '3'));
  await expect(element.getByText(second.title)).toBeVisible();
  await expect(element.getByText(first.title)).toHaveCount(0);
  await expect(element).toHaveAttribute('data-state', 'ready');
});

/** Records every data-state a `<lomi-campaign-card>` takes, from before the loader runs. */
async function recordCardStates(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const states: string[] = [];
    Object.assign(window, { lomiStates: states });
    new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target as Element;
        if (target.localName === 'lomi-campaign-card') states.push(target.getAttribute('data-state') ?? '');
      }
    }).observe(document, { subtree: true, attributeFilter: ['data-state'] });
  });
  return () => page.evaluate(() => (window as unknown as { lomiStates: string[] }).lomiStates);
}

test('data-state on the host element goes from loading to ready', async ({ page }) => {
  const cardStates = await recordCardStates(page);
  // Hold the campaign back so the loading state is visible long enough to see.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/campaigns/1', async (route) => {
    await held;
    await route.continue();
  });
  await serveHostPage(
    page,
    '/host/states.html',
    `${snippet}<lomi-campaign-card campaign-id="1"></lomi-campaign-card>`,
  );
  await page.goto('/host/states.html');
  const element = page.locator('lomi-campaign-card');

  await expect(element).toHaveAttribute('data-state', 'loading');
  release();
  await expect(element).toHaveAttribute('data-state', 'ready');
  const states = await cardStates();
  expect(states[0]).toBe('loading');
  expect(states.at(-1)).toBe('ready');
  expect(states.filter((state) => state !== 'loading' && state !== 'ready')).toEqual([]);
});

test('bad attributes and a doubled snippet are logged with [lomi], never thrown at the host page', async ({
  page,
}) => {
  const errors: string[] = [];
  const messages: ConsoleMessage[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => messages.push(message));
  await serveHostPage(
    page,
    '/host/misuse.html',
    `${snippet}${snippet}
    <lomi-campaign-card campaign-id="twelve"></lomi-campaign-card>
    <lomi-campaign-card></lomi-campaign-card>
    <lomi-donate-thing campaign-id="1"></lomi-donate-thing>
    <lomi-progress-meter campaign-id="1"></lomi-progress-meter>
    <p id="after">The host page keeps working.</p>`,
  );
  await page.goto('/host/misuse.html');
  await waitUntilRendered(page.locator('lomi-progress-meter'));
  await expect(page.locator('lomi-campaign-card').first()).toHaveAttribute('data-state', 'error');
  await expect(page.locator('lomi-campaign-card').last()).toHaveAttribute('data-state', 'error');

  expect(errors).toEqual([]);
  const warnings = messages
    .filter((message) => message.type() === 'warning')
    .map((message) => message.text());
  expect(warnings).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\[lomi\] <lomi-campaign-card> needs a campaign-id attribute .*"twelve"/),
      expect.stringMatching(/^\[lomi\] <lomi-campaign-card> needs a campaign-id attribute .*null/),
      expect.stringMatching(/^\[lomi\] <lomi-donate-thing> is not a Lomi element/),
    ]),
  );
  // The same version twice: defined once, quietly.
  expect(warnings.filter((text) => text.includes('already defined'))).toEqual([]);
  expect(messages.filter((message) => message.type() === 'error')).toEqual([]);
});

test('the loader asks for the campaigns beside the code, once each, and the cards use those answers', async ({
  page,
}) => {
  const api: string[] = [];
  const started: Record<string, number> = {};
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    started[pathname] ??= Date.now();
    if (pathname.startsWith('/api/campaigns/')) api.push(pathname);
  });
  await serveHostPage(
    page,
    '/host/prefetch.html',
    `${snippet}<lomi-campaign-card campaign-id="1"></lomi-campaign-card>` +
      '<lomi-progress-meter campaign-id="1"></lomi-progress-meter>' +
      '<lomi-campaign-card campaign-id="2"></lomi-campaign-card>',
  );
  await page.goto('/host/prefetch.html');
  for (const element of await page.locator('lomi-campaign-card, lomi-progress-meter').all()) {
    await waitUntilRendered(element);
  }
  await page.waitForLoadState('networkidle');

  // One request per campaign, though a card and a meter show campaign 1, and none sent again by them.
  expect(api.sort()).toEqual(['/api/campaigns/1', '/api/campaigns/2']);
  // Sent before the card's code could have run: no later than the card's chunk was asked for.
  expect(started['/api/campaigns/1']).toBeLessThanOrEqual(started[`/embed/${card.entry}`]!);
  await expect(page.locator('lomi-campaign-card').last()).toHaveAttribute('data-state', 'ready');
});

test('a card whose campaign and catalogs came before its code shows the campaign in its first render', async ({
  page,
}) => {
  const cardStates = await recordCardStates(page);
  const api: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/campaigns/')) api.push(pathname);
  });
  // Hold the card's code back until the loader has the campaign parsed and the catalogs merged, as on a slow
  // phone where the small answers arrive first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/embed/${card.entry}`, async (route) => {
    await held;
    await route.continue();
  });
  await serveHostPage(
    page,
    '/host/first-render.html',
    `${snippet}<lomi-campaign-card campaign-id="1"></lomi-campaign-card>`,
  );
  await page.goto('/host/first-render.html');
  await page.waitForFunction(() => {
    const registries = globalThis as unknown as Record<
      symbol,
      undefined | Map<string, unknown> | { byURL: Map<string, { campaign?: unknown }> }
    >;
    const catalogs = registries[Symbol.for('lomi.catalog-prefetch')] as Map<string, unknown> | undefined;
    const campaigns = registries[Symbol.for('lomi.campaign-prefetch')] as
      { byURL: Map<string, { campaign?: unknown }> } | undefined;
    return (
      typeof catalogs?.get('lomi-campaign-card|en') === 'object' &&
      [...(campaigns?.byURL.values() ?? [])].some((prefetched) => prefetched.campaign !== undefined)
    );
  });
  release();

  const element = page.locator('lomi-campaign-card');
  await expect(element).toHaveAttribute('data-state', 'ready');
  await expect(element.locator('[part="title"]')).not.toBeEmpty();
  // No skeleton first, and the campaign asked for once, by the loader.
  expect(await cardStates()).toEqual(['ready']);
  expect(api).toEqual(['/api/campaigns/1']);
});
