import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.ts';
import { fixtureClient, type FixtureRoute } from '../testing/fixture-client.ts';
import { renderWithLomi } from '../testing/render-with-lomi.tsx';
import { DonateDialog, type DonateDialogProps } from './donate-dialog.tsx';

type Callbacks = Pick<DonateDialogProps, 'onStarted' | 'onSucceeded' | 'onFailed' | 'onRedirect'>;

/** A page with an opener button, as the site and the donate button element use the dialog. */
function Page(callbacks: Callbacks) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Donate now
      </button>
      <DonateDialog
        campaign={{ id: 12, title: 'Clean water' }}
        open={open}
        onClose={() => setOpen(false)}
        {...callbacks}
      />
    </main>
  );
}

/** Answers a direct donation with `inv-1`, then the invoice polls with `statuses` in turn. */
function api(
  statuses: { status: string; message?: string }[],
  direct = { status: 201, body: { invoice_id: 'inv-1' } },
) {
  const queue = [...statuses];
  const route: FixtureRoute = (url) => {
    if (url.pathname === '/api/donation/lakipay/direct/') return direct;
    if (url.pathname === '/api/invoices/inv-1') {
      const next = queue.length > 1 ? queue.shift() : queue[0];
      return { status: 200, body: { id: 'inv-1', ...next } };
    }
    if (url.pathname === '/api/stripe/checkout/') {
      return {
        status: 201,
        body: { sessionId: 'cs_1', url: 'https://checkout.test/cs_1', invoice_id: 'inv-2' },
      };
    }
    if (url.pathname === '/api/donation/lakipay/checkout/') {
      return {
        status: 201,
        body: { invoice_id: 'inv-3', payment_url: 'https://lomi.test/sandbox/checkout/inv-3' },
      };
    }
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
  };
  return fixtureClient(route);
}

async function openDialog(
  callbacks: Callbacks = {},
  client = api([{ status: 'pending' }]),
  locale: 'en' | 'am' = 'en',
) {
  const user = userEvent.setup({ delay: null });
  const view = await renderWithLomi(<Page {...callbacks} />, { client, locale });
  await user.click(screen.getByRole('button', { name: locale === 'en' ? 'Donate now' : 'Donate now' }));
  return { user, client, ...view };
}

function next() {
  return screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement;
}

/** Fills steps 0 and 1 with a telebirr donation of ETB 150 and lands on Confirm. */
async function fillToConfirm(user: ReturnType<typeof userEvent.setup>, method = 'telebirr') {
  await user.click(screen.getByRole('radio', { name: new RegExp(method, 'i') }));
  await user.click(next());
  await user.type(screen.getByLabelText('Amount (ETB)'), '150');
  if (method !== 'Card') await user.type(screen.getByLabelText('Phone number'), '911223344');
  await user.type(screen.getByLabelText('Full name'), 'Abebe Kebede');
  await user.click(next());
}

