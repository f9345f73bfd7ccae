import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Campaign, Donation, MyCampaign, PagedList, Session } from '@lomi/core';
import { baseURL } from '../playwright.config.ts';
import { allCampaigns, donateThroughSandbox } from './api.ts';
import { bearer, DEMO_ACCOUNTS, logIn, signInBrowser } from './accounts.ts';
import { expectAccessible } from './expect-accessible.ts';

// Issue 6: the creator dashboard /my-campaign/{id} (§2 Creator dashboard), polled every 2 s.

test.use({ locale: 'en-US' });

const OWNER = DEMO_ACCOUNTS.owner;
const DONOR = DEMO_ACCOUNTS.donor;

async function ownCampaign(request: APIRequestContext, session: Session, id: number): Promise<MyCampaign> {
  const response = await request.get(`/api/campaigns/mine/${id}`, { headers: bearer(session) });
  expect(response.status()).toBe(200);
  return (await response.json()) as MyCampaign;
}

/**
 * The owner's campaign this spec watches and gives to. Other specs count the donations of campaigns outside
 * the ten that raised most (donation.spec), give to the owner's newest one (personal-area.spec) and edit the
 * owner's one-photo one (campaign-detail.spec). The owner's oldest open-ended, non-featured campaign with
 * photos is none of those, and a small gift cannot move it among the ten that raised most.
 */
async function watchedCampaign(request: APIRequestContext, session: Session): Promise<Campaign> {
  const response = await request.get('/api/campaigns/mine/', { headers: bearer(session) });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as PagedList<Campaign>;
  const [campaign] = results
    .filter(
      (candidate) =>
        candidate.status === 'active' &&
        !candidate.featured &&
        candidate.deadline === null &&
        candidate.images.length >= 2 &&
        !candidate.video_url,
    )
    .sort((a, b) => Date.parse(a.created) - Date.parse(b.created));
  if (!campaign) throw new Error('The demo owner has no open-ended campaign with photos for the dashboard.');
  const topTen = [...(await allCampaigns(request))]
    .sort((a, b) => b.collected_amount - a.collected_amount)
    .slice(0, 10)
    .map((candidate) => candidate.id);
  expect(topTen, 'the watched campaign must stay out of the donation specs’ picks').toContain(campaign.id);
  return campaign;
}

