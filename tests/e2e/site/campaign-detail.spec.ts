import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Campaign, Charity, Notification, PagedList, Session } from '@lomi/core';
import { baseURL } from '../playwright.config.ts';
import { allCampaigns, getJson, listCampaigns } from './api.ts';
import { bearer, DEMO_ACCOUNTS, logIn, signInBrowser } from './accounts.ts';
import { expectAccessible } from './expect-accessible.ts';

// Issue 6 item 6: the campaign page's video, charity card, QR code, share panel, report link, the
// organization's other campaigns, time left, the owner's tools and the organizer contact for everyone else.

test.use({ locale: 'en-US' });

const OWNER = DEMO_ACCOUNTS.owner;
const DONOR = DEMO_ACCOUNTS.donor;

/** The demo owner's listed campaigns, read through the owner's own endpoint. */
async function ownersCampaigns(request: APIRequestContext, session: Session): Promise<Campaign[]> {
  const response = await request.get('/api/campaigns/mine/', { headers: bearer(session) });
  expect(response.status()).toBe(200);
  const { results } = (await response.json()) as PagedList<Campaign>;
  return results.filter((campaign) => campaign.status === 'active');
}

/** The owner's campaign with a YouTube video and a deadline (the seed has one). */
async function videoCampaign(request: APIRequestContext): Promise<Campaign> {
  const campaign = (await ownersCampaigns(request, await logIn(request, OWNER))).find(
    (candidate) => candidate.video_url?.includes('v=') && candidate.deadline,
  );
  if (!campaign) throw new Error('The seed has no campaign of the demo owner with a video and a deadline.');
  return campaign;
}

