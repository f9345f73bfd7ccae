// Host pages whose CSS reaches for everything: a changed root font size, and `*` rules with !important for
// every inherited property a theme might set. Nothing inside any element may change. (embed-isolation.spec
// covers the card and meter on /embed/demo.html; this covers every pasted element, and more properties.)
import { expect, test, type Page } from '@playwright/test';
import { freezeApiReads, pixelDifference, shadowStyles, waitUntilRendered } from '../embed/embed-fixtures.ts';
import { expectShowsCampaign, getCampaign, pastedTags, watchHostPage } from './hosts-fixtures.ts';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 1600 } });

const layout = '.slot { width: 340px !important; margin: 16px !important; padding: 0 !important; }';

const hosts = [
  {
    name: 'html { font-size: 62.5% }',
    css: 'html { font-size: 62.5%; } body { font-size: 1.6rem; }',
  },
  {
    name: '`*` rules with !important for every inherited property',
    css: `
      html { font-size: 62.5% !important; background: #fff !important; }
      *, *::before, *::after {
        font: italic small-caps 700 22px/3 'Comic Sans MS', fantasy !important;
        font-feature-settings: 'smcp' !important;
        color: #c0f !important;
        -webkit-text-fill-color: #0c0 !important;
        letter-spacing: 3px !important;
        word-spacing: 8px !important;
        text-transform: uppercase !important;
        text-shadow: 2px 2px 0 red !important;
        text-align: right !important;
        text-indent: 2em !important;
        white-space: nowrap !important;
        word-break: break-all !important;
        direction: rtl !important;
        writing-mode: horizontal-tb !important;
        cursor: wait !important;
        color-scheme: dark !important;
        accent-color: red !important;
        caret-color: red !important;
        list-style: square inside !important;
        box-sizing: content-box !important;
        quotes: '«' '»' !important;
        tab-size: 20 !important;
        text-decoration: underline wavy red !important;
      }`,
  },
];

async function openPage(page: Page, path: string, css: string): Promise<void> {
  const slots = pastedTags
    .map((tag) => `<div class="slot"><${tag} campaign-id="1"></${tag}></div>`)
    .join('\n');
  await page.route(path, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
        <title>A themed charity page</title><style>${layout}${css}</style></head>
        <body><p>Our appeal</p><script async src="/embed/lomi.js"></script>${slots}</body></html>`,
    }),
  );
  await page.goto(path);
  for (const tag of pastedTags) await waitUntilRendered(page.locator(tag));
}

/** Per element: its screenshot, and the computed styles of everything inside it. */
async function measure(page: Page) {
  const result: Record<string, { shot: Buffer; styles: Record<string, string>[] }> = {};
  for (const tag of pastedTags) {
    const element = page.locator(tag);
    result[tag] = {
      shot: await element.screenshot({ animations: 'disabled' }),
      styles: await shadowStyles(element),
    };
  }
  return result;
}

for (const host of hosts) {
  test(`a host page with ${host.name} changes nothing inside the elements`, async ({ page, request }) => {
    const campaign = await getCampaign(request, 1);
    await freezeApiReads(page);
    const log = watchHostPage(page);
    await openPage(page, '/host/clean.html', '');
    const clean = await measure(page);

    await openPage(page, '/host/hostile.html', host.css);
    for (const tag of pastedTags) await expectShowsCampaign(page.locator(tag), campaign);
    const hostile = await measure(page);

    for (const tag of pastedTags) {
      expect(hostile[tag]!.styles.length, tag).toBeGreaterThan(0);
      expect(hostile[tag]!.styles, tag).toEqual(clean[tag]!.styles);
      expect(pixelDifference(clean[tag]!.shot, hostile[tag]!.shot), tag).toBeLessThan(0.002);
    }
    expect(log.pageErrors).toEqual([]);
    expect(log.consoleErrors).toEqual([]);
  });
}
