import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { axeRunOptions } from '../../packages/react/src/testing/axe-rules.ts';
import { labelInNameViolations } from '../../packages/react/src/testing/label-in-name.ts';

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

/** The bits of Storybook's preview the runner reads to know a story has finished rendering. */
interface StorybookWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
}

const indexFile = fileURLToPath(new URL('../../storybook-static/index.json', import.meta.url));
if (!existsSync(indexFile)) {
  throw new Error(`${indexFile} is missing: build Storybook first (\`npm run test:storybook\` does both).`);
}
const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> };
// Storybook's own convention: every story is tagged `test` unless it opts out with `tags: ['!test']`.
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && entry.tags?.includes('test'),
);

const LOCALES = ['en', 'am'] as const;
const THEMES = ['light', 'dark'] as const;

// Components are embedded in someone else's page: landmarks and the page's h1 are the host's business.
const HOST_PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one'];

test('the Storybook build holds stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      problems.push(`console.error: ${message.text()}${url ? ` (${url})` : ''}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));

    for (const locale of LOCALES) {
      for (const theme of THEMES) {
        await test.step(`${locale}, ${theme}`, async () => {
          problems.length = 0;
          await page.goto(
            `/iframe.html?id=${story.id}&viewMode=story&globals=locale:${locale};theme:${theme}`,
          );
          await waitForStory(page, story);
          await expectGlobalsApplied(page, locale, theme);
          await expectAccessibleStory(page);
          expect(problems, `console errors in ${story.id} (${locale}, ${theme})`).toEqual([]);
        });
      }
    }
  });
}

/**
 * Waits until Storybook has rendered the story (and run its play function), then until every `…ById`
 * component has settled: stories tagged `loading` must still show their loading state, all others must not.
 */
async function waitForStory(page: Page, story: IndexEntry): Promise<void> {
  await page.waitForFunction(
    () =>
      document.body.classList.contains('sb-show-errordisplay') ||
      (window as StorybookWindow).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished',
  );
  if (await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))) {
    const message = await page.locator('#error-message').innerText();
    throw new Error(`Storybook could not render ${story.id}: ${message}`);
  }
  const root = page.locator('#storybook-root');
  await expect(root.locator(':scope > *').first()).toBeAttached();
  const loading = root.locator('[data-state="loading"]');
  if (story.tags?.includes('loading')) await expect(loading.first()).toBeAttached();
  else await expect(loading).toHaveCount(0);
}

/** Every Lomi component in the story speaks the requested language and wears the requested theme. */
async function expectGlobalsApplied(page: Page, locale: string, theme: string): Promise<void> {
  const roots = page.locator('#storybook-root .lomi-root');
  await expect(roots.first(), 'the story renders a Lomi component').toBeAttached();
  const applied = await roots.evaluateAll((elements) =>
    elements.map((element) => ({
      lang: element.getAttribute('lang'),
      theme: element.getAttribute('data-theme'),
      colorScheme: getComputedStyle(element).colorScheme,
    })),
  );
  for (const root of applied) {
    // A story that pins `globals` overrides the URL; the runner covers every combination, so stories must not.
    expect(root.lang, 'lang of .lomi-root (does the story pin the locale global?)').toBe(locale);
    expect(root.theme, 'data-theme of .lomi-root (does the story pin the theme global?)').toBe(theme);
    expect(root.colorScheme === 'dark', 'dark theme CSS applied').toBe(theme === 'dark');
  }
  if (locale === 'am') {
    await expect(page.locator('#storybook-root'), 'Amharic text shown').toContainText(/[\u1200-\u137f]/);
  }
}

/**
 * axe (the shared configuration: every WCAG 2.x A/AA rule and the best practices) and the word-by-word
 * label-in-name check on the story. When a dialog is open the rest of the page is inert, so the runner also
 * checks that axe did look inside the dialog rather than passing an empty page.
 */
async function expectAccessibleStory(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .include('#storybook-root')
    .options(axeRunOptions(HOST_PAGE_RULES))
    .analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} -> ${violation.nodes
        .map((node) => `${node.target.join(' ')} (${node.failureSummary?.replace(/\s+/g, ' ') ?? ''})`)
        .join(', ')}`,
  );
  const labelInName = await page.locator('#storybook-root').evaluate(labelInNameViolations);
  expect([...violations, ...labelInName]).toEqual([]);

  if ((await page.locator('#storybook-root [role="dialog"]').count()) === 0) return;
  const checkedSelectors = results.passes.flatMap((rule) => rule.nodes.map((node) => node.target.join(' ')));
  const insideDialog = await page.evaluate(
    (selectors) =>
      selectors.filter((selector) => document.querySelector(selector)?.closest('[role="dialog"]')).length,
    checkedSelectors,
  );
  expect(insideDialog, 'axe checked elements inside the open dialog').toBeGreaterThan(0);
}
