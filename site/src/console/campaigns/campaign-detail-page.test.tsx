import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConsoleCampaign } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeRequest } from '../../testing/fake-api-client.ts';
import { renderConsole } from '../render-console.tsx';
import { consoleCampaignFixture } from './campaign-fixtures.ts';

/**
 * A fake console API over one campaign: GET answers it; each action answers `after(action, body)` (the
 * campaign as the server would leave it) or an error of its own.
 */
function campaignClient(
  campaign: ConsoleCampaign,
  after: (action: string, body: unknown) => ConsoleCampaign | { status: number; message: string },
) {
  let current = campaign;
  const actions: { action: string; method: string; body: unknown }[] = [];
  const client = fakeApiClient((url, request: FakeRequest) => {
    const match = /^\/api\/console\/campaigns\/(\d+)\/(?:(\w+)\/)?$/.exec(url.pathname);
    if (!match || Number(match[1]) !== current.id) return { status: 404, body: { message: 'Not found' } };
    if (!match[2]) return { status: 200, body: current };
    actions.push({ action: match[2], method: request.method, body: request.body });
    const answer = after(match[2], request.body);
    if ('message' in answer)
      return { status: answer.status, body: { message: answer.message, code: 'LOMI_ERR_CONFLICT' } };
    current = answer;
    return { status: 200, body: answer };
  });
  return { client, actions, set: (next: ConsoleCampaign) => (current = next) };
}

