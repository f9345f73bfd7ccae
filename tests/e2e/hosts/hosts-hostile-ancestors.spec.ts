// Host pages that wrap <lomi-donate-button> in ancestors which capture fixed positioning or painting: a
// `transform`, a `filter`, `contain: paint` or `layout`, and a low `z-index` stacking context with
// `overflow: hidden` under the page's own fixed header. The donate dialog must still cover the whole
// viewport, take every click, close on Escape with focus back on the button, and hold the page still.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { waitUntilRendered } from '../embed/embed-fixtures.ts';

test.use({ reducedMotion: 'reduce', viewport: { width: 1024, height: 720 } });

const ancestors = [
  { name: 'a transform', css: 'transform: translateX(0);' },
  { name: 'a filter', css: 'filter: saturate(1.1);' },
  { name: 'contain: paint', css: 'contain: paint;' },
  { name: 'contain: layout', css: 'contain: layout;' },
  { name: 'a low z-index stacking context with overflow: hidden', css: 'position: relative; z-index: 1;' },
  {
    name: 'all of them at once',
    css: 'position: relative; z-index: 1; transform: scale(1); filter: blur(0); contain: paint layout;',
  },
];

/** A long charity page, scrolled so the button shows, with the button in a small clipped frame. */
async function openHostPage(page: Page, path: string, frameCss: string): Promise<Locator> {
  await page.route(path, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
        <title>A charity page with effects</title><style>
          body { margin: 0; min-height: 3000px; font-family: sans-serif; }
          .site-header { position: fixed; inset: 0 0 auto; height: 80px; z-index: 10; background: #ff0000; }
          .appeal { margin: 900px 40px 0; }
          .frame { width: 220px; height: 90px; padding: 8px; overflow: hidden; ${frameCss} }
        </style></head>
        <body><header class="site-header"></header>
          <section class="appeal"><h1>Help us build a clinic</h1>
            <div class="frame"><div><lomi-donate-button campaign-id="1"></lomi-donate-button></div></div>
          </section>
          <script async src="/embed/lomi.js"></script></body></html>`,
    }),
  );
  await page.goto(path);
  const host = page.locator('lomi-donate-button');
  await waitUntilRendered(host);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  return host;
}

/** What the host page's layout looks like: its scroll position and where the button sits. */
function pageLayout(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('lomi-donate-button')!.getBoundingClientRect();
    return {
      scrollY: window.scrollY,
      viewportWidth: document.documentElement.clientWidth,
      buttonX: box.x,
      buttonWidth: box.width,
    };
  });
}

/** Whether the point (x, y) of the viewport hits the dialog's layer (its backdrop or its box) in `host`. */
function hitsDialog(host: Locator, x: number, y: number): Promise<boolean> {
  return host.evaluate(
    (element, [px, py]) => {
      const root = element.shadowRoot!;
      const hit = root.elementFromPoint(px!, py!);
      return document.elementFromPoint(px!, py!) === element && Boolean(hit?.closest('.lomi-modal'));
    },
    [x, y],
  );
}

/** The colour the viewport shows at (x, y), as [red, green, blue]. */
async function pixelAt(page: Page, x: number, y: number): Promise<number[]> {
  const shot = PNG.sync.read(await page.screenshot({ clip: { x, y, width: 1, height: 1 } }));
  return [...shot.data.subarray(0, 3)];
}

for (const ancestor of ancestors) {
  test(`with ${ancestor.name} on an ancestor, the donate dialog covers the page and holds it still`, async ({
    page,
  }) => {
    const host = await openHostPage(page, '/host/effects.html', ancestor.css);
    const before = await pageLayout(page);
    const donate = host.getByRole('button', { name: 'Donate' });
    await donate.click();
    const dialog = host.getByRole('dialog', { name: /^Donate to / });
    await expect(dialog).toBeVisible();

    // The backdrop covers exactly the viewport, whatever the ancestors capture or clip.
    const viewport = await page.evaluate(() => ({
      width: document.documentElement.clientWidth,
      height: document.documentElement.clientHeight,
    }));
    expect(await host.locator('.lomi-modal').boundingBox()).toEqual({ x: 0, y: 0, ...viewport });
    // Every point of it belongs to the dialog, even under the page's fixed header (z-index 10).
    for (const [x, y] of [
      [2, 2],
      [viewport.width - 2, 40],
      [viewport.width / 2, viewport.height / 2],
      [2, viewport.height - 2],
    ] as const) {
      expect(await hitsDialog(host, x, y), `point ${x},${y}`).toBe(true);
    }
    // And it is painted on top: the page's red header and white body show only dimmed behind it.
    expect(Math.max(...(await pixelAt(page, 2, 2)))).toBeLessThan(200);
    expect(Math.max(...(await pixelAt(page, 2, viewport.height - 2)))).toBeLessThan(200);
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);

    // Its controls take real clicks (Playwright checks that nothing covers them).
    await dialog.getByRole('radio', { name: /telebirr/ }).check();
    await expect(dialog.getByRole('radio', { name: /telebirr/ })).toBeChecked();

    // The page behind does not scroll: wheel, keys, touch.
    await page.mouse.move(viewport.width / 2, viewport.height - 20);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');
    await page.keyboard.press('End');
    const session = await page.context().newCDPSession(page);
    await session.send('Input.synthesizeScrollGesture', {
      x: Math.round(viewport.width / 2),
      y: viewport.height - 20,
      yDistance: -600,
      gestureSourceType: 'touch',
    });
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const open = await pageLayout(page);
    expect(open.scrollY).toBe(before.scrollY);
    // No layout shift: the scrollbar's room stays and the button stays put.
    expect(open).toEqual(before);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(donate).toBeFocused();
    expect(await pageLayout(page)).toEqual(before);
    // The page scrolls again once the dialog is closed.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before.scrollY);
  });
}
