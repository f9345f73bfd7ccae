import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_TITLE_MAX_LENGTH } from '@lomi/core';
import { campaignFixture, expectNoAxeViolations } from '@lomi/react/testing';
import { CampaignTextProvider } from '../../pages/campaign/campaign-text.ts';
import { fakeApiClient, type FakeRequest } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import EditCampaignDialog from './edit-campaign-dialog.tsx';

const campaign = campaignFixture();

async function renderDialog(answer: (request: FakeRequest) => { status: number; body: unknown }) {
  const requests: FakeRequest[] = [];
  const session = signedInSession();
  const client = fakeApiClient(
    (url, request) => {
      if (url.pathname !== '/campaign/update/12') return { status: 404, body: {} };
      requests.push(request);
      return answer(request);
    },
    { getAccessToken: session.token },
  );
  const onSaved = vi.fn();
  const onClose = vi.fn();
  await renderSite(
    <CampaignTextProvider>
      <EditCampaignDialog campaign={campaign} onSaved={onSaved} onClose={onClose} />
    </CampaignTextProvider>,
    { client, session },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Update Campaign' });
  return { dialog, requests, onSaved, onClose, user: userEvent.setup() };
}

describe('Edit Campaign', { timeout: 20_000 }, () => {
  it('starts with the campaign’s text, focused on the title, and saves both fields trimmed', async () => {
    const { requests, onSaved, user } = await renderDialog((request) => ({
      status: 200,
      body: { ...campaign, ...(request.body as object) },
    }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    const description = screen.getByRole('textbox', { name: 'Description' });
    // The dialog moves the focus in an effect, which may run just after it appears.
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect((description as HTMLTextAreaElement).value).toBe(campaign.description);
    await expectNoAxeViolations(document.body);

    await user.clear(title);
    await user.type(title, '  Wells for six schools ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(requests).toEqual([
      {
        method: 'PATCH',
        authorization: 'Bearer test-token',
        body: { title: 'Wells for six schools', description: campaign.description },
      },
    ]);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ title: 'Wells for six schools' });
  });

  it('needs a title and a description (§5), says so at the fields and sends nothing', async () => {
    const { requests, user } = await renderDialog(() => ({ status: 200, body: campaign }));
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.clear(screen.getByRole('textbox', { name: 'Description' }));
    await user.type(screen.getByRole('textbox', { name: 'Description' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(title.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please enter a title.',
    );
    expect(screen.getByText('Please enter a description.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(requests).toEqual([]);
    await expectNoAxeViolations(document.body);
  });

  it('checks the length of the title before sending (the rule of @lomi/core)', async () => {
    const { requests, user } = await renderDialog(() => ({ status: 200, body: campaign }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.click(title);
    await user.paste('x'.repeat(CAMPAIGN_TITLE_MAX_LENGTH + 1));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText(`The title can be at most ${CAMPAIGN_TITLE_MAX_LENGTH} characters.`),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('marks the fields a 400 names in its errors map, whatever their wording, in the page’s language', async () => {
    const { onSaved, user } = await renderDialog(() => ({
      status: 400,
      body: {
        message: 'Invalid field "description": must be at most 10 characters',
        code: 'LOMI_ERR_VALIDATION',
        errors: { description: 'must be at most 10 characters' },
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const description = screen.getByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(description.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The description was not accepted. Please check it and try again.',
    );
    expect(screen.getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(description));
    expect(screen.queryByText(/must be at most/)).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('explains a 400 that names no field of the form with the general failure', async () => {
    const { user } = await renderDialog(() => ({
      status: 400,
      body: {
        message: 'Invalid field "goal": cannot be changed here',
        code: 'LOMI_ERR_VALIDATION',
        errors: { goal: 'cannot be changed here' },
      },
    }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The campaign could not be updated. Please try again.',
    );
  });

  it('explains a refusal of the server and stays open', async () => {
    const { onSaved, user } = await renderDialog(() => ({
      status: 403,
      body: { message: 'Campaign 12 belongs to another organization.', code: 'LOMI_ERR_FORBIDDEN' },
    }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Only the organization running this campaign can edit it.',
    );
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Update Campaign' })).toBeTruthy();
  });

  it('closes with Cancel and with Escape', async () => {
    const { onClose, user } = await renderDialog(() => ({ status: 200, body: campaign }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('speaks Amharic', async () => {
    const client = fakeApiClient(() => ({ status: 404, body: {} }));
    await renderSite(
      <CampaignTextProvider>
        <EditCampaignDialog campaign={campaign} onSaved={() => {}} onClose={() => {}} />
      </CampaignTextProvider>,
      { client, locale: 'am' },
    );
    await screen.findByRole('dialog', { name: 'ዘመቻውን ያዘምኑ' });
    expect(screen.getByRole('textbox', { name: 'ርዕስ' })).toBeTruthy();
  });
});
