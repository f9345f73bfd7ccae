/**
 * WCAG 2.5.3 Label in Name, word by word in any script: a control named by `aria-label` or
 * `aria-labelledby` must have its visible words, in order, among the words of that name, so someone who says
 * what they see ("click Facebook") reaches it. axe's own rule (`label-content-name-mismatch`) lets Amharic
 * mismatches through: its word splitter cuts `በFacebook` into two words, and it drops short text whose glyphs
 * it takes for an icon font. Visible text counts even when `aria-hidden`; text that is `hidden`, not displayed
 * or visually hidden (a `…visually-hidden` or `sr-only` class) does not.
 *
 * Self-contained (no imports, no outer names) so Playwright can run it in the page: `page.evaluate(…)` or
 * `locator.evaluate(…)`. Returns one line per violation; open shadow roots are searched too.
 */
export declare function labelInNameViolations(root?: Node): string[];
