// The embed on a hostile host page (/embed/demo.html: `* { font: 20px serif !important; color: red
// !important }`, padded divs, garish buttons, `html { font-size: 62.5% }`) against the same elements on a
// page without CSS (/embed/demo-clean.html): styles leak neither in nor out.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { freezeApiReads, pixelDifference, shadowStyles, waitUntilRendered } from './embed-fixtures.ts';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 1000 } });

test('the campaign card looks the same on the aggressive demo page as on a clean page', async ({ page }) => {
  await freezeApiReads(page);
  await page.goto('/embed/demo-clean.html');
  const cleanCard = page.locator('lomi-campaign-card');
  await waitUntilRendered(cleanCard);
  const clean = await cleanCard.screenshot({ animations: 'disabled' });

  await page.goto('/embed/demo.html');
  const demoCard = page.locator('lomi-campaign-card');
  await waitUntilRendered(demoCard);
  const demo = await demoCard.screenshot({ animations: 'disabled' });

  // Only the rounded corners may differ (the host's background shows through them, ~0.1%); a leaked font,
  // colour or spacing changes several percent of the pixels.
  expect(pixelDifference(clean, demo)).toBeLessThan(0.005);
});

test('no host-page style leaks into the elements', async ({ page }) => {
  await freezeApiReads(page);
  await page.goto('/embed/demo-clean.html');
  await waitUntilRendered(page.locator('lomi-campaign-card'));
  await waitUntilRendered(page.locator('lomi-progress-meter'));
  const cleanCard = await shadowStyles(page.locator('lomi-campaign-card'));
  const cleanMeter = await shadowStyles(page.locator('lomi-progress-meter'));

  await page.goto('/embed/demo.html');
  // The host's rules do reach the host elements themselves …
  await expect(page.locator('lomi-campaign-card')).toHaveCSS('color', 'rgb(255, 0, 0)');
  await waitUntilRendered(page.locator('lomi-campaign-card'));
  await waitUntilRendered(page.locator('lomi-progress-meter'));
  const demoCard = await shadowStyles(page.locator('lomi-campaign-card'));
  const demoMeter = await shadowStyles(page.locator('lomi-progress-meter'));

  // … but nothing inside them: every element inside computes the same styles as on the clean page.
  expect(demoCard.length).toBeGreaterThan(3);
  expect(demoCard).toEqual(cleanCard);
  expect(demoMeter.map(({ width: _width, ...style }) => style)).toEqual(
    cleanMeter.map(({ width: _width, ...style }) => style),
  );
  for (const style of [...demoCard, ...demoMeter]) {
    expect(style['font-family'], style.element).not.toBe('serif');
    expect(style.color, style.element).not.toBe('rgb(255, 0, 0)');
    expect(style['font-size'], style.element).toMatch(/^\d+(\.\d+)?px$/);
    expect(style['font-size'], style.element).not.toBe('20px');
  }
});

test('no Lomi style leaks out to the host page', async ({ page }) => {
  const hostStyles = () =>
    page.evaluate(() =>
      ['body', 'header', 'h1', 'p', 'li', 'button', 'a', 'div', 'aside h2', 'footer'].map((selector) => {
        const style = getComputedStyle(document.querySelector(selector)!);
        return [
          selector,
          style.font,
          style.color,
          style.padding,
          style.margin,
          style.border,
          style.background,
        ];
      }),
    );

  // The demo page as its author sees it without Lomi: the loader never arrives.
  await page.route('**/embed/lomi.js', (route) => route.abort());
  await page.goto('/embed/demo.html');
  const without = await hostStyles();

  await page.unroute('**/embed/lomi.js');
  await page.goto('/embed/demo.html');
  await waitUntilRendered(page.locator('lomi-campaign-card'));
  await waitUntilRendered(page.locator('lomi-progress-meter'));
  expect(await hostStyles()).toEqual(without);

  // Our CSS lives only in the shadow roots: the document has just the host's own stylesheet, and no
  // element of the host page carries a Lomi class.
  expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  expect(await page.evaluate(() => document.querySelectorAll('[class*="lomi-"]').length)).toBe(0);
});

for (const path of ['/embed/demo-clean.html', '/embed/demo.html']) {
  test(`the elements on ${path} have no accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await waitUntilRendered(page.locator('lomi-campaign-card'));
    await waitUntilRendered(page.locator('lomi-progress-meter'));
    // Only our elements: the demo host page's own red-on-yellow design is not ours to fix.
    const results = await new AxeBuilder({ page })
      .include('lomi-campaign-card')
      .include('lomi-progress-meter')
      .analyze();
    expect(results.violations).toEqual([]);
  });
}
