// The snippet on an old page without <!doctype html>: the browser renders it in quirks mode, and shadow
// trees follow their document's mode. The elements must look as they do on a standards-mode page.
import { expect, test, type Page } from '@playwright/test';
import { freezeApiReads, pixelDifference, shadowStyles, waitUntilRendered } from '../embed/embed-fixtures.ts';
import { expectShowsCampaign, getCampaign, pastedTags, watchHostPage } from './hosts-fixtures.ts';

test.use({ reducedMotion: 'reduce', viewport: { width: 1280, height: 1600 } });

// An old table layout, as quirks-mode pages have; each element in a cell of fixed width.
const body = `<script async src="/embed/lomi.js"></script>
  <table width="100%" cellpadding="8"><tr><td width="360" valign="top">
  ${pastedTags.map((tag) => `<div class="slot" style="width: 340px"><${tag} campaign-id="1"></${tag}></div>`).join('\n')}
  </td><td valign="top"><font face="Verdana" size="2">Our news</font></td></tr></table>`;

async function openPage(page: Page, path: string, doctype: string): Promise<void> {
  await page.route(path, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `${doctype}<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Old charity page</title></head><body>${body}</body></html>`,
    }),
  );
  await page.goto(path);
  for (const tag of pastedTags) await waitUntilRendered(page.locator(tag));
}

/** Per element: its screenshot, box size, and the computed styles inside it. */
async function measure(page: Page) {
  const result: Record<string, { shot: Buffer; size: number[]; styles: Record<string, string>[] }> = {};
  for (const tag of pastedTags) {
    const element = page.locator(tag);
    const box = (await element.boundingBox())!;
    result[tag] = {
      shot: await element.screenshot({ animations: 'disabled' }),
      size: [Math.round(box.width), Math.round(box.height)],
      styles: await shadowStyles(element),
    };
  }
  return result;
}

test('in quirks mode (no doctype) every element renders as in standards mode', async ({ page, request }) => {
  const campaign = await getCampaign(request, 1);
  await freezeApiReads(page);
  const log = watchHostPage(page);

  await openPage(page, '/host/standards.html', '<!doctype html>');
  expect(await page.evaluate(() => document.compatMode)).toBe('CSS1Compat');
  const standards = await measure(page);

  await openPage(page, '/host/quirks.html', '');
  expect(await page.evaluate(() => document.compatMode)).toBe('BackCompat');
  for (const tag of pastedTags) await expectShowsCampaign(page.locator(tag), campaign);
  const quirks = await measure(page);

  for (const tag of pastedTags) {
    expect(quirks[tag]!.size, tag).toEqual(standards[tag]!.size);
    expect(quirks[tag]!.styles, tag).toEqual(standards[tag]!.styles);
    expect(pixelDifference(standards[tag]!.shot, quirks[tag]!.shot), tag).toBeLessThan(0.002);
  }
  expect(log.pageErrors).toEqual([]);
  expect(log.consoleErrors).toEqual([]);
});
