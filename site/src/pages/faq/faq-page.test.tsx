import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import FaqPage from './faq-page.tsx';

function renderFaq(options: Parameters<typeof renderSite>[1] = {}) {
  return renderSite(
    <main>
      <FaqPage />
    </main>,
    { url: '/faq', ...options },
  );
}

describe('/faq', { timeout: 15_000 }, () => {
  it('shows seven questions, the ask-a-question form and a link to /help', async () => {
    await renderFaq();
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    const questions = screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-controls'));
    expect(questions).toHaveLength(7);
    expect(questions[0]?.textContent).toBe('What is Lomi?');
    expect(screen.getByRole('form', { name: 'Still have a question?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the help center' }).getAttribute('href')).toBe('/help');
    await waitFor(() => expect(document.title).toBe('Frequently asked questions · Lomi'));
    await expectNoAxeViolations(document.body);
  });

  it("states the server's processing fee", async () => {
    const user = userEvent.setup();
    await renderFaq();
    await user.click(await screen.findByRole('button', { name: 'Does Lomi charge any fees?' }));
    expect(screen.getByRole('region', { name: 'Does Lomi charge any fees?' }).textContent).toContain(
      'processing fee of 2.5%',
    );
  });

  it('speaks Amharic', async () => {
    await renderFaq({ locale: 'am' });
    await screen.findByRole('heading', { level: 1, name: 'ተደጋግመው የሚጠየቁ ጥያቄዎች' });
    expect(screen.getByRole('button', { name: 'ሎሚ ምንድን ነው?' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'ሌላ ጥያቄ አለዎት?' });
    expect(within(form).getByLabelText('የኢሜይል አድራሻዎ')).toBeTruthy();
  });

  it('sends the question through the same endpoint as /help', async () => {
    const user = userEvent.setup();
    const posted: unknown[] = [];
    const client = fakeApiClient((url, request) => {
      if (url.pathname === '/api/help/questions/' && request.method === 'POST') {
        posted.push(request.body);
        return { status: 201, body: { id: 1, created: '2026-11-23T08:00:00.000Z' } };
      }
      return { status: 404, body: { message: 'Not found' } };
    });
    await renderFaq({ client });
    const form = await screen.findByRole('form', { name: 'Still have a question?' });
    await user.type(within(form).getByLabelText('Your e-mail address'), 'abebe@example.com');
    await user.type(within(form).getByLabelText('Your question'), 'Can I give from Kenya?');
    await user.click(within(form).getByRole('button', { name: 'Send question' }));
    const thanks = await screen.findByText("Thank you for your question! We'll get back to you soon.");
    expect(thanks.getAttribute('role')).toBe('status');
    expect(posted).toEqual([{ email: 'abebe@example.com', question: 'Can I give from Kenya?' }]);
  });
  it('says when the money reaches the organization, and how a USD balance is paid out', async () => {
    const user = userEvent.setup();
    await renderFaq();
    const question = 'How do I start a campaign, and when does the money reach the organization?';
    await user.click(await screen.findByRole('button', { name: question }));
    const answer = screen.getByRole('region', { name: question }).textContent;
    expect(answer).toContain('usually within 2-3 working days and at the latest within 5-7 business days');
    expect(answer).toContain(
      "Donations are deposited in ETB. A USD balance is paid out in ETB at Lomi's exchange rate on the day it is paid; the rate is recorded with the payout.",
    );
  });

  it('says it in Amharic too', async () => {
    await renderFaq({ locale: 'am' });
    await screen.findByRole('heading', { level: 1, name: 'ተደጋግመው የሚጠየቁ ጥያቄዎች' });
    expect(document.body.textContent).toContain(
      'ልገሳዎች በብር ይቀመጣሉ። የዶላር ቀሪ ሂሳብ በሚከፈልበት ቀን በሎሚ የምንዛሪ ተመን በብር ይከፈላል፤ ተመኑ ከክፍያው ጋር ይመዘገባል።',
    );
  });
});