// No internet in tests: YouTube's picture and player are refused at once, as a blocked network would.
async function offline(page: Page) {
  await page.route(/^https:\/\/(img\.youtube\.com|www\.youtube-nocookie\.com)\//, (route) => route.abort());
}

test('a visitor gets the share panel, the QR code, the report link, time left and the organization’s other campaigns', async ({
  page,
  request,
}) => {
  const campaign = await videoCampaign(request);
  const others = (
    await listCampaigns(request, `?organization_id=${campaign.organization.id}`)
  ).results.filter((other) => other.id !== campaign.id);
  expect(others.length).toBeGreaterThan(0);
  await offline(page);
  await page.goto(`/campaign/${campaign.id}?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.title);

  // §2: the share link is the public site address plus the current path. The panel comes when it nears
  // the screen (or at the visitor's first key press or tap), not during the page's load.
  const share = page.getByRole('group', { name: 'Share this campaign' });
  await page.getByRole('link', { name: 'Report this campaign' }).scrollIntoViewIfNeeded();
  await expect(share).toBeVisible();
  for (const network of ['Facebook', 'LinkedIn', 'WhatsApp', 'Telegram']) {
    await expect(share.getByRole('link', { name: new RegExp(network) })).toBeVisible();
  }
  await expect(share.getByRole('textbox')).toHaveValue(`${baseURL}/campaign/${campaign.id}`);

  const qr = page.getByRole('img', { name: "QR code of this campaign's page" });
  await expect(qr).toHaveAttribute('src', new RegExp(`/api/generate-qr/\\?campaign_id=${campaign.id}$`));
  await qr.scrollIntoViewIfNeeded();
  await expect(qr).toHaveJSProperty('complete', true);
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await expect(page.getByRole('link', { name: 'Report this campaign' })).toHaveAttribute(
    'href',
    `/report/${campaign.id}`,
  );

  // Days and hours until the deadline (§2), with the deadline itself in the markup.
  const remaining = page.locator('.campaign__remaining time');
  await expect(remaining).toHaveText(/^\d+ days?( \d+ hours?)? left$/);
  await expect(remaining).toHaveAttribute('datetime', campaign.deadline!);

  const more = page.getByRole('region', { name: 'More Campaigns from this Organization' });
  const links = more.getByRole('link');
  await expect(links).toHaveCount(others.length);
  expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
    others.map((other) => `/campaign/${other.id}`),
  );
  await expect(more.locator('.more-campaigns__list')).toHaveCSS('overflow-x', 'auto');
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`/campaign/${others[0]!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(others[0]!.title);
});

test('the video thumbnail opens the video in a modal, and closing it gives the focus back', async ({
  page,
  request,
}) => {
  const campaign = await videoCampaign(request);
  const videoId = new URL(campaign.video_url!).searchParams.get('v');
  await offline(page);
  await page.goto(`/campaign/${campaign.id}`);

  const thumbnail = page.getByRole('button', { name: 'Watch the campaign video' });
  await expect(thumbnail).toBeVisible();
  // YouTube's picture could not be fetched: the button stays, with its stand-in frame.
  await expect(thumbnail.locator('img')).toHaveCount(0);

  await thumbnail.click();
  const dialog = page.getByRole('dialog', { name: 'Campaign video' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`,
  );
  await expect(dialog.locator('iframe')).toHaveAttribute(
    'title',
    `Video of the campaign “${campaign.title}”`,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close video' }).click();
  await expect(dialog).toBeHidden();
  await expect(thumbnail).toBeFocused();
});

test('a campaign created by a charity shows the charity’s card', async ({ page, request }) => {
  const campaign = (await allCampaigns(request)).find((candidate) => candidate.createdByCharity);
  if (!campaign?.charityId) throw new Error('The seed has no listed campaign created by a charity.');
  const charity = await getJson<Charity>(request, `/charity/byid/${campaign.charityId}`);
  await page.goto(`/campaign/${campaign.id}`);
  const card = page.getByRole('region', { name: 'Created by a charity' });
  await expect(card).toContainText(charity.name);
  await expect(card).toContainText(charity.description);
  await expect(card.locator('time')).toHaveAttribute('datetime', charity.dateCreated);
  await expect(card.locator('time')).toHaveText(/^Created \w+ \d{1,2}, \d{4}$/);
});

test('the owner edits the campaign; the change persists', async ({ page, context, request }) => {
  const session = await logIn(request, OWNER);
  // A campaign of the owner's that other specs do not pick: one photo, not featured, no video.
  const campaign = (await ownersCampaigns(request, session)).find(
    (candidate) => candidate.images.length === 1 && !candidate.featured && !candidate.video_url,
  );
  if (!campaign) throw new Error('The demo owner has no plain one-photo campaign to edit.');
  const newTitle = `${campaign.title} (updated ${Date.now().toString(36)})`;
  await signInBrowser(context, session);
  try {
    await page.goto(`/campaign/${campaign.id}`);
    const tools = page.getByRole('region', { name: 'Your campaign' });
    await expect(tools.getByRole('link', { name: 'Generate Report' })).toHaveAttribute(
      'href',
      `/campaign/${campaign.id}/report`,
    );
    await expect(tools.getByRole('button', { name: 'Request a Withdraw' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await expect(page.getByRole('region', { name: 'Contact details' })).toHaveCount(0);
    await expectAccessible(page);

    const edit = tools.getByRole('button', { name: 'Edit Campaign' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Update Campaign' });
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await expect(title).toHaveValue(campaign.title);
    await expect(title).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(campaign.description);

    // §5: the title may not be empty; nothing is sent.
    await title.fill('   ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Please enter a title.')).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(title).toBeFocused();
    await expectAccessible(page);
    const stored = await getJson<Campaign>(request, `/api/campaigns/${campaign.id}`);
    expect(stored.title).toBe(campaign.title);

    await title.fill(newTitle);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    await expect(tools.getByRole('status')).toHaveText('Your changes have been saved.');
    await expect(edit).toBeFocused();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
    expect((await getJson<Campaign>(request, `/api/campaigns/${campaign.id}`)).title).toBe(newTitle);
  } finally {
    // Leave the seed as it was for the other specs.
    const restored = await request.patch(`/campaign/update/${campaign.id}`, {
      headers: bearer(session),
      data: { title: campaign.title, description: campaign.description },
    });
    expect(restored.status()).toBe(200);
  }
});

test('another signed-in user gets no owner tools, but the organizer’s e-mail and phone', async ({
  page,
  context,
  request,
}) => {
  const campaign = await videoCampaign(request);
  await signInBrowser(context, await logIn(request, DONOR));
  await offline(page);
  await page.goto(`/campaign/${campaign.id}`);
  const contact = page.getByRole('region', { name: 'Contact details' });
  await expect(contact.getByRole('link', { name: campaign.organization.email })).toHaveAttribute(
    'href',
    `mailto:${campaign.organization.email}`,
  );
  await expect(contact.getByRole('link', { name: campaign.organization.phone_number })).toHaveAttribute(
    'href',
    `tel:${campaign.organization.phone_number}`,
  );
  await expect(page.getByRole('button', { name: 'Edit Campaign' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your campaign' })).toHaveCount(0);
});

test('Contact Fundraiser delivers the message to the organizer as a notification', async ({
  page,
  request,
}) => {
  const campaign = await videoCampaign(request);
  const text = `Can I give delivery beds instead of money? (${Date.now().toString(36)})`;
  await offline(page);
  await page.goto(`/campaign/${campaign.id}`);

  const open = page.getByRole('button', { name: 'Contact Fundraiser' });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Contact Fundraiser' });
  await expect(dialog).toContainText(campaign.organization.name);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await expect(dialog.getByText('Please enter your e-mail address.')).toBeVisible();
  await expect(dialog.getByText('Please write a message.')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('textbox', { name: 'Your name' }).fill('Hirut Alemu');
  await dialog.getByRole('textbox', { name: 'Your e-mail' }).fill('hirut@example.com');
  await dialog.getByRole('textbox', { name: 'Message' }).fill(text);
  await dialog.getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog.getByText('Thank you! Your message has been sent to the organizer.')).toBeFocused();
  // The corner ✕ and the button under the confirmation both close.
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  const owner = await logIn(request, OWNER);
  const notifications = await request.get('/api/notifications/', { headers: bearer(owner) });
  const { results } = (await notifications.json()) as PagedList<Notification & { kind: string | null }>;
  const delivered = results.find((notification) => notification.content.includes(text));
  expect(delivered).toMatchObject({
    title: 'New message about your campaign',
    is_read: false,
    related_campaign: { id: campaign.id },
    kind: 'contact_message',
  });
  expect(delivered?.content).toContain('Hirut Alemu (hirut@example.com)');
});

for (const lang of ['en', 'am'] as const) {
  test(`the campaign page and its dialogs pass axe in ${lang}, for visitors and for the owner`, async ({
    page,
    context,
    request,
  }) => {
    const campaign = await videoCampaign(request);
    await offline(page);
    await page.goto(`/campaign/${campaign.id}?lang=${lang}`);
    const contact = lang === 'en' ? 'Contact Fundraiser' : 'ገንዘብ አሰባሳቢውን ያግኙ';
    await expect(page.getByRole('button', { name: contact })).toBeVisible();
    // The share panel comes as it nears the screen.
    await page.locator('.campaign__report a').scrollIntoViewIfNeeded();
    await expect(page.locator('.lomi-share')).toBeVisible();
    await expect(page.locator('.more-campaigns')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: contact }).click();
    await expect(page.getByRole('dialog', { name: contact })).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: lang === 'en' ? 'Watch the campaign video' : 'የዘመቻውን ቪዲዮ ይመልከቱ' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await signInBrowser(context, await logIn(request, OWNER));
    await page.reload();
    const edit = lang === 'en' ? 'Edit Campaign' : 'ዘመቻውን ያርትዑ';
    await page.getByRole('button', { name: edit }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
  });
}
