import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConsoleWithdrawal, PayoutAttempt } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeAnswer } from '../../testing/fake-api-client.ts';
import { renderConsole } from '../render-console.tsx';

const PENDING: ConsoleWithdrawal = {
  id: 7,
  campaign: { id: 4, title: 'Clean water for Dessie' },
  organization: { id: 2, name: 'Dessie Water Trust' },
  requester: { id: 9, name: 'Abebe Kebede', email: 'abebe@example.com' },
  amount: 250_000,
  currency: 'ETB',
  status: 'pending',
  dateCreated: '2026-11-20T08:00:00.000Z',
  dateUpdated: '2026-11-20T08:00:00.000Z',
  rejectionReason: null,
  paidAt: null,
  account: {
    accountName: 'Dessie Water Trust',
    accountNumber: '1000234567891',
    bankName: 'Commercial Bank of Ethiopia',
    accountType: 'checking',
    phoneNumber: '+251911223344',
  },
  etbEstimate: null,
  attempts: [],
};

const USD: ConsoleWithdrawal = {
  ...PENDING,
  id: 8,
  campaign: { id: 5, title: 'School books for Gondar' },
  amount: 10_000,
  currency: 'USD',
  status: 'approved',
  etbEstimate: 572_500,
};

const FAILED_ATTEMPT: PayoutAttempt = {
  id: 31,
  reference: 'lomi-po-8-1',
  rail: 'sandbox',
  status: 'failed',
  amount: 572_500,
  currency: 'ETB',
  etbPerUnit: '57.25',
  bankName: 'Commercial Bank of Ethiopia',
  bankCode: '946',
  accountName: 'Dessie Water Trust',
  accountNumber: '1000234567891',
  providerRef: 'sbx-000031',
  failureReason: 'Account is closed',
  createdAt: '2026-11-22T08:00:00.000Z',
  settledAt: '2026-11-22T08:05:00.000Z',
};

const BANKS = [
  { code: '853', name: 'Awash Bank', isMobileMoney: false },
  { code: '946', name: 'Commercial Bank of Ethiopia (CBE)', isMobileMoney: false },
  { code: '855', name: 'telebirr', isMobileMoney: true },
];

const page = (results: ConsoleWithdrawal[]) => ({
  status: 200,
  body: { results, count: results.length, lastPage: 1 },
});

/** A fake console API over `start`; `act` may answer an action itself (a 409). */
function withdrawalsApi(
  start: ConsoleWithdrawal[],
  act?: (action: string, body: unknown) => FakeAnswer | undefined,
) {
  const withdrawals = new Map(start.map((withdrawal) => [withdrawal.id, withdrawal]));
  const posted: { action: string; body: unknown }[] = [];
  const client = fakeApiClient((url, request) => {
    if (url.pathname === '/api/console/withdrawals/' && request.method === 'GET') {
      const status = url.searchParams.get('status') ?? 'open';
      const all = [...withdrawals.values()];
      return page(
        status === 'open'
          ? all.filter((w) => ['pending', 'approved', 'failed'].includes(w.status))
          : all.filter((w) => w.status === status),
      );
    }
    if (url.pathname === '/api/console/payout-rails/')
      return { status: 200, body: { rails: ['manual', 'sandbox'] } };
    if (url.pathname === '/api/console/payout-banks/') return { status: 200, body: { banks: BANKS } };
    const match = /^\/api\/console\/withdrawals\/(\d+)(?:\/(approve|reject|pay))?$/.exec(url.pathname);
    const withdrawal = match && withdrawals.get(Number(match[1]));
    if (!match || !withdrawal) return { status: 404, body: { message: 'Not found' } };
    const action = match[2];
    if (!action) return { status: 200, body: withdrawal };
    posted.push({ action, body: request.body });
    const custom = act?.(action, request.body);
    if (custom) return custom;
    const changed: ConsoleWithdrawal =
      action === 'approve'
        ? { ...withdrawal, status: 'approved' }
        : action === 'reject'
          ? {
              ...withdrawal,
              status: 'rejected',
              rejectionReason: (request.body as { reason: string }).reason,
            }
          : payAnswer(withdrawal, request.body as { rail: string; bankCode?: string; reference?: string });
    withdrawals.set(changed.id, changed);
    return { status: 200, body: changed };
  });
  return { client, posted };
}

