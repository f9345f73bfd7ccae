import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { campaignFixture } from '../testing/campaign-fixture.ts';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.ts';
import { fixtureClient } from '../testing/fixture-client.ts';
import { renderWithLomi } from '../testing/render-with-lomi.tsx';
import { DonateWizard, type DonateWizardProps } from './donate-wizard.tsx';

const both = { id: 12, title: 'Clean water', goalEtbAmount: 50_000_000, goalUsdAmount: 1_000_000 };
const usdOnly = { ...both, goalEtbAmount: 0 };

function api() {
  return fixtureClient((url) => {
    if (url.pathname === '/api/donation/initiate/') {
      return { status: 201, body: { invoice_id: 'inv-1', payment_url: 'https://checkout.chapa.test/inv-1' } };
    }
    if (url.pathname === '/api/campaigns/12') return { status: 200, body: campaignFixture() };
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } };
  });
}

async function renderWizard(
  props: Partial<DonateWizardProps> = {},
  client = api(),
  locale: 'en' | 'am' = 'en',
) {
  const user = userEvent.setup();
  const view = await renderWithLomi(<DonateWizard campaign={both} onRedirect={() => {}} {...props} />, {
    client,
    locale,
  });
  return { user, client, ...view };
}

function next() {
  return screen.getByRole('button', { name: 'Next' });
}

/** Walks an ETB donation of 500 with a message through to the tip step. */
async function fillToTip(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Amount (ETB)'), '500');
  await user.click(next());
  await user.click(next());
  await user.type(screen.getByLabelText('Message for the fundraiser'), 'Stay strong');
  await user.click(next());
  await user.click(screen.getByRole('radio', { name: /Chapa/ }));
  await user.click(next());
}

