import axe from 'axe-core';
import { expect } from 'vitest';
import { axeRunOptions } from './axe-rules.ts';
import { labelInNameViolations } from './label-in-name.ts';

/**
 * Runs axe (the shared WCAG 2.x A/AA and best-practice rules) and the label-in-name check on `container`,
 * and fails with the rule ids and targets of every violation.
 */
export async function expectNoAxeViolations(container: Element): Promise<void> {
  // jsdom has no layout or rendering, so contrast and target sizes cannot be computed here; the Storybook
  // runner and the site's e2e walk check them in a browser with the same configuration.
  const results = await axe.run(container, axeRunOptions(['color-contrast', 'target-size']));
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect([...violations, ...labelInNameViolations(container)]).toEqual([]);
}