const actionsOf = () =>
  within(screen.getByRole('region', { name: 'Actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('a campaign in the console', () => {
  it('shows what an operator needs and publishes a campaign in review', async () => {
    const campaign = consoleCampaignFixture();
    const api = campaignClient(campaign, () => ({ ...campaign, status: 'active', accepts_donations: true }));
    const { container } = await renderConsole('/console/campaigns/41', { client: api.client });
    expect(await screen.findByRole('heading', { level: 1, name: 'School roof in Dessie' })).toBeTruthy();
    expect(screen.getByText('Status: In review')).toBeTruthy();
    expect(screen.getByText('Almaz Bekele · owner@example.com')).toBeTruthy();
    expect(screen.getByText('Dessie Parents Association')).toBeTruthy();
    expect(screen.getByText('1 image, 2 documents')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit the campaign' }).getAttribute('href')).toBe(
      '/console/campaigns/41/edit',
    );
    expect(screen.queryByRole('link', { name: 'Open its public page' })).toBeNull();
    expect(actionsOf()).toEqual(['Publish', 'Reject…']);
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('The campaign is published.')).toBeTruthy();
    expect(screen.getByText('Status: Published')).toBeTruthy();
    expect(api.actions).toEqual([{ action: 'publish', method: 'POST', body: undefined }]);
    expect(actionsOf()).toEqual(['Feature', 'Unpublish…', 'Close the campaign…']);
    expect(screen.getByRole('link', { name: 'Open its public page' }).getAttribute('href')).toBe(
      '/campaign/41',
    );
  });

  it('rejects only with a reason, which it sends', async () => {
    const campaign = consoleCampaignFixture();
    const api = campaignClient(campaign, (_, body) => ({
      ...campaign,
      status: 'rejected',
      review_note: (body as { reason: string }).reason,
    }));
    await renderConsole('/console/campaigns/41', { client: api.client });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this campaign' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the campaign' }));
    expect(within(dialog).getByText('Write the reason for the owner.')).toBeTruthy();
    expect(api.actions).toEqual([]);
    await userEvent.type(
      within(dialog).getByLabelText('Reason for the owner'),
      'The photo is of another school.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the campaign' }));
    expect(await screen.findByText('The campaign is rejected; its owner has been told why.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.actions).toEqual([
      { action: 'reject', method: 'POST', body: { reason: 'The photo is of another school.' } },
    ]);
    expect(screen.getByText('The photo is of another school.')).toBeTruthy();
    expect(screen.getByText('No action applies to a campaign in this status (Rejected).')).toBeTruthy();
  });

  it('unpublishes with a reason and closes after a confirmation', async () => {
    const campaign = consoleCampaignFixture({ status: 'active', accepts_donations: true, featured: true });
    const api = campaignClient(campaign, (action, body) =>
      action === 'unpublish'
        ? {
            ...campaign,
            status: 'unpublished',
            featured: false,
            accepts_donations: false,
            review_note: (body as { reason: string }).reason,
          }
        : { ...campaign, status: 'closed', featured: false, accepts_donations: false },
    );
    await renderConsole('/console/campaigns/41', { client: api.client });
    expect(await screen.findByText('Status: Published')).toBeTruthy();
    expect(actionsOf()).toEqual(['Stop featuring', 'Unpublish…', 'Close the campaign…']);

    await userEvent.click(screen.getByRole('button', { name: 'Close the campaign…' }));
    const confirm = await screen.findByRole('dialog', { name: 'Close this campaign?' });
    expect(confirm.textContent).toContain('This cannot be undone.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.actions).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Unpublish…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this campaign' });
    await userEvent.type(within(dialog).getByLabelText('Reason for the owner'), 'Reported as misleading.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Unpublish the campaign' }));
    expect(await screen.findByText('Status: Unpublished')).toBeTruthy();
    expect(actionsOf()).toEqual(['Publish again']);

    const fresh = consoleCampaignFixture({ status: 'active', accepts_donations: true });
    const closing = campaignClient(fresh, () => ({ ...fresh, status: 'closed', accepts_donations: false }));
    await renderConsole('/console/campaigns/41', { client: closing.client });
    const closeButtons = await screen.findAllByRole('button', { name: 'Close the campaign…' });
    await userEvent.click(closeButtons.at(-1)!);
    const confirmClose = await screen.findByRole('dialog', { name: 'Close this campaign?' });
    await userEvent.click(within(confirmClose).getByRole('button', { name: 'Close the campaign' }));
    expect(await screen.findByText('The campaign is closed.')).toBeTruthy();
    expect(closing.actions).toEqual([{ action: 'close', method: 'POST', body: undefined }]);
  });

  it('when another operator acted first, says so and shows the campaign as it is now', async () => {
    const campaign = consoleCampaignFixture();
    const api = campaignClient(campaign, () => {
      api.set({ ...campaign, status: 'rejected', review_note: 'Someone else was faster.' });
      return {
        status: 409,
        message: 'Campaign 41 is rejected; only a campaign in review or unpublished can be published.',
      };
    });
    await renderConsole('/console/campaigns/41', { client: api.client });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/This campaign changed before your action/)).toBeTruthy();
    expect(await screen.findByText('Status: Rejected')).toBeTruthy();
    expect(screen.getByText('Someone else was faster.')).toBeTruthy();
  });

  it('sets the deadline to the end of the chosen day, and removes it', async () => {
    const campaign = consoleCampaignFixture({ status: 'active', accepts_donations: true });
    const api = campaignClient(campaign, (_, body) => ({
      ...campaign,
      deadline: (body as { deadline: string | null }).deadline,
    }));
    await renderConsole('/console/campaigns/41', { client: api.client });
    expect(await screen.findByText('No deadline: it takes donations until it is closed.')).toBeTruthy();
    const input = screen.getByLabelText('Last day for donations');
    await userEvent.click(screen.getByRole('button', { name: 'Save the deadline' }));
    expect(screen.getByText('Choose a day.')).toBeTruthy();
    await userEvent.type(input, '2020-01-31');
    await userEvent.click(screen.getByRole('button', { name: 'Save the deadline' }));
    expect(screen.getByText('Choose today or a later day.')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '2099-03-15');
    await userEvent.click(screen.getByRole('button', { name: 'Save the deadline' }));
    expect(await screen.findByText('The deadline is saved.')).toBeTruthy();
    expect(api.actions).toEqual([
      {
        action: 'deadline',
        method: 'PUT',
        // The deadline it replaces, so another operator's change in between is refused, not overwritten.
        body: { deadline: new Date(2099, 2, 16).toISOString(), previous_deadline: null },
      },
    ]);
    expect(screen.getByText(/Donations stop at the end of March 15, 2099\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove the deadline' }));
    expect(await screen.findByText('No deadline: it takes donations until it is closed.')).toBeTruthy();
    expect(api.actions.at(-1)).toEqual({
      action: 'deadline',
      method: 'PUT',
      body: { deadline: null, previous_deadline: new Date(2099, 2, 16).toISOString() },
    });
  });

  it('says when there is no such campaign', async () => {
    const api = campaignClient(consoleCampaignFixture(), () => consoleCampaignFixture());
    await renderConsole('/console/campaigns/999', { client: api.client });
    expect(await screen.findByText('There is no campaign with this number.')).toBeTruthy();
  });

  it('asks nothing for an address that is no campaign number', async () => {
    const api = campaignClient(consoleCampaignFixture(), () => consoleCampaignFixture());
    await renderConsole('/console/campaigns/abc', { client: api.client });
    expect(await screen.findByText('There is no campaign with this number.')).toBeTruthy();
    expect(api.client.requests).toEqual([]);
  });
});
