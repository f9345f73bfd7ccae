import type { RunOptions } from 'axe-core';
/**
 * The one axe configuration of every accessibility check: the components' unit tests (jsdom), the Storybook
 * runner (stories × en/am × light/dark) and the site's every-route walk. Free of imports at run time, so
 * Playwright specs can load it without Vitest or React.
 */
/** Every WCAG 2.0, 2.1 and 2.2 success criterion of levels A and AA, as axe tags its rules. */
export declare const WCAG_A_AA_TAGS: readonly ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** The WCAG tags plus axe's best practices (headings, landmarks, …), which every check ran before. */
export declare const AXE_TAGS: readonly [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
];
/**
 * Rules for A/AA criteria that axe still marks experimental, so a tag list alone leaves them out
 * (`axe-rules.test.ts` fails when an axe upgrade adds or graduates one).
 */
export declare const EXPERIMENTAL_WCAG_RULES: readonly [
  'css-orientation-lock',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
];
/** axe's run options for {@link AXE_TAGS} and {@link EXPERIMENTAL_WCAG_RULES}, less the `disabled` rules. */
export declare function axeRunOptions(disabled?: readonly string[]): RunOptions;
