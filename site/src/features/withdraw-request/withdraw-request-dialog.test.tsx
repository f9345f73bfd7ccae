import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatMoney, type WithdrawAccount, type Withdrawal } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeRequest } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import WithdrawRequestDialog from './withdraw-request-dialog.tsx';

const campaign = { id: 12, title: 'Clean water for Kola Diba' };

const ACCOUNT: WithdrawAccount = {
  accountName: 'Gondar Community Health',
  accountNumber: '1000234567891',
  bankName: 'Commercial Bank of Ethiopia',
  accountType: 'checking',
  phoneNumber: '+251918220145',
  dateCreated: '2026-10-01T09:00:00.000Z',
  dateUpdated: '2026-10-01T09:00:00.000Z',
};

const WITHDRAWAL: Withdrawal = {
  id: 41,
  campaignId: 12,
  amount: 97_500,
  currency: 'ETB',
  status: 'pending',
  dateCreated: '2026-11-23T08:00:00.000Z',
  dateUpdated: '2026-11-23T08:00:00.000Z',
  rejectionReason: null,
  paidAt: null,
};

type Answer = { status: number; body: unknown };

/**
 * The panel over a fake API: the campaign's balance, the saved account (none when null), and `request`
 * answering POST /withdraw/request. Records the requests sent.
 */
async function renderPanel({
  balance = { etb: 97_500, usd: 0 } as { etb: number; usd: number } | Answer,
  account = ACCOUNT as WithdrawAccount | null,
  request = (() => ({ status: 201, body: { data: WITHDRAWAL } })) as () => Answer,
  locale = 'en' as 'en' | 'am',
} = {}) {
  const requests: Array<FakeRequest & { path: string }> = [];
  const session = signedInSession();
  const client = fakeApiClient(
    (url, sent) => {
      requests.push({ ...sent, path: url.pathname });
      if (url.pathname === '/api/campaigns/mine/12/balance') {
        return 'status' in balance ? (balance as Answer) : { status: 200, body: balance };
      }
      if (url.pathname === '/withdraw/account/get') return { status: 200, body: { data: account } };
      if (url.pathname === '/withdraw/request' && sent.method === 'POST') return request();
      return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_ROUTE_NOT_FOUND' } };
    },
    { getAccessToken: session.token },
  );
  const onRequested = vi.fn();
  const onClose = vi.fn();
  await renderSite(
    <WithdrawRequestDialog campaign={campaign} onRequested={onRequested} onClose={onClose} />,
    {
      client,
      session,
      locale,
    },
  );
  const name = locale === 'en' ? 'Request a Withdraw' : 'ገንዘብ ለማውጣት ይጠይቁ';
  const dialog = await screen.findByRole('dialog', { name }, { timeout: 5000 });
  const sentRequests = () => requests.filter((item) => item.path === '/withdraw/request');
  return { dialog, requests, sentRequests, onRequested, onClose, user: userEvent.setup() };
}

