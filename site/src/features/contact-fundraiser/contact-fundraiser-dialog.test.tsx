import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { campaignFixture, expectNoAxeViolations } from '@lomi/react/testing';
import { CampaignTextProvider } from '../../pages/campaign/campaign-text.ts';
import { fakeApiClient, type FakeRequest } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession, type anonymousSession } from '../../testing/render-site.tsx';
import ContactFundraiserDialog from './contact-fundraiser-dialog.tsx';

const campaign = campaignFixture();

async function renderDialog(
  answer: () => { status: number; body: unknown },
  session?: ReturnType<typeof anonymousSession>,
) {
  const requests: FakeRequest[] = [];
  const client = fakeApiClient((url, request) => {
    if (url.pathname !== '/api/campaigns/12/contact/') return { status: 404, body: {} };
    requests.push(request);
    return answer();
  });
  const onClose = vi.fn();
  await renderSite(
    <CampaignTextProvider>
      <ContactFundraiserDialog campaign={campaign} onClose={onClose} />
    </CampaignTextProvider>,
    { client, ...(session ? { session } : {}) },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Contact Fundraiser' });
  return { dialog, requests, onClose, user: userEvent.setup() };
}

const sent = () => ({ status: 201, body: { campaign_id: 12, created: '2026-11-02T08:00:00.000Z' } });

describe('Contact Fundraiser', { timeout: 20_000 }, () => {
  it('sends the message to the organizer and confirms it', async () => {
    const { dialog, requests, user } = await renderDialog(sent);
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain('Your message goes to Tesfa Water Initiative');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your name' })),
    );
    await expectNoAxeViolations(document.body);

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'Abebe Kebede ');
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'abebe@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Can I give beds instead?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const confirmation = await screen.findByText('Thank you! Your message has been sent to the organizer.');
    expect(confirmation.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(requests).toEqual([
      {
        method: 'POST',
        authorization: null,
        body: { name: 'Abebe Kebede', email: 'abebe@example.com', message: 'Can I give beds instead?' },
      },
    ]);
    expect(screen.queryByRole('textbox')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('checks the fields before sending: all required, letters-only name, a real e-mail address', async () => {
    const { requests, user } = await renderDialog(sent);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your name.')).toBeTruthy();
    expect(screen.getByText('Please enter your e-mail address.')).toBeTruthy();
    expect(screen.getByText('Please write a message.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Your name' })),
    );

    await user.type(screen.getByRole('textbox', { name: 'Your name' }), 'R2D2');
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail' }), 'abebe@example');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Use letters and spaces only.')).toBeTruthy();
    expect(screen.getByText('Invalid Email Address')).toBeTruthy();
    expect(screen.queryByText('Please write a message.')).toBeNull();
    expect(requests).toEqual([]);
    await expectNoAxeViolations(document.body);
  });

  it('fills in a signed-in visitor’s name and e-mail address', async () => {
    await renderDialog(sent, signedInSession());
    expect((screen.getByRole('textbox', { name: 'Your name' }) as HTMLInputElement).value).toBe(
      'Abebe Kebede',
    );
    expect((screen.getByRole('textbox', { name: 'Your e-mail' }) as HTMLInputElement).value).toBe(
      'abebe@example.et',
    );
  });

  it('says when the organizer cannot receive messages, and when too many were sent', async () => {
    let answer = { status: 409, body: { message: 'No account', code: 'LOMI_ERR_ORGANIZER_UNREACHABLE' } };
    const { user } = await renderDialog(() => answer, signedInSession());
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/cannot receive messages on Lomi yet/);

    answer = { status: 429, body: { message: 'Too many', code: 'LOMI_ERR_RATE_LIMITED' } };
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'You have sent several messages in a short time. Please try again later.',
      ),
    );
    // The text typed is kept, to send again later.
    expect((screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Hello');
  });
});
