import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDate, type Withdrawal, type WithdrawAccount } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeRoute } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import WithdrawRoute from './withdraw-page.tsx';

const SAVED: WithdrawAccount = {
  accountName: 'Gondar Community Health',
  accountNumber: '1000234567891',
  bankName: 'Commercial Bank of Ethiopia',
  accountType: 'checking',
  phoneNumber: '+251918220145',
  dateCreated: '2026-10-01T09:00:00.000Z',
  dateUpdated: '2026-10-01T09:00:00.000Z',
};

function withdrawal(id: number, overrides: Partial<Withdrawal> = {}): Withdrawal {
  return {
    id,
    campaignId: 12,
    amount: 1_234_550,
    currency: 'ETB',
    status: 'paid',
    dateCreated: '2026-11-03T12:00:00.000Z',
    dateUpdated: '2026-11-08T12:00:00.000Z',
    rejectionReason: null,
    paidAt: '2026-11-08T12:00:00.000Z',
    ...overrides,
  };
}

const NOT_SAVED = { status: 200, body: { data: null } };
const BROKEN = { status: 500, body: { message: 'Something went wrong.', code: 'LOMI_ERR_INTERNAL' } };

/**
 * A fake withdraw API holding `account` (none when null) and `withdrawals`; `override` answers a call first
 * when it returns something. Records the calls and bodies it got.
 */
