import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Campaign, Organization, PagedList, Session } from '@lomi/core';
import { allCampaigns } from './api.ts';
import { bearer, DEMO_ACCOUNTS, logIn, signInBrowser } from './accounts.ts';

// Issue 11 item 10, §2 Explore: the 'Your Campaign' badge marks the signed-in viewer's own campaigns (those
// of the organizations they own) on /explore, /saved and /mycampaigns, and nobody else's.

const BADGE = 'Your Campaign';

interface OwnerView {
  session: Session;
  /** A listed campaign of the owner's organization, and a listed one of another organization. */
  own: Campaign;
  other: Campaign;
}

async function ownerView(request: APIRequestContext): Promise<OwnerView> {
  const session = await logIn(request, DEMO_ACCOUNTS.owner);
  const answer = await request.get('/api/organizations/my_organization/', { headers: bearer(session) });
  const owned = new Set(((await answer.json()) as PagedList<Organization>).results.map(({ id }) => id));
  const listed = await allCampaigns(request);
  const own = listed.find((campaign) => owned.has(campaign.organization.id));
  const other = listed.find((campaign) => !owned.has(campaign.organization.id));
  if (!own || !other) throw new Error('The seed needs listed campaigns of the demo owner and of others.');
  return { session, own, other };
}

/** The card of `campaign` in the page's grid, found by its title. */
const card = (page: Page, campaign: Campaign) => page.getByRole('article', { name: campaign.title });

/** /explore narrowed to one campaign by its title, so the card is on the first page whatever the seed. */
async function exploreFor(page: Page, campaign: Campaign) {
  await page.goto(`/explore?search=${encodeURIComponent(campaign.title)}`);
  await expect(card(page, campaign)).toBeVisible();
}

test("the demo owner sees 'Your Campaign' on their own campaigns on /explore, /saved and /mycampaigns only", async ({
  page,
  context,
  request,
}) => {
  const { session, own, other } = await ownerView(request);
  await signInBrowser(context, session);

  await exploreFor(page, own);
  await expect(card(page, own).getByText(BADGE, { exact: true })).toBeVisible();
  await exploreFor(page, other);
  await expect(
    card(page, other).getByRole('button', { name: `Save campaign: ${other.title}` }),
  ).toBeVisible();
  await expect(card(page, other).getByText(BADGE, { exact: true })).toHaveCount(0);

  for (const campaign of [own, other]) {
    const saved = await request.post('/api/saved-campaigns/save/', {
      headers: bearer(session),
      data: { campaign_id: campaign.id },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
  }
  await page.goto('/saved');
  await expect(card(page, own).getByText(BADGE, { exact: true })).toBeVisible();
  await expect(card(page, other)).toBeVisible();
  await expect(card(page, other).getByText(BADGE, { exact: true })).toHaveCount(0);

  await page.goto('/mycampaigns');
  const mine = page.getByRole('list', { name: 'My campaigns' }).getByRole('article');
  await expect(mine.first()).toBeVisible();
  const count = await mine.count();
  await expect(mine.getByText(BADGE, { exact: true })).toHaveCount(count);
});

test("neither a donor nor a visitor sees 'Your Campaign'", async ({ page, context, request }) => {
  const { own } = await ownerView(request);

  await exploreFor(page, own);
  await expect(card(page, own).getByText(BADGE, { exact: true })).toHaveCount(0);

  await signInBrowser(context, await logIn(request, DEMO_ACCOUNTS.donor));
  await exploreFor(page, own);
  await expect(card(page, own).getByRole('button', { name: `Save campaign: ${own.title}` })).toBeVisible();
  await expect(card(page, own).getByText(BADGE, { exact: true })).toHaveCount(0);
});
