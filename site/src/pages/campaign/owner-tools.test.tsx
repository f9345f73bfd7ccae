import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { campaignFixture, expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import { CampaignTextProvider } from './campaign-text.ts';
import { OwnerTools } from './owner-tools.tsx';

const campaign = campaignFixture();

function ownerApi() {
  return fakeApiClient((url, request) => {
    if (url.pathname === '/api/campaigns/mine/12/balance')
      return { status: 200, body: { etb: 97_500, usd: 0 } };
    if (url.pathname === '/withdraw/account/get') {
      return {
        status: 200,
        body: {
          data: {
            accountName: 'Gondar Community Health',
            accountNumber: '1000234567891',
            bankName: 'Commercial Bank of Ethiopia',
            accountType: 'checking',
            phoneNumber: '+251918220145',
            dateCreated: '2026-10-01T09:00:00.000Z',
            dateUpdated: '2026-10-01T09:00:00.000Z',
          },
        },
      };
    }
    if (url.pathname === '/withdraw/request' && request.method === 'POST') {
      return {
        status: 201,
        body: {
          data: {
            id: 41,
            campaignId: 12,
            amount: 97_500,
            currency: 'ETB',
            status: 'pending',
            dateCreated: '2026-11-23T08:00:00.000Z',
            dateUpdated: '2026-11-23T08:00:00.000Z',
          },
        },
      };
    }
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_ROUTE_NOT_FOUND' } };
  });
}

describe('the owner’s tools', { timeout: 20_000 }, () => {
  it('open the withdraw panel, which closes on success with §8’s text, the focus back and the page re-read', async () => {
    const onChanged = vi.fn();
    await renderSite(
      <CampaignTextProvider>
        <OwnerTools campaign={campaign} onChanged={onChanged} />
      </CampaignTextProvider>,
      { client: ownerApi(), session: signedInSession() },
    );
    const user = userEvent.setup();
    const tools = await screen.findByRole('region', { name: 'Your campaign' });
    const open = within(tools).getByRole('button', { name: 'Request a Withdraw' });
    expect(open.getAttribute('aria-disabled')).toBeNull();
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    expect(within(tools).getByRole('link', { name: 'Generate Report' }).getAttribute('href')).toBe(
      '/campaign/12/report',
    );
    await expectNoAxeViolations(document.body);

    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Request a Withdraw' }, { timeout: 5000 });
    await user.click(await within(dialog).findByRole('radio', { name: /Birr \(ETB\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(tools).getByRole('status').textContent).toBe('Withdrawal request sent!');
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(open);
  });

  it('close the panel on Cancel without re-reading the page', async () => {
    const onChanged = vi.fn();
    await renderSite(
      <CampaignTextProvider>
        <OwnerTools campaign={campaign} onChanged={onChanged} />
      </CampaignTextProvider>,
      { client: ownerApi(), session: signedInSession(), locale: 'am' },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ገንዘብ ለማውጣት ይጠይቁ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ገንዘብ ለማውጣት ይጠይቁ' }, { timeout: 5000 });
    await user.click(await within(dialog).findByRole('button', { name: 'ይቅር' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onChanged).not.toHaveBeenCalled();
    const tools = screen.getByRole('region', { name: 'የእርስዎ ዘመቻ' });
    expect(within(tools).getByRole('status').textContent).toBe('');
  });
});