function withdrawApi(
  options: {
    account?: WithdrawAccount | null;
    withdrawals?: Withdrawal[];
    count?: number;
    override?: (path: string, method: string) => { status: number; body: unknown } | undefined;
  } = {},
) {
  let account = options.account ?? null;
  const withdrawals = options.withdrawals ?? [];
  const calls: Array<{ call: string; body?: unknown }> = [];
  const route: FakeRoute = (url, request) => {
    const path = url.pathname;
    calls.push({ call: `${request.method} ${path}`, ...(request.body ? { body: request.body } : {}) });
    const overridden = options.override?.(path, request.method);
    if (overridden) return overridden;
    if (path === '/withdraw/account/get')
      return account ? { status: 200, body: { data: account } } : NOT_SAVED;
    if (path === '/withdraw/mine') {
      return { status: 200, body: { data: withdrawals, count: options.count ?? withdrawals.length } };
    }
    if (path === '/withdraw/account/create' || path === '/withdraw/account/update') {
      const body = request.body as Omit<WithdrawAccount, 'dateCreated' | 'dateUpdated'>;
      account = {
        ...body,
        phoneNumber: `+${body.phoneNumber}`,
        dateCreated: account?.dateCreated ?? '2026-11-20T10:00:00.000Z',
        dateUpdated: '2026-11-20T10:00:00.000Z',
      };
      return { status: path.endsWith('create') ? 201 : 200, body: { data: account } };
    }
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_ROUTE_NOT_FOUND' } };
  };
  return { client: fakeApiClient(route), calls };
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('/withdraw', () => {
  it('flags only filled-in invalid fields, keeps Submit unavailable until all are valid, then saves', async () => {
    const user = userEvent.setup();
    const { client, calls } = withdrawApi();
    const { container } = await renderSite(<WithdrawRoute />, { client, session: signedInSession() });

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('My Withdrawals');
    await waitFor(() => expect(document.title).toBe('My Withdrawals · Lomi'));
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Fill in every field to save the account.')).toBeTruthy();
    expect(await screen.findByText('No withdrawals yet')).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.type(field('Account name'), 'Abe');
    await user.type(field('Account number'), '12345');
    await user.type(field('Bank name'), 'CBE');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '91122');
    await user.tab();
    expect(screen.getByText('Invalid Account Name')).toBeTruthy();
    expect(screen.getByText('Invalid Account Number')).toBeTruthy();
    expect(screen.getByText('Invalid Bank Name')).toBeTruthy();
    expect(screen.getByText('Invalid Phone Number')).toBeTruthy();
    expect(field('Account name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Account name').getAttribute('aria-describedby')).toContain(
      screen.getByText('Invalid Account Name').id,
    );
    await expectNoAxeViolations(container);

    // Pressing the unavailable button sends nothing and takes the keyboard to the first problem.
    await user.click(submit);
    expect(field('Account name')).toBe(document.activeElement);
    expect(calls.filter(({ call }) => call.startsWith('POST'))).toEqual([]);

    await user.type(field('Account name'), 'be Kebede');
    await user.type(field('Account number'), '67891');
    await user.clear(field('Bank name'));
    await user.type(field('Bank name'), 'Awash Bank');
    // A pasted international number keeps its 9 local digits.
    await user.clear(screen.getByRole('textbox', { name: 'Phone number' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '+251 911 22 33 44');
    expect(screen.queryByText(/^Invalid/)).toBeNull();
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('radio', { name: 'Saving' }));
    expect(submit.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByText('Fill in every field to save the account.')).toBeNull();

    await user.click(submit);
    await waitFor(() =>
      expect(screen.getByText('Your withdrawal account has been saved.').getAttribute('role')).toBe('status'),
    );
    expect(calls.find(({ call }) => call === 'POST /withdraw/account/create')?.body).toEqual({
      accountName: 'Abebe Kebede',
      accountNumber: '1234567891',
      bankName: 'Awash Bank',
      accountType: 'saving',
      phoneNumber: '251911223344',
    });
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('shows the saved account with Update, saves changes with PUT, and says when saving failed', async () => {
    const user = userEvent.setup();
    let failUpdate = true;
    const { client, calls } = withdrawApi({
      account: SAVED,
      override: (path) => (path === '/withdraw/account/update' && failUpdate ? BROKEN : undefined),
    });
    await renderSite(<WithdrawRoute />, { client, session: signedInSession() });

    const update = await screen.findByRole('button', { name: 'Update' });
    expect((field('Account name') as HTMLInputElement).value).toBe('Gondar Community Health');
    expect((screen.getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value).toBe(
      '918220145',
    );
    expect((screen.getByRole('radio', { name: 'Checking' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();

    // A saved account's fields are checked as they change.
    await user.clear(field('Bank name'));
    await user.type(field('Bank name'), 'Awa');
    expect(screen.getByText('Invalid Bank Name')).toBeTruthy();
    await user.type(field('Bank name'), 'sh Bank');

    await user.click(update);
    expect(
      within(await screen.findByRole('alert')).getByText(
        'We could not save your withdrawal account. Please try again.',
      ),
    ).toBeTruthy();
    failUpdate = false;
    await user.click(update);
    expect(await screen.findByText('Your withdrawal account has been updated.')).toBeTruthy();
    expect(within(screen.getByRole('alert')).queryByText(/could not save/)).toBeNull();
    const updates = calls.filter(({ call }) => call === 'PUT /withdraw/account/update');
    expect(updates).toHaveLength(2);
    expect(updates[1]?.body).toMatchObject({ bankName: 'Awash Bank', accountType: 'checking' });
  });

  it('shows a field the server refused, and after a 409 the account another tab saved', async () => {
    const user = userEvent.setup();
    let answer: 'refuse' | 'conflict' = 'refuse';
    let saved: WithdrawAccount | null = null;
    const { client } = withdrawApi({
      override: (path) => {
        if (path === '/withdraw/account/get') {
          return saved ? { status: 200, body: { data: saved } } : NOT_SAVED;
        }
        if (path !== '/withdraw/account/create') return undefined;
        if (answer === 'refuse') {
          return {
            status: 400,
            body: {
              message: 'Invalid field "accountNumber": Invalid Account Number',
              code: 'LOMI_ERR_VALIDATION',
              errors: { accountNumber: 'Invalid Account Number' },
            },
          };
        }
        saved = SAVED;
        return { status: 409, body: { message: 'You already have one.', code: 'LOMI_ERR_CONFLICT' } };
      },
    });
    await renderSite(<WithdrawRoute />, { client, session: signedInSession() });

    await user.type(await screen.findByRole('textbox', { name: 'Account name' }), 'Abebe Kebede');
    await user.type(field('Account number'), '1000234567');
    await user.type(field('Bank name'), 'Awash Bank');
    await user.click(screen.getByRole('radio', { name: 'Saving' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '911223344');
    // What the refused field is described by when the focus lands on it: a screen reader reads it then.
    const describedOnFocus: Array<string | null> = [];
    field('Account number').addEventListener('focus', (event) =>
      describedOnFocus.push((event.target as HTMLElement).getAttribute('aria-describedby')),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const refusal = await screen.findByText('Invalid Account Number');
    await waitFor(() => expect(field('Account number')).toBe(document.activeElement));
    expect(describedOnFocus).toHaveLength(1);
    expect(describedOnFocus[0]).toContain(refusal.id);

    answer = 'conflict';
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/already been saved for you/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Update' })).toBeTruthy();
    expect((field('Account name') as HTMLInputElement).value).toBe(SAVED.accountName);
  });

  it('lists the withdrawals with the five columns, formatted money, dates and statuses', async () => {
    const rows = [
      withdrawal(3, { status: 'pending', amount: 105_075, currency: 'USD' }),
      withdrawal(2),
      withdrawal(1, {
        status: 'rejected',
        amount: 50_000,
        paidAt: null,
        rejectionReason: 'The account name does not match the organization.',
      }),
      withdrawal(0, { status: 'failed', amount: 70_000, paidAt: null }),
    ];
    const { client } = withdrawApi({ account: SAVED, withdrawals: rows, count: 57 });
    const { container } = await renderSite(<WithdrawRoute />, { client, session: signedInSession() });

    const table = await screen.findByRole('table', { name: 'Recent withdrawals' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Requested Date', 'Amount', 'Currency', 'Status', 'Updated on']);
    const [, first, second, third, fourth] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatDate('2026-11-03T12:00:00.000Z', 'en', { style: 'medium' }),
      '$1,050.75',
      'USD',
      'Pending',
      formatDate('2026-11-08T12:00:00.000Z', 'en', { style: 'medium' }),
    ]);
    expect(within(second!).getAllByRole('cell')[1]!.textContent).toMatch(/^ETB\s12,345\.50$/);
    expect(within(second!).getAllByRole('cell')[3]!.textContent).toBe('Paid');
    expect(within(third!).getAllByRole('cell')[3]!.textContent).toBe(
      'RejectedReason: The account name does not match the organization.',
    );
    expect(within(fourth!).getAllByRole('cell')[3]!.textContent).toBe(
      "FailedThe payout did not go through and nothing was paid. Lomi's team will pay it again.",
    );
    expect(screen.getByText('Showing your 4 most recent withdrawals of 57.')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('reads in Amharic: labels, statuses, Ethiopian-calendar dates and the empty state', async () => {
    const { client } = withdrawApi({ withdrawals: [withdrawal(1)] });
    const { container } = await renderSite(<WithdrawRoute />, {
      client,
      locale: 'am',
      session: signedInSession(),
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('የወጪ ጥያቄዎቼ');
    expect(await screen.findByRole('button', { name: 'አስገባ' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'የሂሳቡ ስም' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'የቅርብ ጊዜ የወጪ ጥያቄዎች' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe(formatDate('2026-11-03T12:00:00.000Z', 'am', { style: 'medium' }));
    expect(cells[0]).toMatch(/ዓ\.ም\./);
    expect(cells.slice(2, 4)).toEqual(['ብር', 'ተከፍሏል']);
    await expectNoAxeViolations(container);
  });

  it('says so when a part cannot load, and Try again reads it again', async () => {
    const user = userEvent.setup();
    let broken = true;
    const { client } = withdrawApi({
      override: (path) => (broken && path.startsWith('/withdraw/') ? BROKEN : undefined),
    });
    await renderSite(<WithdrawRoute />, { client, session: signedInSession() });

    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    broken = false;
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(await screen.findByText('No withdrawals yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
