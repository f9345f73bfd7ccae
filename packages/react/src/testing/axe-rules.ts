import type { RunOptions } from 'axe-core';

/**
 * The one axe configuration of every accessibility check: the components' unit tests (jsdom), the Storybook
 * runner (stories × en/am × light/dark) and the site's every-route walk. Free of imports at run time, so
 * Playwright specs can load it without Vitest or React.
 */

/** Every WCAG 2.0, 2.1 and 2.2 success criterion of levels A and AA, as axe tags its rules. */
export const WCAG_A_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The WCAG tags plus axe's best practices (headings, landmarks, …), which every check ran before. */
export const AXE_TAGS = [...WCAG_A_AA_TAGS, 'best-practice'] as const;

/**
 * Rules for A/AA criteria that axe still marks experimental, so a tag list alone leaves them out
 * (`axe-rules.test.ts` fails when an axe upgrade adds or graduates one).
 */
export const EXPERIMENTAL_WCAG_RULES = [
  'css-orientation-lock',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
] as const;

/** axe's run options for {@link AXE_TAGS} and {@link EXPERIMENTAL_WCAG_RULES}, less the `disabled` rules. */
export function axeRunOptions(disabled: readonly string[] = []): RunOptions {
  const rules: NonNullable<RunOptions['rules']> = {};
  for (const rule of EXPERIMENTAL_WCAG_RULES) rules[rule] = { enabled: true };
  for (const rule of disabled) rules[rule] = { enabled: false };
  return { runOnly: { type: 'tag', values: [...AXE_TAGS] }, rules };
}
