import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { axeRunOptions } from '../../../packages/react/src/testing/axe-rules.ts';
import { labelInNameViolations } from '../../../packages/react/src/testing/label-in-name.ts';

/** The time one axe pass adds to the test's timeout. */
const AXE_PASS_MS = 20_000;

/**
 * Runs axe on the page as it is now (the shared configuration: every WCAG 2.x A/AA rule plus axe's best
 * practices) and the word-by-word label-in-name check, and fails with the list of violations, each with the
 * selectors of its offending elements and axe's summary, so the report says what to fix.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Every WCAG 2.x A/AA rule (target sizes, contrast of every text) takes seconds on a busy page and more on
  // a loaded machine: each pass brings its own time, so a spec that checks several pages needs no tuning.
  const info = test.info();
  info.setTimeout(info.timeout + AXE_PASS_MS);
  const results = await new AxeBuilder({ page }).options(axeRunOptions()).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} -> ${violation.nodes
        .map((node) => `${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ') ?? ''})`)
        .join(', ')}`,
  );
  expect([...violations, ...(await page.locator('body').evaluate(labelInNameViolations))]).toEqual([]);
}
