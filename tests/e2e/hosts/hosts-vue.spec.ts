// The Lomi elements inside a Vue 3 application: Vue's template compiler is told the lomi-* tags are custom
// elements, binds `:campaign-id` to reactive state, and the elements follow when the state changes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from '@playwright/test';
import {
  expectShowsCampaign,
  expectSilentHostPage,
  getCampaign,
  pastedTags,
  watchHostPage,
} from './hosts-fixtures.ts';

const require = createRequire(import.meta.url);
const vueVersion: string = require('vue/package.json').version;
// The browser build with the template compiler, as a page that loads Vue from a CDN uses it.
const vueBundle = readFileSync(require.resolve('vue/dist/vue.esm-browser.prod.js'), 'utf8');

test('a Vue 3 app renders the elements, switches their campaign reactively, and remounts them', async ({
  page,
  request,
}) => {
  expect(vueVersion).toMatch(/^3\./);
  const first = await getCampaign(request, 1);
  const second = await getCampaign(request, 3);
  const log = watchHostPage(page);
  await page.route('/host/vue/vue.js', (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: vueBundle }),
  );
  // The template in a <template> element, as a page without a build step writes it (inert until Vue
  // renders it; tags written straight into #app would be upgraded before Vue replaced them).
  const elements = pastedTags.map((tag) => `<${tag} :campaign-id="campaignId"></${tag}>`).join('\n');
  await page.route('/host/vue/index.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,">
        <title>A Vue host</title>
        <script async src="/embed/lomi.js"></script></head>
        <body>
          <div id="app"></div>
          <template id="app-template">
            <h1>A charity site built with Vue</h1>
            <button type="button" @click="index++">Next campaign</button>
            <button type="button" @click="shown = !shown">{{ shown ? 'Hide the widgets' : 'Show the widgets' }}</button>
            <section v-if="shown" :data-campaign="campaignId">${elements}</section>
          </template>
          <script type="module">
            import { computed, createApp, ref } from '/host/vue/vue.js';
            const campaignIds = ${JSON.stringify([first.id, second.id])};
            const app = createApp({
              template: '#app-template',
              setup() {
                const index = ref(0);
                const shown = ref(true);
                const campaignId = computed(() => campaignIds[index.value % campaignIds.length]);
                return { index, shown, campaignId };
              },
            });
            app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('lomi-');
            app.mount('#app');
          </script>
        </body></html>`,
    }),
  );
  await page.goto('/host/vue/index.html');

  await expect(page.locator('section[data-campaign]')).toHaveAttribute('data-campaign', String(first.id));
  for (const tag of pastedTags) await expectShowsCampaign(page.locator(tag), first);

  await page.getByRole('button', { name: 'Next campaign' }).click();
  await expect(page.locator('section[data-campaign]')).toHaveAttribute('data-campaign', String(second.id));
  for (const tag of pastedTags) {
    await expect(page.locator(tag)).toHaveAttribute('campaign-id', String(second.id));
    await expectShowsCampaign(page.locator(tag), second);
  }
  await expect(page.locator('lomi-campaign-card').getByText(first.title)).toHaveCount(0);

  await page.getByRole('button', { name: 'Hide the widgets' }).click();
  for (const tag of pastedTags) await expect(page.locator(tag)).toHaveCount(0);
  await page.getByRole('button', { name: 'Show the widgets' }).click();
  for (const tag of pastedTags) await expectShowsCampaign(page.locator(tag), second);

  await page.waitForLoadState('networkidle');
  expectSilentHostPage(log);
});