async function ownDonations(
  request: APIRequestContext,
  session: Session,
  id: number,
  page: number,
): Promise<PagedList<Donation>> {
  const response = await request.get(`/api/campaigns/mine/${id}/donations?page=${page}`, {
    headers: bearer(session),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as PagedList<Donation>;
}

/**
 * An owner's campaign of several pages of donations that no spec gives to while this one reads it: among the
 * ten that raised most (donation.spec gives outside them), neither the watched one nor the newest public one
 * (personal-area.spec gives to it).
 */
async function pagedCampaign(request: APIRequestContext, session: Session): Promise<Campaign> {
  const watched = await watchedCampaign(request, session);
  const response = await request.get('/api/campaigns/mine/', { headers: bearer(session) });
  const { results } = (await response.json()) as PagedList<Campaign>;
  const listed = await allCampaigns(request);
  const topTen = [...listed]
    .sort((a, b) => b.collected_amount - a.collected_amount)
    .slice(0, 10)
    .map((candidate) => candidate.id);
  const newestPublic = results.find(
    (candidate) => candidate.status === 'active' && listed.some((item) => item.id === candidate.id),
  );
  const [campaign] = results
    .filter(
      (candidate) =>
        topTen.includes(candidate.id) &&
        candidate.id !== watched.id &&
        candidate.id !== newestPublic?.id &&
        candidate.donation_count > 20,
    )
    .sort((a, b) => b.donation_count - a.donation_count);
  if (!campaign) throw new Error('The demo owner has no quiet campaign with three pages of donations.');
  return campaign;
}

const money = (minor: number) =>
  `ETB\\s${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }).replace(/[.,]/g, '\\$&')}`;

test('the owner follows a card to the dashboard, which shows a new donation without a reload', async ({
  page,
  context,
  request,
}) => {
  const owner = await logIn(request, OWNER);
  const campaign = await watchedCampaign(request, owner);
  await signInBrowser(context, owner);

  await page.goto('/mycampaigns');
  const card = page
    .getByRole('list', { name: 'My campaigns' })
    .locator(`a[href="/my-campaign/${campaign.id}"]`);
  await card.click();
  await expect(page).toHaveURL(`/my-campaign/${campaign.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.title);
  await expect(page).toHaveTitle(`Dashboard: ${campaign.title} · Lomi`);
  await expect(page.getByRole('status').filter({ hasText: 'Live update' })).toBeVisible();
  await expect(page.getByText(/^Updated (just now|\d+ seconds? ago)$/)).toBeVisible();
  await expect(page.getByText(`Organized by ${campaign.organization.name}`)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Organizer' }).getByRole('link', { name: 'View Profile' }),
  ).toHaveAttribute('href', `/organization/${campaign.organization.id}`);
  await expect(page.getByRole('img', { name: "QR code of this campaign's page" })).toHaveAttribute(
    'src',
    new RegExp(`/api/generate-qr/\\?campaign_id=${campaign.id}$`),
  );
  await expectAccessible(page);

  // Everything after this happens in the page as loaded: a full reload would drop the marker.
  await page.evaluate(() => Object.assign(window, { lomiMarker: 'still here' }));
  const before = await ownCampaign(request, owner, campaign.id);
  // Unique, and letters only as donor names must be.
  const surname = [...Date.now().toString(36)]
    .map((digit) => String.fromCharCode(97 + (parseInt(digit, 36) % 26)))
    .join('');
  const donorName = `Hana Dashboard ${surname}`;
  await donateThroughSandbox(request, {
    amount: 5_000,
    campaign_id: campaign.id,
    phone_number: '251911224466',
    full_name: donorName,
    message: 'Keep going!',
  });
  const after = await ownCampaign(request, owner, campaign.id);
  expect(after.collected_amount - before.collected_amount).toBe(5_000);

  const donations = page.getByRole('region', { name: 'Latest donations' });
  const newest = donations.getByRole('listitem').first();
  await expect(newest).toContainText(donorName);
  await expect(newest).toContainText(/ETB\s50\.00/);
  await expect(newest).toContainText('Keep going!');
  await expect(donations).toContainText(`${after.donation_count} donations`);
  await expect(donations.getByRole('status')).toHaveText(
    new RegExp(`^New donation: ${donorName} gave ETB\\s50\\.00\\.$`),
  );
  const progress = page.getByRole('region', { name: 'Collected' });
  await expect(progress).toContainText(new RegExp(money(after.collected_amount)));
  expect(await page.evaluate(() => (window as unknown as { lomiMarker?: string }).lomiMarker)).toBe(
    'still here',
  );

  // 'Share Campaign' shares the public campaign page, not this dashboard.
  const share = page.getByRole('button', { name: 'Share Campaign' });
  await share.click();
  const dialog = page.getByRole('dialog', { name: 'Share Campaign' });
  await expect(dialog.getByRole('textbox')).toHaveValue(`${baseURL}/campaign/${campaign.id}`);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(share).toBeFocused();
});

test('the owner pages back through every donation while page 1 follows the poll', async ({
  page,
  context,
  request,
}) => {
  const owner = await logIn(request, OWNER);
  const campaign = await pagedCampaign(request, owner);
  const pages = [1, 2, 3];
  const [first, second, third] = await Promise.all(
    pages.map((number) => ownDonations(request, owner, campaign.id, number)),
  );
  expect(first!.lastPage).toBeGreaterThanOrEqual(3);
  const names = (list: PagedList<Donation>) =>
    list.results.map((donation) => donation.full_name ?? 'Anonymous');
  await signInBrowser(context, owner);
  await page.goto(`/my-campaign/${campaign.id}`);

  const donations = page.getByRole('region', { name: 'Latest donations' });
  const shown = donations.locator('.donation__name');
  const pager = donations.getByRole('navigation', { name: 'Pages' });
  await expect(shown).toHaveText(names(first!));
  await expect(donations).toContainText(`${first!.count} donations`);
  await expect(pager).toContainText(`1 / ${first!.lastPage}`);

  const next = pager.getByRole('button', { name: 'Next page' });
  const read = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === `/api/campaigns/mine/${campaign.id}/donations` &&
      new URL(response.url()).searchParams.get('page') === '2',
  );
  await next.click();
  expect((await read).status()).toBe(200);
  await expect(shown).toHaveText(names(second!));
  await expect(pager).toContainText(`2 / ${first!.lastPage}`);
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shown).toHaveText(names(third!));
  await expectAccessible(page);

  // The poll goes on behind an older page, which stays as it was read.
  const poll = await page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/api/campaigns/mine/${campaign.id}`,
  );
  expect(poll.status()).toBe(200);
  await expect(page.locator('.live-status__badge')).toHaveText('Live update');
  await expect(shown).toHaveText(names(third!));

  await pager.getByRole('button', { name: 'Previous page' }).click();
  await pager.getByRole('button', { name: 'Previous page' }).click();
  await expect(pager).toContainText(`1 / ${first!.lastPage}`);
  await expect(shown).toHaveText(names(first!));
});

test('another signed-in user gets the not-found state', async ({ page, context, request }) => {
  const campaign = await watchedCampaign(request, await logIn(request, OWNER));
  await signInBrowser(context, await logIn(request, DONOR));
  await page.goto(`/my-campaign/${campaign.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Campaign not found');
  await expect(page.getByText('This campaign does not exist, or it is not one of yours.')).toBeVisible();
  await expect(page.getByText(campaign.title)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to My campaigns' })).toHaveAttribute(
    'href',
    '/mycampaigns',
  );
  await expectAccessible(page);
});

test('a lost connection shows Reconnecting… over the last figures, and the dashboard recovers', async ({
  page,
  context,
  request,
}) => {
  const owner = await logIn(request, OWNER);
  const campaign = await watchedCampaign(request, owner);
  await signInBrowser(context, owner);
  await page.goto(`/my-campaign/${campaign.id}`);
  const badge = page.locator('.live-status__badge');
  await expect(badge).toHaveText('Live update');

  await page.route(`**/api/campaigns/mine/${campaign.id}`, (route) => route.abort('internetdisconnected'));
  await expect(badge).toHaveText('Reconnecting…');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.title);
  await expect(page.getByRole('region', { name: 'Collected' }).getByRole('progressbar')).toBeVisible();
  await expect(page.getByText(/^Updated \d+ seconds ago$/)).toBeVisible();

  await page.unroute(`**/api/campaigns/mine/${campaign.id}`);
  await expect(badge).toHaveText('Live update');
});

test('the campaign page leads its owner to the dashboard, which passes axe in Amharic', async ({
  page,
  context,
  request,
}) => {
  const owner = await logIn(request, OWNER);
  const campaign = await watchedCampaign(request, owner);
  await signInBrowser(context, owner);
  await page.goto(`/campaign/${campaign.id}?lang=am`);
  await page.getByRole('region', { name: 'የእርስዎ ዘመቻ' }).getByRole('link', { name: 'ዳሽቦርዱን ይክፈቱ' }).click();
  await expect(page).toHaveURL(new RegExp(`/my-campaign/${campaign.id}(\\?lang=am)?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.title);
  await expect(page.locator('html')).toHaveAttribute('lang', 'am');
  await expect(page.locator('.live-status__badge')).toHaveText('ቀጥታ ዝማኔ');
  await expect(page.getByRole('region', { name: 'የቅርብ ጊዜ ልገሳዎች' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'ዘመቻውን ያጋሩ' }).click();
  await expect(page.getByRole('dialog', { name: 'ዘመቻውን ያጋሩ' }).getByRole('textbox')).toHaveValue(
    `${baseURL}/campaign/${campaign.id}`,
  );
  await expectAccessible(page);
});