// Testing Library's async helpers wait on a setTimeout and only advance fake timers through a global
// `jest`; pointing that at Vitest's clock keeps them from waiting forever under vi.useFakeTimers().
beforeAll(() => {
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('DonateDialog', () => {
  it('is a labelled modal dialog that renders nothing while closed', async () => {
    const view = await renderWithLomi(
      <DonateDialog campaign={{ id: 12, title: 'Clean water' }} open={false} onClose={() => {}} />,
    );
    expect(view.container.innerHTML).toBe('');
    view.unmount();

    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Donate to Clean water' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('.lomi-root')?.getAttribute('data-state')).toBe('open');
  });

  it('step 0: offers the five methods and enables Next only once one is chosen', async () => {
    const { user, container } = await openDialog();

    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'telebirr',
      'mpesa',
      'cbe',
      'stripe',
      'payonline',
    ]);
    expect(screen.getByRole('group', { name: 'How would you like to pay?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /M-PESA/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Card \(US dollars\)/ })).toBeTruthy();
    expect(next().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('radio', { name: /CBE Birr/ }));

    expect(next().disabled).toBe(false);
  });

  it('step 1: needs an amount above 0, a 9-digit phone and a name unless anonymous', async () => {
    const { user, container } = await openDialog();
    await user.click(screen.getByRole('radio', { name: /telebirr/ }));
    await user.click(next());

    const amount = screen.getByLabelText('Amount (ETB)') as HTMLInputElement;
    const phone = screen.getByLabelText('Phone number') as HTMLInputElement;
    const fullName = screen.getByLabelText('Full name') as HTMLInputElement;
    expect(document.activeElement).toBe(amount);
    expect(next().disabled).toBe(true);

    await user.type(amount, '0');
    await user.type(phone, '9a1-1 22');
    await user.tab();
    expect(phone.value).toBe('91122');
    expect(screen.getByText('Enter a valid 9-digit phone number')).toBeTruthy();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')).toContain(`${phone.id}-error`);
    expect(screen.getByText('Enter an amount above 0')).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.type(phone, '33445566');
    expect(phone.value).toBe('911223344');
    expect(screen.queryByText('Enter a valid 9-digit phone number')).toBeNull();
    await user.clear(amount);
    await user.type(amount, '10000000.01');
    expect(screen.getByText('Enter at most ETB 10,000,000.00')).toBeTruthy();
    await user.clear(amount);
    await user.type(amount, '150.505');
    expect(amount.value).toBe('150.50');
    expect(next().disabled).toBe(true);

    await user.click(fullName);
    await user.tab();
    expect(screen.getByText('Enter your full name, or choose to donate anonymously.')).toBeTruthy();
    await user.click(screen.getByLabelText('Donate anonymously'));
    expect(fullName.disabled).toBe(true);
    expect(next().disabled).toBe(false);

    await user.click(screen.getByLabelText('Donate anonymously'));
    expect(fullName.disabled).toBe(false);
    expect(next().disabled).toBe(true);
    await user.type(fullName, 'Abebe');
    expect(next().disabled).toBe(false);
  });

  it('step 1: the full name is letters and spaces only, Amharic and Latin alike', async () => {
    const { user, container } = await openDialog();
    await user.click(screen.getByRole('radio', { name: /telebirr/i }));
    await user.click(next());
    await user.type(screen.getByLabelText('Amount (ETB)'), '150');
    await user.type(screen.getByLabelText('Phone number'), '911223344');
    const fullName = screen.getByLabelText('Full name') as HTMLInputElement;

    await user.type(fullName, 'Abebe 2');
    await user.tab();
    const message =
      "Use letters only. A space, hyphen (-), apostrophe (') or slash (as in G/Medhin) may separate parts of a name.";
    expect(screen.getByText(message).id).toBe(fullName.getAttribute('aria-describedby'));
    expect(fullName.getAttribute('aria-invalid')).toBe('true');
    expect(next().disabled).toBe(true);
    await expectNoAxeViolations(container);

    for (const name of ['አበበ ከበደ', 'ሰላም ወ/ማርያም', 'Abebe Kebede']) {
      await user.clear(fullName);
      await user.type(fullName, name);
      expect(screen.queryByText(message), name).toBeNull();
      expect(next().disabled, name).toBe(false);
    }
  });

  it('step 1: explains the full name rule in Amharic', async () => {
    const { user } = await openDialog({}, api([{ status: 'pending' }]), 'am');
    await user.click(screen.getByRole('radio', { name: /ቴሌብር/ }));
    await user.click(screen.getByRole('button', { name: 'ቀጣይ' }));
    await user.type(screen.getByLabelText('ሙሉ ስም'), 'አበበ 2');
    await user.tab();
    expect(
      screen.getByText(
        "ፊደላትን ብቻ ይጠቀሙ። የስሙን ክፍሎች በክፍት ቦታ፣ በጭረት (-)፣ በአፖስትሮፊ (') ወይም በ / ምልክት (ለምሳሌ ገ/መድኅን) መለየት ይቻላል።",
      ),
    ).toBeTruthy();
  });

  it('step 1: asks no phone for the card and shows the amount in US dollars', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.click(next());

    expect(screen.queryByLabelText('Phone number')).toBeNull();
    await user.type(screen.getByLabelText('Amount (USD)'), '25');
    await user.click(screen.getByLabelText('Donate anonymously'));

    expect(next().disabled).toBe(false);
  });

  it('step 2: sums up the donation; Back returns with the entries kept', async () => {
    const { user, container } = await openDialog();
    await fillToConfirm(user);

    const summary = container.querySelector('dl')?.textContent ?? '';
    expect(summary).toContain('telebirr');
    expect(summary).toContain('ETB\u00a0150.00');
    expect(summary).toContain('+251 911223344');
    expect(summary).toContain('Abebe Kebede');
    expect(summary).toContain('No message');
    expect(screen.getByRole('button', { name: 'Donate ETB\u00a0150.00' })).toBeTruthy();
    expect(screen.getByText('Confirm').getAttribute('aria-current')).toBe('step');
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('911223344');
  });

  it('polls the invoice every 2 s while waiting, then thanks the donor, closes and returns focus', async () => {
    vi.useFakeTimers();
    const events: string[] = [];
    const client = api([{ status: 'pending' }, { status: 'success' }]);
    const { user } = await openDialog(
      {
        onStarted: (detail) => events.push(`started ${JSON.stringify(detail)}`),
        onSucceeded: (detail) => events.push(`succeeded ${detail.invoiceId}`),
      },
      client,
    );
    await fillToConfirm(user);

    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('dialog', { name: 'Waiting for payment' })).toBeTruthy();
    expect(screen.getByText(/Check your phone for a payment request/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    expect(events).toEqual(['started {"campaignId":12,"amount":15000,"currency":"ETB","invoiceId":"inv-1"}']);
    expect(client.calls[0]).toMatchObject({
      method: 'POST',
      body: {
        amount: 15_000,
        campaign_id: 12,
        phone_number: '251911223344',
        anonymous: false,
        medium: 'telebirr',
        full_name: 'Abebe Kebede',
        message: '',
      },
    });
    expect(client.calls[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(client.requests.map((url) => url.pathname)).toEqual([
      '/api/donation/lakipay/direct/',
      '/api/invoices/inv-1',
    ]);
    expect(screen.getByRole('dialog')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Thank you! Your payment was successful.');
    expect(events).toContain('succeeded inv-1');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Donate now' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(client.requests).toHaveLength(3);
  });

  it("links the thank-you to the donor's receipt on Lomi's site when the server gave its token", async () => {
    vi.useFakeTimers();
    const token = 'r'.repeat(43);
    const events: string[] = [];
    const client = api([{ status: 'success' }], {
      status: 201,
      body: { invoice_id: 'inv-1', receipt_token: token } as { invoice_id: string },
    });
    const { user } = await openDialog(
      { onSucceeded: (detail) => events.push(`succeeded ${detail.receiptToken}`) },
      client,
    );
    await fillToConfirm(user);
    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    const link = screen.getByRole('link', { name: 'Get your receipt' });
    expect(link.getAttribute('href')).toBe(`https://lomi.test/receipts/${token}`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(events).toEqual([`succeeded ${token}`]);
  });

  it('shows an accessible waiting overlay in place of the steps', async () => {
    const { user, container } = await openDialog();
    await fillToConfirm(user);
    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));

    const waiting = await screen.findByRole('dialog', { name: 'Waiting for payment' });
    expect(waiting.getAttribute('aria-describedby')).toBe(screen.getByText(/Check your phone/).id);
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("shows the server's message when the payment fails, and 'Donation failed' without one", async () => {
    vi.useFakeTimers();
    const onFailed = vi.fn();
    const { user } = await openDialog(
      { onFailed },
      api([{ status: 'failed', message: 'The payment was declined' }]),
    );
    await fillToConfirm(user);
    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(screen.getByRole('alert').textContent).toBe(
      'Payment failed. Please try again.The payment was declined',
    );
    expect(screen.getByRole('dialog', { name: 'Donate to Clean water' })).toBeTruthy();
    expect(onFailed).toHaveBeenCalledWith({
      campaignId: 12,
      amount: 15_000,
      currency: 'ETB',
      invoiceId: 'inv-1',
    });
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.getByRole('alert').textContent).toContain('The payment was declined');
  });

  it("says §8's 'Payment failed. Please try again.' when the payment fails without a reason", async () => {
    vi.useFakeTimers();
    const { user } = await openDialog({}, api([{ status: 'failed' }]));
    await fillToConfirm(user);
    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(screen.getByRole('alert').textContent).toBe('Payment failed. Please try again.');
  });

  it("says 'Donation failed' when starting the payment failed without a message", async () => {
    vi.useFakeTimers();
    const { user } = await openDialog({}, api([], { status: 500, body: 'Internal Server Error' as never }));
    await fillToConfirm(user);
    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('alert').textContent).toBe('Donation failed');
  });

  it('says how long to wait when there were too many attempts (by the code, not the status)', async () => {
    vi.useFakeTimers();
    const refused = (url: URL) =>
      url.pathname === '/api/donation/lakipay/direct/'
        ? {
            status: 429,
            body: {
              message: 'Too many payment requests to this phone number.',
              code: 'LOMI_ERR_RATE_LIMITED',
            },
            headers: { 'retry-after': '840' },
          }
        : { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
    const { user, container } = await openDialog({}, fixtureClient(refused));
    await fillToConfirm(user);
    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please try again in 14 minutes.');
    expect(alert.getAttribute('data-code')).toBe('LOMI_ERR_RATE_LIMITED');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    vi.useRealTimers();
    await expectNoAxeViolations(container);
  });

  it('says so in Amharic, in seconds when the wait is short, and generally without a Retry-After', async () => {
    vi.useFakeTimers();
    let answers = 0;
    const client = fixtureClient(() => {
      answers += 1;
      return {
        status: 429,
        body: { message: 'Too many donation attempts.', code: 'LOMI_ERR_RATE_LIMITED' },
        headers: answers === 1 ? { 'retry-after': '45' } : ({} as Record<string, string>),
      };
    });
    const user = userEvent.setup({ delay: null });
    await renderWithLomi(<Page />, { client, locale: 'am' });
    await user.click(screen.getByRole('button', { name: 'Donate now' }));
    await user.click(screen.getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'ቀጣይ' }));
    await user.type(screen.getByLabelText(/ETB/), '150');
    await user.type(screen.getByLabelText('ስልክ ቁጥር'), '911223344');
    await user.type(screen.getByLabelText('ሙሉ ስም'), 'አበበ ከበደ');
    await user.click(screen.getByRole('button', { name: 'ቀጣይ' }));
    await user.click(screen.getAllByRole('button').at(-1)!);
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('alert').textContent).toBe('በጣም ብዙ ሙከራዎች ተደርገዋል። እባክዎ ከ45 ሰከንድ በኋላ እንደገና ይሞክሩ።');
    await user.click(screen.getByRole('button', { name: 'እንደገና ይሞክሩ' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('alert').textContent).toBe(
      'በጣም ብዙ ሙከራዎች ተደርገዋል። እባክዎ ጥቂት ደቂቃዎች ቆይተው እንደገና ይሞክሩ።',
    );
  });

  it('shows why a donation was refused and tries again with the same Idempotency-Key', async () => {
    vi.useFakeTimers();
    let answers = 0;
    const client = fixtureClient(() => {
      answers += 1;
      return answers === 1
        ? { status: 503, body: { message: 'Payments are briefly unavailable', code: 'LOMI_ERR_UNAVAILABLE' } }
        : { status: 201, body: { invoice_id: 'inv-1' } };
    });
    const { user } = await openDialog({}, client);
    await fillToConfirm(user);
    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('alert').textContent).toBe('Payments are briefly unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('dialog', { name: 'Waiting for payment' })).toBeTruthy();
    expect(client.calls[1]?.idempotencyKey).toBe(client.calls[0]?.idempotencyKey);
  });

  it('stops polling when the waiting overlay is closed and goes back to Confirm', async () => {
    vi.useFakeTimers();
    const client = api([{ status: 'pending' }]);
    const { user } = await openDialog({}, client);
    await fillToConfirm(user);
    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await act(() => vi.advanceTimersByTimeAsync(10_000));

    expect(client.requests).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'Donate to Clean water' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Donate ETB/ }));
  });

  it('sends the browser to the card checkout page, in US cents', async () => {
    const onRedirect = vi.fn();
    const onStarted = vi.fn();
    const { user, client } = await openDialog({ onRedirect, onStarted });
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.click(next());
    await user.type(screen.getByLabelText('Amount (USD)'), '25');
    await user.type(screen.getByLabelText('Full name'), 'Abebe Kebede');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Donate $25.00' }));

    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalledWith('https://checkout.test/cs_1'));
    expect(onStarted).toHaveBeenCalledWith({
      campaignId: 12,
      amount: 2_500,
      currency: 'USD',
      invoiceId: 'inv-2',
    });
    expect(client.calls[0]).toMatchObject({
      url: new URL('https://lomi.test/api/stripe/checkout/'),
      body: {
        price: 2_500,
        metadata: { campaignId: 12, firstname: 'Abebe', lastname: 'Kebede' },
        lang: 'en',
      },
    });
    expect(screen.getByText('Taking you to the payment page…')).toBeTruthy();
  });

  it('sends the browser to the hosted checkout for payonline, by default with location.assign', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    const { user } = await openDialog();
    await fillToConfirm(user, 'Pay online');
    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));

    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://lomi.test/sandbox/checkout/inv-3'));
  });

  it("sends the dialog's language, so an Amharic donor's checkout page and return pages are Amharic", async () => {
    const onRedirect = vi.fn();
    const { user, client } = await openDialog({ onRedirect }, api([{ status: 'pending' }]), 'am');
    await user.click(screen.getByRole('radio', { name: /በመስመር ላይ ይክፈሉ/ }));
    await user.click(screen.getByRole('button', { name: 'ቀጣይ' }));
    await user.type(screen.getByLabelText('መጠን (ETB)'), '150');
    await user.type(screen.getByLabelText('ስልክ ቁጥር'), '911223344');
    await user.type(screen.getByLabelText('ሙሉ ስም'), 'ሰላም ወ/ማርያም');
    await user.click(screen.getByRole('button', { name: 'ቀጣይ' }));
    await user.click(screen.getByRole('button', { name: /ይለግሱ$/ }));

    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalled());
    expect(client.calls[0]).toMatchObject({
      url: new URL('https://lomi.test/api/donation/lakipay/checkout/'),
      body: { medium: 'payonline', full_name: 'ሰላም ወ/ማርያም', lang: 'am' },
    });
  });

  it('keeps Tab and Shift+Tab inside the dialog and makes the page behind it inert', async () => {
    const { user } = await openDialog();
    const opener = screen.getByRole('button', { name: 'Donate now' });
    const close = screen.getByRole('button', { name: 'Close' });
    const firstRadio = screen.getByRole('radio', { name: /telebirr/ });

    expect(document.activeElement).toBe(firstRadio);
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(close.closest('[inert]')).toBeNull();

    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(firstRadio);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);

    await user.keyboard('{Escape}');
    expect(opener.closest('[inert]')).toBeNull();
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('radio', { name: /M-PESA/ }));

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Donate now' }));
  });

  it('completes a donation with the keyboard alone', async () => {
    vi.useFakeTimers();
    const user = userEvent.setup({ delay: null });
    const client = api([{ status: 'success' }]);
    await renderWithLomi(<Page />, { client });

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Donate now' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect((screen.getByRole('radio', { name: /telebirr/ }) as HTMLInputElement).checked).toBe(true);
    await user.keyboard('{Enter}');
    await user.keyboard('200');
    await user.tab();
    await user.keyboard('911223344');
    await user.tab();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Anonymous')).toBeTruthy();
    await user.keyboard('{Enter}');
    await act(() => vi.advanceTimersByTimeAsync(2_000));

    expect(client.calls[0]?.body).toMatchObject({ amount: 20_000, medium: 'telebirr', anonymous: true });
    expect(client.calls[0]?.body).not.toHaveProperty('full_name');
    expect(screen.getByRole('alert').textContent).toContain('Thank you!');
  });

  it('speaks Amharic', async () => {
    const { container } = await openDialog({}, undefined, 'am');

    expect(screen.getByRole('dialog', { name: 'ለ«Clean water» ይለግሱ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ቀጣይ' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /ቴሌብር/ })).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('works from a campaign id alone, as the donate button element uses it', async () => {
    const user = userEvent.setup();
    const client = api([{ status: 'pending' }]);
    const onRedirect = vi.fn();
    await renderWithLomi(<DonateDialog campaignId={31} open onClose={() => {}} onRedirect={onRedirect} />, {
      client,
    });

    expect(screen.getByRole('dialog', { name: 'Donate' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: /Card/ }));
    await user.click(next());
    await user.type(screen.getByLabelText('Amount (USD)'), '5');
    await user.click(screen.getByLabelText('Donate anonymously'));
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Donate $5.00' }));

    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalled());
    expect(client.calls[0]?.body).toMatchObject({
      name: 'Donation to campaign 31',
      price: 500,
      metadata: { campaignId: 31, annonymous: true },
    });
  });

  it('fails early without a campaign', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWithLomi(<DonateDialog open onClose={() => {}} />)).rejects.toThrow(/campaignId/);
  });
});