describe('DonateWizard', () => {
  it('offers a currency button for each goal above 0 and starts on the Amount step', async () => {
    const { container } = await renderWizard();

    expect(screen.getByRole('region', { name: 'Donate to Clean water' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Amount' })).toBeTruthy();
    expect(
      screen.getAllByRole('radio').map((radio) => (radio.closest('label') as HTMLElement).textContent),
    ).toEqual(['Birr (ETB)', 'US dollars (USD)']);
    expect((screen.getByRole('radio', { name: 'Birr (ETB)' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Amount', { selector: 'li' }).getAttribute('aria-current')).toBe('step');
    await expectNoAxeViolations(container);
  });

  it('preselects USD without currency buttons when the ETB goal is 0', async () => {
    await renderWizard({ campaign: usdOnly });

    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByLabelText('Amount (USD)')).toBeTruthy();
  });

  it("step 0: keeps digits only and asks 'Please fill in amount field', focusing the field", async () => {
    const { user } = await renderWizard();
    const amount = screen.getByLabelText('Amount (ETB)') as HTMLInputElement;

    await user.click(next());

    expect(screen.getByText('Please fill in amount field')).toBeTruthy();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
    expect(screen.getByRole('heading', { level: 3, name: 'Amount' })).toBeTruthy();

    await user.type(amount, '1,5a0.5');
    expect(amount.value).toBe('1505');
    expect(screen.queryByText('Please fill in amount field')).toBeNull();
    await user.click(next());
    expect(screen.getByRole('heading', { level: 3, name: 'Donator' })).toBe(document.activeElement);
  });

  it("step 1: donor fields are optional, an e-mail is checked with 'Invalid Email Address'", async () => {
    const { user, container } = await renderWizard();
    await user.type(screen.getByLabelText('Amount (ETB)'), '500');
    await user.click(next());

    await user.type(screen.getByLabelText('Email'), 'abebe@');
    await user.click(next());
    expect(screen.getByText('Invalid Email Address')).toBeTruthy();
    await expectNoAxeViolations(container);

    await user.click(screen.getByLabelText('Donate anonymously'));
    expect((screen.getByLabelText('First name') as HTMLInputElement).disabled).toBe(true);
    await user.clear(screen.getByLabelText('Email'));
    await user.click(next());
    expect(screen.getByRole('heading', { level: 3, name: 'Message' })).toBeTruthy();
  });

  it('step 1: a given first or last name must be letters only, Amharic and Latin alike', async () => {
    const { user, container } = await renderWizard();
    await user.type(screen.getByLabelText('Amount (ETB)'), '500');
    await user.click(next());
    const first = screen.getByLabelText('First name') as HTMLInputElement;
    const last = screen.getByLabelText('Last name') as HTMLInputElement;

    await user.type(first, 'Abebe1');
    await user.type(last, 'ከበደ');
    await user.click(next());

    const message =
      "Use letters only. A space, hyphen (-), apostrophe (') or slash (as in G/Medhin) may separate parts of a name.";
    expect(screen.getByRole('heading', { level: 3, name: 'Donator' })).toBeTruthy();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toBe(screen.getByText(message).id);
    expect(last.getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(first);
    await expectNoAxeViolations(container);

    await user.clear(first);
    await user.type(first, 'አበበ');
    await user.clear(last);
    await user.type(last, 'ወ/ማርያም');
    await user.click(next());
    expect(screen.getByRole('heading', { level: 3, name: 'Message' })).toBeTruthy();
  });

  it('step 1: explains the name rule in Amharic', async () => {
    const { user } = await renderWizard({}, api(), 'am');
    await user.type(screen.getByLabelText('መጠን (ETB)'), '500');
    await user.click(screen.getByRole('button', { name: 'ቀጣይ' }));
    await user.type(screen.getByLabelText('የአባት ስም'), 'Kebede 2');
    await user.click(screen.getByRole('button', { name: 'ቀጣይ' }));

    expect(
      screen.getByText(
        "ፊደላትን ብቻ ይጠቀሙ። የስሙን ክፍሎች በክፍት ቦታ፣ በጭረት (-)፣ በአፖስትሮፊ (') ወይም በ / ምልክት (ለምሳሌ ገ/መድኅን) መለየት ይቻላል።",
      ),
    ).toBeTruthy();
    expect(screen.getByLabelText('የአባት ስም').getAttribute('aria-invalid')).toBe('true');
  });

  it("step 2: asks 'Please add a message for the fundraiser'", async () => {
    const { user } = await renderWizard();
    await user.type(screen.getByLabelText('Amount (ETB)'), '500');
    await user.click(next());
    await user.click(next());

    await user.click(next());

    expect(screen.getByText('Please add a message for the fundraiser')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Message for the fundraiser'));
  });

  it("step 3: offers Chapa for ETB and Card for USD, and asks 'Please choose a payment method'", async () => {
    const { user, container } = await renderWizard();
    await user.click(screen.getByRole('radio', { name: 'US dollars (USD)' }));
    await user.type(screen.getByLabelText('Amount (USD)'), '25');
    await user.click(next());
    await user.click(next());
    await user.type(screen.getByLabelText('Message for the fundraiser'), 'Stay strong');
    await user.click(next());

    expect(screen.getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('radio', { name: /Card/ })).toBeTruthy();
    await user.click(next());
    expect(screen.getByText('Please choose a payment method')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /Card/ }));
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('radio', { name: 'Birr (ETB)' }));
    await user.click(next());
    await user.click(next());
    await user.click(next());
    expect(screen.getByRole('radio', { name: /Chapa/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Card/ })).toBeNull();
  });

  it("sends the wizard's language, so an Amharic donor's payment and return pages are Amharic", async () => {
    const onRedirect = vi.fn();
    const { user, client } = await renderWizard({ onRedirect }, api(), 'am');
    const forward = () => user.click(screen.getByRole('button', { name: 'ቀጣይ' }));
    await user.type(screen.getByLabelText('መጠን (ETB)'), '500');
    await forward();
    await user.type(screen.getByLabelText('ስም'), 'ሰላም');
    await forward();
    await user.type(screen.getByLabelText('ለገቢ አሰባሳቢው መልእክት'), 'ይበርቱ');
    await forward();
    await user.click(screen.getByRole('radio', { name: /ቻፓ/ }));
    await forward();
    await forward();
    await user.click(screen.getByLabelText(/አንብቤ ተስማምቻለሁ/));
    await user.click(screen.getByRole('button', { name: /ይለግሱ$/ }));

    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalledWith('https://checkout.chapa.test/inv-1'));
    expect(client.calls[0]).toMatchObject({
      url: new URL('https://lomi.test/api/donation/initiate/'),
      body: { first_name: 'ሰላም', message: 'ይበርቱ', payment_method: 0, lang: 'am' },
    });
  });

  it('step 4: tip quick-picks 5, 10, 15, 20, 50 and 100; the total is amount plus tip', async () => {
    const { user, container } = await renderWizard();
    await fillToTip(user);

    const picks = screen.getAllByRole('button', { pressed: false });
    expect(picks.map((pick) => pick.textContent)).toEqual([
      'ETB\u00a05.00',
      'ETB\u00a010.00',
      'ETB\u00a015.00',
      'ETB\u00a020.00',
      'ETB\u00a050.00',
      'ETB\u00a0100.00',
    ]);
    await user.click(screen.getByRole('button', { name: 'ETB\u00a020.00' }));
    expect(screen.getByRole('button', { name: 'ETB\u00a020.00' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByLabelText('Other tip (ETB)') as HTMLInputElement).value).toBe('20');
    await expectNoAxeViolations(container);
    await user.click(next());

    const summary = container.querySelector('dl')?.textContent ?? '';
    expect(summary).toContain('DonationETB\u00a0500.00');
    expect(summary).toContain('Lomi tipETB\u00a020.00');
    expect(summary).toContain('TotalETB\u00a0520.00');
    expect(summary).toContain('DonorAnonymous');
    expect(screen.getByRole('button', { name: 'Donate ETB\u00a0520.00' })).toBeTruthy();
  });

  it("step 5: needs the terms ('Please read and agree with Lomi's donation terms.'), then goes to the payment page", async () => {
    const onRedirect = vi.fn();
    const onStarted = vi.fn();
    const { user, client, container } = await renderWizard({
      onRedirect,
      onStarted,
      donor: { id: 7, firstName: 'Abebe', lastName: 'Kebede', email: 'abebe@lomi.et' },
    });
    await fillToTip(user);
    await user.click(next());

    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));
    expect(screen.getByText("Please read and agree with Lomi's donation terms.")).toBeTruthy();
    expect(client.calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'donation terms' }).getAttribute('href')).toBe(
      'https://lomi.test/legal/donationpolicy',
    );
    await expectNoAxeViolations(container);

    await user.click(screen.getByLabelText(/I have read and agree/));
    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));

    await vi.waitFor(() => expect(onRedirect).toHaveBeenCalledWith('https://checkout.chapa.test/inv-1'));
    expect(onStarted).toHaveBeenCalledWith({
      campaignId: 12,
      amount: 50_000,
      currency: 'ETB',
      invoiceId: 'inv-1',
    });
    expect(client.calls[0]).toMatchObject({
      method: 'POST',
      body: {
        amount: 50_000,
        currency: 'ETB',
        email: 'abebe@lomi.et',
        first_name: 'Abebe',
        last_name: 'Kebede',
        campaignId: 12,
        donatorId: 7,
        title: 'Clean water',
        message: 'Stay strong',
        annonymous: false,
        tipAmount: 0,
        payment_method: 0,
        lang: 'en',
      },
    });
    expect(client.calls[0]?.idempotencyKey).toBeTruthy();
  });

  it("shows the server's message when the payment cannot be started", async () => {
    const onFailed = vi.fn();
    const client = fixtureClient(() => ({
      status: 409,
      body: { message: 'This campaign has ended', code: 'LOMI_ERR_CAMPAIGN_CLOSED' },
    }));
    const { user } = await renderWizard({ onFailed }, client);
    await fillToTip(user);
    await user.click(next());
    await user.click(screen.getByLabelText(/I have read and agree/));
    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));

    expect((await screen.findByRole('alert')).textContent).toBe('This campaign has ended');
    expect(onFailed).toHaveBeenCalledWith({
      campaignId: 12,
      amount: 50_000,
      currency: 'ETB',
      invoiceId: null,
    });
  });

  it('says how long to wait when there were too many attempts, and can try again', async () => {
    const client = fixtureClient(() => ({
      status: 429,
      body: { message: 'Too many donation attempts.', code: 'LOMI_ERR_RATE_LIMITED' },
      headers: { 'retry-after': '600' },
    }));
    const { user, container } = await renderWizard({}, client);
    await fillToTip(user);
    await user.click(next());
    await user.click(screen.getByLabelText(/I have read and agree/));
    await user.click(screen.getByRole('button', { name: /^Donate ETB/ }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please try again in 10 minutes.');
    expect(alert.getAttribute('data-code')).toBe('LOMI_ERR_RATE_LIMITED');
    await expectNoAxeViolations(container);
  });

  it("shows 'n/5' with a bar for narrow screens", async () => {
    const { user } = await renderWizard();
    const progress = screen.getByRole('progressbar', { name: 'Donation steps' });
    expect(progress.textContent).toBe('0/5');
    expect(progress.getAttribute('aria-valuetext')).toBe('Step 1 of 6: Amount');

    await user.type(screen.getByLabelText('Amount (ETB)'), '500');
    await user.click(next());

    expect(progress.textContent).toBe('1/5');
    expect(progress.getAttribute('aria-valuenow')).toBe('1');
  });

  it('fetches the campaign by id', async () => {
    await renderWizard({ campaign: undefined, campaignId: 12 });

    expect(
      await screen.findByRole('region', { name: 'Donate to Clean water for Lalibela schools' }),
    ).toBeTruthy();
  });

  it('shows a translated error when the campaign cannot be loaded', async () => {
    const { container } = await renderWizard({ campaign: undefined, campaignId: 404 });

    expect((await screen.findByRole('alert')).textContent).toBe('This campaign does not exist.');
    expect(container.querySelector('.lomi-wizard')?.getAttribute('data-state')).toBe('error');
  });

  it('speaks Amharic', async () => {
    const { container } = await renderWizard({}, api(), 'am');

    expect(screen.getByRole('region', { name: 'ለ«Clean water» ይለግሱ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ቀጣይ' })).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