function payAnswer(
  withdrawal: ConsoleWithdrawal,
  body: { rail: string; bankCode?: string; reference?: string },
): ConsoleWithdrawal {
  const attempt: PayoutAttempt = {
    ...FAILED_ATTEMPT,
    id: 40 + withdrawal.attempts.length,
    reference: body.reference ?? `lomi-po-${withdrawal.id}-${withdrawal.attempts.length + 1}`,
    rail: body.rail as PayoutAttempt['rail'],
    status: body.rail === 'manual' ? 'succeeded' : 'pending',
    amount: withdrawal.etbEstimate ?? withdrawal.amount,
    etbPerUnit: withdrawal.currency === 'USD' ? '57.25' : null,
    bankCode: body.bankCode ?? null,
    providerRef: null,
    failureReason: null,
    settledAt: body.rail === 'manual' ? new Date().toISOString() : null,
  };
  return body.rail === 'manual'
    ? {
        ...withdrawal,
        status: 'paid',
        paidAt: new Date().toISOString(),
        attempts: [...withdrawal.attempts, attempt],
      }
    : { ...withdrawal, attempts: [...withdrawal.attempts, attempt] };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the withdrawals screens', () => {
  it('lists the withdrawals that need an operator, filtered by status, and is accessible', async () => {
    const { client } = withdrawalsApi([PENDING, USD, { ...PENDING, id: 9, status: 'paid' }]);
    const { container } = await renderConsole('/console/withdrawals', { client });
    const list = await screen.findByRole('list', { name: 'Withdrawal requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const link = within(items[0]!).getByRole('link', {
      name: 'ETB\u00a02,500.00 for Clean water for Dessie',
    });
    expect(link.getAttribute('href')).toBe('/console/withdrawals/7');
    expect(items[0]!.textContent).toContain('Dessie Water Trust · asked by Abebe Kebede');
    expect(items[0]!.textContent).toContain('Pending');
    expect(screen.getByRole('link', { name: 'To do' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Withdrawals' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('link', { name: 'Paid' }));
    expect(await screen.findByText('1 withdrawal')).toBeTruthy();
    expect(client.requests.some((url) => url.searchParams.get('status') === 'paid')).toBe(true);
  });

  it('approves a pending withdrawal after a confirmation', async () => {
    const { client, posted } = withdrawalsApi([PENDING]);
    const { container } = await renderConsole('/console/withdrawals/7', { client });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Withdrawal of ETB\u00a02,500.00' }),
    ).toBeTruthy();
    expect(screen.getByText('Status: Pending')).toBeTruthy();
    expect(screen.getByText('1000234567891')).toBeTruthy();
    expect(screen.getByText('Nothing has been paid yet.')).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve the withdrawal of ETB\u00a02,500.00?',
    });
    expect(posted).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The withdrawal is approved. Pay it next.')).toBeTruthy();
    expect(posted).toEqual([{ action: 'approve', body: {} }]);
    expect(screen.getByText('Status: Approved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it('rejects with the reason the owner reads', async () => {
    const { client, posted } = withdrawalsApi([PENDING]);
    await renderConsole('/console/withdrawals/7', { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the withdrawal of ETB\u00a02,500.00' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the withdrawal' }));
    expect(within(dialog).getByText('Write the reason.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Reason/), 'The account name does not match.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the withdrawal' }));
    expect(
      await screen.findByText('The withdrawal is rejected; the money stays with the campaign.'),
    ).toBeTruthy();
    expect(posted).toEqual([{ action: 'reject', body: { reason: 'The account name does not match.' } }]);
    expect(screen.getByText('The account name does not match.')).toBeTruthy();
    expect(screen.getByText('Nothing to do: this withdrawal is Rejected.')).toBeTruthy();
  });

  it('pays by an API rail with the bank chosen from the account, and says it waits for the rail', async () => {
    const { client, posted } = withdrawalsApi([{ ...PENDING, status: 'approved' }]);
    await renderConsole('/console/withdrawals/7', { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay ETB\u00a02,500.00' });
    expect(
      within(dialog).getByText('Into Dessie Water Trust, Commercial Bank of Ethiopia account 1000234567891.'),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ETB\u00a02,500.00' }));
    expect(within(dialog).getByText('Choose how to pay.')).toBeTruthy();
    expect(within(dialog).getByText('Confirm the payment first.')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sandbox (test rail)' }));
    const bank = (await within(dialog).findByRole('combobox', {
      name: /^Bank or wallet/,
    })) as HTMLSelectElement;
    await screen.findByDisplayValue('Commercial Bank of Ethiopia (CBE)');
    expect(bank.value).toBe('946');
    await expectNoAxeViolations(document.body);
    await userEvent.click(
      within(dialog).getByRole('checkbox', {
        name: 'I confirm paying ETB\u00a02,500.00 to Dessie Water Trust, account 1000234567891.',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay ETB\u00a02,500.00' }));
    expect(
      await screen.findByText('The payout is sent; the withdrawal is paid once the rail confirms it.'),
    ).toBeTruthy();
    expect(posted).toEqual([{ action: 'pay', body: { rail: 'sandbox', bankCode: '946' } }]);
    expect(
      screen.getByText("A payout is in progress. Wait for the rail's answer before paying again."),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    const table = screen.getByRole('table', { name: /Every try to pay this withdrawal/ });
    expect(within(table).getByText('Waiting for the rail')).toBeTruthy();
  });

  it('records a manual transfer of a USD withdrawal, paid in ETB at the day’s rate', async () => {
    const { client, posted } = withdrawalsApi([USD]);
    await renderConsole('/console/withdrawals/8', { client });
    expect(await screen.findByText(/About ETB 5,725.00 at today's rate/)).toBeTruthy();
    expect(
      screen.getByText(
        /Donations are deposited in ETB. A USD balance is paid out in ETB at Lomi's exchange rate on the day it is paid; the rate is recorded with the payout./,
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay $100.00' });
    expect(
      within(dialog).getByText(/It is paid in ETB at the day's rate: about ETB 5,725.00 at today's rate/),
    ).toBeTruthy();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Bank transfer made by hand' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^I confirm paying \$100/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $100.00' }));
    expect(within(dialog).getByText("Write the transfer's reference.")).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/^Bank transfer reference/), ' FT2633100123 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pay $100.00' }));
    expect(await screen.findByText('The withdrawal is paid.')).toBeTruthy();
    expect(posted).toEqual([{ action: 'pay', body: { rail: 'manual', reference: 'FT2633100123' } }]);
    expect(screen.getByText('Status: Paid')).toBeTruthy();
    const table = screen.getByRole('table', { name: /Every try to pay this withdrawal/ });
    expect(within(table).getByText(/^ETB.5,725\.00 \(rate 57\.25 ETB per USD\)$/)).toBeTruthy();
    expect(within(table).getByText('FT2633100123')).toBeTruthy();
  });

  it('offers to pay a failed withdrawal again, with the failed attempt in its history', async () => {
    const { client } = withdrawalsApi([{ ...USD, status: 'failed', attempts: [FAILED_ATTEMPT] }]);
    await renderConsole('/console/withdrawals/8', { client });
    const table = await screen.findByRole('table', { name: /Every try to pay this withdrawal/ });
    expect(within(table).getByText(/^Failed .*: Account is closed$/)).toBeTruthy();
    expect(within(table).getByText(/Rail's reference: sbx-000031/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pay again' }));
    expect(await screen.findByRole('dialog', { name: 'Pay $100.00 again' })).toBeTruthy();
  });

  it('says when another operator moved it first (409), and shows it as it is now', async () => {
    const { client } = withdrawalsApi([PENDING], () => ({
      status: 409,
      body: { message: 'This withdrawal is approved already.', code: 'LOMI_ERR_CONFLICT' },
    }));
    await renderConsole('/console/withdrawals/7', { client });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Not done: This withdrawal is approved already. The withdrawal is shown as it is now.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    const reads = client.requests.filter((url) => url.pathname === '/api/console/withdrawals/7');
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it('links the start page’s pending withdrawals to the list', async () => {
    const summary = fakeApiClient((url) =>
      url.pathname === '/api/console/summary/'
        ? {
            status: 200,
            body: {
              organizations_pending: 0,
              campaigns_in_review: 0,
              withdrawals_pending: 1,
              reports_open: 0,
              help_questions_open: 0,
              payments_flagged: 0,
              exchange_rate: null,
            },
          }
        : { status: 404, body: { message: 'Not found' } },
    );
    await renderConsole('/console', { client: summary });
    const link = await screen.findByRole('link', { name: '1 withdrawal request' });
    expect(link.getAttribute('href')).toBe('/console/withdrawals?status=pending');
  });

  it('speaks Amharic', async () => {
    const { client } = withdrawalsApi([PENDING]);
    await renderConsole('/console/withdrawals', { client, locale: 'am' });
    expect(await screen.findByRole('heading', { level: 1, name: 'የወጪ ጥያቄዎች' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'የወጪ ጥያቄዎች ዝርዝር' })).toBeTruthy();
  });
  it('reads a withdrawal again while its payout waits for the rail, and shows it paid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const pending: PayoutAttempt = {
      ...FAILED_ATTEMPT,
      status: 'pending',
      failureReason: null,
      settledAt: null,
    };
    let answer: ConsoleWithdrawal = { ...USD, attempts: [pending] };
    const client = fakeApiClient((url) =>
      url.pathname === '/api/console/withdrawals/8'
        ? { status: 200, body: answer }
        : { status: 404, body: { message: 'Not found' } },
    );
    await renderConsole('/console/withdrawals/8', { client });
    expect(await screen.findByText('Waiting for the rail')).toBeTruthy();
    const settledAt = new Date().toISOString();
    answer = {
      ...USD,
      status: 'paid',
      paidAt: settledAt,
      attempts: [{ ...pending, status: 'succeeded', settledAt }],
    };
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(await screen.findByText('Status: Paid')).toBeTruthy();
    expect(screen.queryByText('Waiting for the rail')).toBeNull();
  });
});
