import { expect, test } from '@playwright/test';
import { allCampaigns } from './api.ts';

test.use({ locale: 'en-US' });

// Public reads carry an ETag and `max-age=0, must-revalidate` (packages/server/src/http/http-caching.ts): on
// the next look the browser asks with If-None-Match, the server answers 304 without a body, and the page's
// fetch gets the stored answer as a 200. This walks it in a real browser, whose cache the core client relies
// on (it never sends If-None-Match itself, so it never sees a 304).
test('a campaign page revalidates its data with the ETag and still shows it', async ({ page, request }) => {
  const [campaign] = await allCampaigns(request);
  if (!campaign) throw new Error('The seed has no campaign.');
  const dataPath = `/api/campaigns/${campaign.id}`;
  const conditional: (string | null)[] = [];
  page.on('request', async (sent) => {
    if (new URL(sent.url()).pathname === dataPath) {
      conditional.push((await sent.allHeaders())['if-none-match'] ?? null);
    }
  });

  await page.goto(`/campaign/${campaign.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.title);
  await page.goto('/explore');
  await page.goto(`/campaign/${campaign.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.title);

  await expect.poll(() => conditional.some((etag) => etag?.startsWith('W/"'))).toBe(true);
  const answer = await request.get(dataPath, {
    headers: { 'if-none-match': conditional.find((etag) => etag) ?? '' },
  });
  expect(answer.status()).toBe(304);
});
