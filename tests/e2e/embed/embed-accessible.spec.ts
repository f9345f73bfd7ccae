// Every element of the SDK, as built, in both languages and both themes: the shared axe configuration (every
// WCAG 2.x A/AA rule and the best practices) and the word-by-word label-in-name check, inside the elements.
// The host page is a plain white one in both themes: a dark element must stay legible wherever it is pasted
// (the dark progress meter's amounts once fell to 1.1–2.1:1 there).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { axeRunOptions } from '../../../packages/react/src/testing/axe-rules.ts';
import { labelInNameViolations } from '../../../packages/react/src/testing/label-in-name.ts';
import { manifest, serveHostPage, waitUntilRendered } from './embed-fixtures.ts';

const tags = Object.keys(manifest.elements);
const snippet = '<script async src="/embed/lomi.js"></script>';
/** The dialog is opened so that its content is checked too. */
const extraAttributes: Record<string, string> = { 'lomi-donate-dialog': ' open' };
// The elements live in someone else's page: its landmarks and h1 are the host's business.
const HOST_PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

for (const lang of ['en', 'am'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    test(`every element passes axe and label-in-name in ${lang}, ${theme}`, async ({ page }) => {
      test.setTimeout(120_000);
      const violations: string[] = [];
      // One page per element: the open dialog's backdrop would otherwise lie over the others.
      for (const tag of tags) {
        const url = `/host/accessible-${tag}-${lang}-${theme}.html`;
        const element = `<${tag} campaign-id="1" lang="${lang}" theme="${theme}"${extraAttributes[tag] ?? ''}></${tag}>`;
        await serveHostPage(page, url, `${snippet}${element}`);
        await page.goto(url);
        await waitUntilRendered(page.locator(tag));
        await page.waitForLoadState('networkidle');

        const results = await new AxeBuilder({ page })
          .include(tag)
          .options(axeRunOptions(HOST_PAGE_RULES))
          .analyze();
        for (const violation of results.violations) {
          const nodes = violation.nodes.map(
            (node) => `${JSON.stringify(node.target)} (${node.failureSummary?.replace(/\s+/g, ' ') ?? ''})`,
          );
          violations.push(`${tag} ${violation.id}: ${nodes.join(', ')}`);
        }
        const labelInName = await page.locator(tag).evaluate(labelInNameViolations);
        violations.push(...labelInName.map((violation) => `${tag} ${violation}`));
      }
      expect(violations).toEqual([]);
    });
  }
}
