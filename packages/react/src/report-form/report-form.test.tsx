import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../testing/deferred.ts';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.ts';
import { fixtureClient, type FixtureRoute } from '../testing/fixture-client.ts';
import { renderWithLomi } from '../testing/render-with-lomi.tsx';
import { ReportForm } from './report-form.tsx';

const stored = (body: Record<string, unknown>) => ({
  status: 201,
  body: {
    id: 1,
    target_type: body.target_type,
    campaign_id: body.campaign_id ?? null,
    organization_id: body.organization_id ?? null,
    reason: body.reason,
    created: '2026-01-02T03:04:05.000Z',
  },
});

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const disabled = (element: HTMLElement) => (element as HTMLButtonElement).disabled;
/** The text of the elements `aria-describedby` names, as a screen reader reads it after the label. */
const description = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const acceptingApi = () => fixtureClient((_url, request) => stored(request.body as Record<string, unknown>));

describe('ReportForm', () => {
  it('starts at other with only its text box, and the button disabled until text is typed', async () => {
    const user = userEvent.setup();
    await renderWithLomi(<ReportForm target={{ type: 'campaign', id: 12 }} />);

    expect(checked(screen.getByRole('radio', { name: 'Other' }))).toBe(true);
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'spam',
      'fraud',
      'violence',
      'misinformation',
      'other',
    ]);
    const button = screen.getByRole('button', { name: 'Report' });
    expect(disabled(button)).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Tell us what is wrong' }), '   ');
    expect(disabled(button)).toBe(true);
    await user.type(screen.getByRole('textbox', { name: 'Tell us what is wrong' }), 'Stolen photos');
    expect(disabled(button)).toBe(false);
  });

  it('hides the text box for any other reason, which enables the button on its own', async () => {
    const user = userEvent.setup();
    await renderWithLomi(<ReportForm target={{ type: 'campaign', id: 12 }} />);

    await user.click(screen.getByRole('radio', { name: 'Fraud' }));

    expect(screen.queryByRole('textbox', { name: 'Tell us what is wrong' })).toBeNull();
    expect(disabled(screen.getByRole('button', { name: 'Report' }))).toBe(false);
  });

  it('sends a campaign report, thanks the reporter and calls onSubmitted', async () => {
    const user = userEvent.setup();
    const client = acceptingApi();
    const onSubmitted = vi.fn();
    await renderWithLomi(<ReportForm target={{ type: 'campaign', id: 12 }} onSubmitted={onSubmitted} />, {
      client,
    });

    await user.type(screen.getByRole('textbox', { name: 'Tell us what is wrong' }), 'Stolen photos');
    await user.type(screen.getByRole('textbox', { name: 'E-mail (optional)' }), 'reader@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone number (optional)' }), '0911 22 33 44');
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const thanks = await screen.findByRole('status');
    expect(thanks.textContent).toContain('Campaign Reported, Thank you!');
    expect(document.activeElement).toBe(thanks);
    expect(screen.queryByRole('form')).toBeNull();
    expect(client.calls).toHaveLength(1);
    expect(client.calls[0]).toMatchObject({ method: 'POST' });
    expect(client.calls[0]?.url.pathname).toBe('/api/reports/');
    expect(client.calls[0]?.body).toEqual({
      target_type: 'campaign',
      campaign_id: 12,
      reason: 'other',
      message: 'Stolen photos',
      reporter_email: 'reader@example.com',
      reporter_phone: '251911223344',
    });
    expect(onSubmitted).toHaveBeenCalledWith({ targetType: 'campaign', targetId: 12, reason: 'other' });
  });

  it('reports an organization with its own thank-you', async () => {
    const user = userEvent.setup();
    const client = acceptingApi();
    const onSubmitted = vi.fn();
    await renderWithLomi(<ReportForm target={{ type: 'organization', id: 3 }} onSubmitted={onSubmitted} />, {
      client,
    });

    expect(screen.getByRole('form', { name: 'Report this organization' })).not.toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Misinformation' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));

    expect((await screen.findByRole('status')).textContent).toContain('Organization Reported, Thank you!');
    expect(client.calls[0]?.body).toEqual({
      target_type: 'organization',
      organization_id: 3,
      reason: 'misinformation',
    });
    expect(onSubmitted).toHaveBeenCalledWith({
      targetType: 'organization',
      targetId: 3,
      reason: 'misinformation',
    });
  });

  it('flags a bad e-mail or phone and sends nothing', async () => {
    const user = userEvent.setup();
    const client = acceptingApi();
    await renderWithLomi(<ReportForm target={{ type: 'campaign', id: 12 }} />, { client });

    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.type(screen.getByRole('textbox', { name: 'E-mail (optional)' }), 'reader@example');
    await user.type(screen.getByRole('textbox', { name: 'Phone number (optional)' }), '91122');
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const email = screen.getByRole('textbox', { name: 'E-mail (optional)' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).toContain('Invalid Email Address');
    expect(document.activeElement).toBe(email);
    expect(description(screen.getByRole('textbox', { name: 'Phone number (optional)' }))).toContain(
      'Enter a valid 9-digit phone number',
    );
    expect(client.calls).toHaveLength(0);
  });

  it("shows 'Reporting Failed' with the server's message, and lets the reporter try again", async () => {
    const user = userEvent.setup();
    let answers = 0;
    const route: FixtureRoute = (_url, request) =>
      ++answers === 1
        ? {
            status: 429,
            body: {
              message: 'Too many reports from your connection. Please try again in 10 minutes.',
              code: 'LOMI_ERR_RATE_LIMITED',
            },
          }
        : stored(request.body as Record<string, unknown>);
    const onSubmitted = vi.fn();
    await renderWithLomi(<ReportForm target={{ type: 'campaign', id: 12 }} onSubmitted={onSubmitted} />, {
      client: fixtureClient(route),
    });

    await user.click(screen.getByRole('radio', { name: 'Violence' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Reporting Failed');
    expect(alert.textContent).toContain(
      'Too many reports from your connection. Please try again in 10 minutes.',
    );
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(checked(screen.getByRole('radio', { name: 'Violence' }))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect((await screen.findByRole('status')).textContent).toContain('Campaign Reported, Thank you!');
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('says so in its own words when no answer arrives', async () => {
    const user = userEvent.setup();
    const client = fixtureClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await renderWithLomi(<ReportForm target={{ type: 'campaign', id: 12 }} />, { client });

    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Reporting Failed');
    expect(alert.textContent).toContain(
      'Could not reach Lomi. Check your internet connection and try again.',
    );
  });

  it('sends once while the answer is on its way, telling the reporter it is sending', async () => {
    const user = userEvent.setup();
    const answer = deferred<{ status: number; body: unknown }>();
    const client = fixtureClient(() => answer.promise);
    await renderWithLomi(<ReportForm target={{ type: 'campaign', id: 12 }} />, { client });

    await user.click(screen.getByRole('radio', { name: 'Fraud' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(screen.getByRole('status').textContent).toContain('Sending your report…');
    expect(screen.getByRole('button', { name: 'Report' }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    expect(client.calls).toHaveLength(1);

    answer.resolve(stored({ target_type: 'campaign', campaign_id: 12, reason: 'fraud' }));
    expect(await screen.findByText('Campaign Reported, Thank you!')).not.toBeNull();
  });

  it('starts over for a new target', async () => {
    const user = userEvent.setup();
    const view = await renderWithLomi(<ReportForm target={{ type: 'campaign', id: 12 }} />);

    await user.click(screen.getByRole('radio', { name: 'Spam' }));
    view.rerender(<ReportForm target={{ type: 'campaign', id: 13 }} />);

    expect(checked(screen.getByRole('radio', { name: 'Other' }))).toBe(true);
  });

  it('refuses a target without a usable id, naming the prop', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(renderWithLomi(<ReportForm target={{ type: 'campaign', id: 0 }} />)).rejects.toThrow(
      /<ReportForm> needs a `target`/,
    );
    vi.restoreAllMocks();
  });

  it('exposes its parts to host pages', async () => {
    const view = await renderWithLomi(<ReportForm target={{ type: 'campaign', id: 12 }} />);

    expect(view.container.querySelector('[part="report-form"]')).toBe(screen.getByRole('form'));
    expect(view.container.querySelectorAll('[part="field"]')).toHaveLength(4);
    expect(view.container.querySelector('[part="submit-button"]')).toBe(
      screen.getByRole('button', { name: 'Report' }),
    );
    expect(view.container.querySelector('[data-state="ready"]')).not.toBeNull();
  });

  it('speaks Amharic', async () => {
    await renderWithLomi(<ReportForm target={{ type: 'organization', id: 3 }} />, { locale: 'am' });

    expect(screen.getByRole('form', { name: 'ይህን ድርጅት ሪፖርት ያድርጉ' })).not.toBeNull();
    expect(screen.getByRole('radio', { name: 'ማጭበርበር' })).not.toBeNull();
    expect(disabled(screen.getByRole('button', { name: 'ሪፖርት ያድርጉ' }))).toBe(true);
  });

  it('has no axe violations, empty, with errors, failed and thanked', async () => {
    const user = userEvent.setup();
    let answers = 0;
    const client = fixtureClient((_url, request) =>
      ++answers === 1
        ? { status: 500, body: { message: 'Something went wrong on our side.', code: 'LOMI_ERR_INTERNAL' } }
        : stored(request.body as Record<string, unknown>),
    );
    const view = await renderWithLomi(<ReportForm target={{ type: 'campaign', id: 12 }} />, { client });
    await expectNoAxeViolations(view.container);

    await user.type(screen.getByRole('textbox', { name: 'E-mail (optional)' }), 'x@');
    await user.type(screen.getByRole('textbox', { name: 'Tell us what is wrong' }), 'Fake');
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await expectNoAxeViolations(view.container);

    await user.clear(screen.getByRole('textbox', { name: 'E-mail (optional)' }));
    await user.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByRole('alert');
    await expectNoAxeViolations(view.container);

    await user.click(screen.getByRole('button', { name: 'Report' }));
    await screen.findByText('Campaign Reported, Thank you!');
    await expectNoAxeViolations(view.container);
  });
});