// The first opening in a test file fetches and compiles the panel's code and catalogs, slow on a busy machine.
describe('the withdraw panel', { timeout: 20_000 }, () => {
  it('shows what each currency can pay out, where it goes and when, with the focus on the first choice', async () => {
    const { dialog } = await renderPanel();
    const etb = await within(dialog).findByRole('radio', { name: /Birr \(ETB\)/ });
    await waitFor(() => expect(document.activeElement).toBe(etb));
    expect(etb.closest('label')?.textContent).toContain(`${formatMoney(97_500, 'ETB', 'en')} available`);
    const usd = within(dialog).getByRole('radio', { name: /US dollars \(USD\)/ });
    expect(usd.closest('label')?.textContent).toContain('Nothing to withdraw');
    expect(within(dialog).getByRole('group', { name: 'Currency' })).toBeTruthy();
    expect(dialog.textContent).toContain('usually within 2–3 working days');
    expect(dialog.textContent).toContain(
      "Donations are deposited in ETB. A USD balance is paid out in ETB at Lomi's exchange rate on the day it is paid; the rate is recorded with the payout.",
    );
    expect(dialog.textContent).toContain('Paid into: Commercial Bank of Ethiopia, account 1000234567891.');
    expect(within(dialog).getByRole('link', { name: 'Change withdrawal account' }).getAttribute('href')).toBe(
      '/withdraw',
    );
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Withdraw what “Clean water for Kola Diba” has raised into your withdrawal account.',
    );
    await expectNoAxeViolations(document.body);
  });

  it('wants a currency with a balance (§5) and sends nothing until it has one', async () => {
    const { dialog, sentRequests, user } = await renderPanel();
    const request = await within(dialog).findByRole('button', { name: 'Request' });
    await user.click(request);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please select a currency.');
    const etb = within(dialog).getByRole('radio', { name: /Birr \(ETB\)/ });
    expect(document.activeElement).toBe(etb);
    const group = within(dialog).getByRole('group', { name: 'Currency' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Please select a currency.',
    );

    await user.click(within(dialog).getByRole('radio', { name: /US dollars \(USD\)/ }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(request);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "You don't have balance in the selected currency.",
    );
    await expectNoAxeViolations(document.body);
    expect(sentRequests()).toEqual([]);
  });

  it('requests the chosen currency once, busy until the answer, and hands the withdrawal over', async () => {
    const { dialog, sentRequests, onRequested, user } = await renderPanel();
    await user.click(await within(dialog).findByRole('radio', { name: /Birr \(ETB\)/ }));
    const request = within(dialog).getByRole('button', { name: 'Request' });
    await user.click(request);
    await user.click(request);

    await waitFor(() => expect(onRequested).toHaveBeenCalledTimes(1));
    expect(onRequested).toHaveBeenCalledWith(WITHDRAWAL);
    expect(sentRequests()).toEqual([
      {
        path: '/withdraw/request',
        method: 'POST',
        authorization: 'Bearer test-token',
        body: { campaignId: 12, currency: 'etb' },
      },
    ]);
    // Left open by this test's owner: still busy, so it cannot be sent twice.
    expect(request.textContent).toBe('Requesting…');
    expect(request.getAttribute('aria-disabled')).toBe('true');
  });

  it('asks for a withdrawal account first, linking to /withdraw, and sends nothing', async () => {
    const { dialog, sentRequests, user } = await renderPanel({ account: null });
    const link = await within(dialog).findByRole('link', { name: 'Save a withdrawal account' });
    expect(link.getAttribute('href')).toBe('/withdraw');
    expect(link.closest('p')?.textContent).toContain('Save the bank account the money should be paid into');
    const request = within(dialog).getByRole('button', { name: 'Request' });
    expect(request.getAttribute('aria-disabled')).toBe('true');
    await user.click(within(dialog).getByRole('radio', { name: /Birr \(ETB\)/ }));
    await user.click(request);
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Save the bank account');
    expect(sentRequests()).toEqual([]);
    await expectNoAxeViolations(document.body);

    await user.click(link);
    expect(screen.getByTestId('url').textContent).toBe('/withdraw');
  });

  it('shows §5’s message when the server finds nothing left, and reads the balance again', async () => {
    const { dialog, requests, user } = await renderPanel({
      request: () => ({
        status: 400,
        body: {
          message: "You don't have balance in the selected currency.",
          code: 'LOMI_ERR_NO_BALANCE',
          errors: { currency: "You don't have balance in the selected currency." },
        },
      }),
    });
    await user.click(await within(dialog).findByRole('radio', { name: /Birr \(ETB\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      "You don't have balance in the selected currency.",
    );
    await waitFor(() =>
      expect(requests.filter((item) => item.path === '/api/campaigns/mine/12/balance')).toHaveLength(2),
    );
    const request = within(dialog).getByRole('button', { name: 'Request' });
    expect(request.getAttribute('aria-disabled')).toBeNull();
  });

  it('says a server-side missing account the same way', async () => {
    const { dialog, user } = await renderPanel({
      request: () => ({
        status: 409,
        body: { message: 'Save a withdrawal account first.', code: 'LOMI_ERR_WITHDRAW_ACCOUNT_MISSING' },
      }),
    });
    await user.click(await within(dialog).findByRole('radio', { name: /Birr \(ETB\)/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Request' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Save the bank account the money should be paid into');
    expect(within(alert).getByRole('link', { name: 'Save a withdrawal account' })).toBeTruthy();
  });

  it('says §8’s failure for anything else in a toast, stays open and lets the owner try again', async () => {
    const { dialog, sentRequests, onRequested, user } = await renderPanel({
      request: () => ({ status: 500, body: { message: 'Oops', code: 'LOMI_ERR_INTERNAL' } }),
    });
    await user.click(await within(dialog).findByRole('radio', { name: /Birr \(ETB\)/ }));
    const request = within(dialog).getByRole('button', { name: 'Request' });
    await user.click(request);
    const toasts = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(toasts).getByRole('listitem').textContent).toBe(
      'Failed requesting withdrawal, please try again!',
    );
    // The toast is left out of the modal's inert backdrop, so it is heard while the panel stays open.
    expect(toasts.closest('[inert]')).toBeNull();
    expect(document.activeElement).toBe(request);
    expect(request.getAttribute('aria-disabled')).toBeNull();
    await user.click(request);
    await waitFor(() => expect(sentRequests()).toHaveLength(2));
    expect(onRequested).not.toHaveBeenCalled();
  });

  it('offers to try again when the balance cannot be read, and closes with Escape', async () => {
    const { dialog, onClose, user } = await renderPanel({
      balance: { status: 500, body: { message: 'Oops', code: 'LOMI_ERR_INTERNAL' } },
    });
    expect(await within(dialog).findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes with Cancel', async () => {
    const { dialog, onClose, user } = await renderPanel();
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('speaks Amharic', async () => {
    const { dialog, user } = await renderPanel({ locale: 'am' });
    const etb = await within(dialog).findByRole('radio', { name: /ብር \(ETB\)/ });
    expect(within(dialog).getByRole('group', { name: 'የገንዘብ አይነት' })).toBeTruthy();
    expect(dialog.textContent).toContain('በ2–3 የሥራ ቀናት');
    expect(dialog.textContent).toContain(
      'ልገሳዎች በብር ይቀመጣሉ። የዶላር ቀሪ ሂሳብ በሚከፈልበት ቀን በሎሚ የምንዛሪ ተመን በብር ይከፈላል፤ ተመኑ ከክፍያው ጋር ይመዘገባል።',
    );
    await user.click(within(dialog).getByRole('radio', { name: /የአሜሪካ ዶላር/ }));
    await user.click(within(dialog).getByRole('button', { name: 'ይጠይቁ' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('በተመረጠው የገንዘብ አይነት ቀሪ ሂሳብ የለዎትም።');
    expect(etb).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });
});
