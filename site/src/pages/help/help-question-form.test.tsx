import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HELP_QUESTION_MAX_LENGTH } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeRoute } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import { HelpQuestionForm } from './help-question-form.tsx';
import { SupportTextProvider } from './support-text.ts';

const THANKS = "Thank you for your question! We'll get back to you soon.";

/** Renders the form under a heading; `posted` collects every POST the fake API receives. */
function renderForm(route: FakeRoute, locale: 'en' | 'am' = 'en') {
  const posted: unknown[] = [];
  const client = fakeApiClient((url, request) => {
    if (request.method === 'POST') posted.push({ path: url.pathname, body: request.body });
    return route(url, request);
  });
  const rendered = renderSite(
    <SupportTextProvider>
      <h2 id="ask">Ask a question</h2>
      <HelpQuestionForm labelledBy="ask" />
    </SupportTextProvider>,
    { client, locale },
  );
  return { rendered, posted };
}

const stored: FakeRoute = () => ({ status: 201, body: { id: 9, created: '2026-11-23T08:00:00.000Z' } });

describe('HelpQuestionForm', () => {
  it('needs an e-mail address and a question (§5): says which, focuses the first, sends nothing', async () => {
    const user = userEvent.setup();
    const { posted } = renderForm(stored);
    await user.click(await screen.findByRole('button', { name: 'Send question' }));

    const email = screen.getByLabelText('Your e-mail address');
    expect(document.activeElement).toBe(email);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your e-mail address')).toBeTruthy();
    expect(screen.getByText('Write your question')).toBeTruthy();
    expect(email.getAttribute('aria-describedby')).toContain(
      screen.getByText('Enter your e-mail address').id,
    );
    expect(posted).toEqual([]);
  });

  it('refuses an address that is not one, with the §5 message', async () => {
    const user = userEvent.setup();
    const { posted } = renderForm(stored);
    await user.type(await screen.findByLabelText('Your e-mail address'), 'abebe@example');
    await user.type(screen.getByLabelText('Your question'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));

    expect(screen.getByText('Invalid Email Address')).toBeTruthy();
    expect(screen.queryByText('Write your question')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Your e-mail address'));
    expect(posted).toEqual([]);
  });

  it('stores the question, trimmed, then thanks with §8 text that takes focus, and can start again', async () => {
    const user = userEvent.setup();
    const { rendered, posted } = renderForm(stored);
    const { container } = await rendered;
    await user.type(await screen.findByLabelText('Your e-mail address'), '  abebe@example.com ');
    await user.type(screen.getByLabelText('Your question'), ' When will the money arrive? ');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Send question' }));

    const thanks = await screen.findByText(THANKS);
    expect(thanks.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(posted).toEqual([
      {
        path: '/api/help/questions/',
        body: { email: 'abebe@example.com', question: 'When will the money arrive?' },
      },
    ]);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Ask another question' }));
    expect((screen.getByLabelText('Your e-mail address') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(THANKS)).toBeNull();
  });

  it('says in the page’s language, not the server’s English, that too many questions were sent', async () => {
    const user = userEvent.setup();
    renderForm(
      () => ({
        status: 429,
        body: {
          message: 'Too many questions from your connection. Please try again in 10 minutes.',
          code: 'LOMI_ERR_RATE_LIMITED',
        },
      }),
      'am',
    );
    await user.type(await screen.findByLabelText('የኢሜይል አድራሻዎ'), 'abebe@example.com');
    await user.type(screen.getByLabelText('ጥያቄዎ'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'ጥያቄውን ላክ' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ጥያቄዎን መላክ አልተቻለም።');
    expect(alert.textContent).toContain('በአጭር ጊዜ ውስጥ ብዙ ጥያቄዎችን ልከዋል።');
    expect(alert.textContent).not.toContain('Too many');
    expect(screen.queryByText(THANKS)).toBeNull();
    // What was typed stays, to send again later.
    expect((screen.getByLabelText('ጥያቄዎ') as HTMLTextAreaElement).value).toBe('Hello?');
  });

  it('answers a server failure with its own words', async () => {
    const user = userEvent.setup();
    renderForm(() => ({
      status: 500,
      body: { message: 'Something went wrong on our side.', code: 'LOMI_ERR_INTERNAL' },
    }));
    await user.type(await screen.findByLabelText('Your e-mail address'), 'abebe@example.com');
    await user.type(screen.getByLabelText('Your question'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your question could not be sent.Please try again in a little while.');
  });

  it('marks the fields a 400 names, with the form’s texts, and focuses the first', async () => {
    const user = userEvent.setup();
    renderForm(
      () => ({
        status: 400,
        body: {
          message: 'Invalid field "email": Invalid Email Address',
          code: 'LOMI_ERR_VALIDATION',
          errors: { email: 'Invalid Email Address', question: 'must be at most 5 characters' },
        },
      }),
      'am',
    );
    await user.type(await screen.findByLabelText('የኢሜይል አድራሻዎ'), 'abebe@example.com');
    await user.type(screen.getByLabelText('ጥያቄዎ'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'ጥያቄውን ላክ' }));

    const email = screen.getByLabelText('የኢሜይል አድራሻዎ');
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(screen.getByText('ልክ ያልሆነ የኢሜይል አድራሻ').id);
    const question = screen.getByLabelText('ጥያቄዎ');
    expect(question.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('ጥያቄዎ ተቀባይነት አላገኘም። እባክዎ ያረጋግጡና እንደገና ይሞክሩ።')).toBeTruthy();
    expect(screen.queryByText(/must be at most|Invalid field/)).toBeNull();

    // Editing a field takes back the server's objection to it.
    await user.type(question, '!');
    expect(question.getAttribute('aria-invalid')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });

  it('says when Lomi could not be reached', async () => {
    const user = userEvent.setup();
    renderForm(() => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(await screen.findByLabelText('Your e-mail address'), 'abebe@example.com');
    await user.type(screen.getByLabelText('Your question'), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Lomi could not be reached. Check your internet connection and try again.',
    );
  });

  it('counts the characters against the limit and keeps the question within it', async () => {
    const user = userEvent.setup();
    renderForm(stored);
    const question = (await screen.findByLabelText('Your question')) as HTMLTextAreaElement;
    expect(question.maxLength).toBe(HELP_QUESTION_MAX_LENGTH);
    await user.type(question, 'Hi');
    expect(screen.getByText(`2 of ${HELP_QUESTION_MAX_LENGTH} characters`)).toBeTruthy();
  });

  it('speaks Amharic', async () => {
    const user = userEvent.setup();
    renderForm(stored, 'am');
    await user.click(await screen.findByRole('button', { name: 'ጥያቄውን ላክ' }));
    expect(screen.getByText('የኢሜይል አድራሻዎን ያስገቡ')).toBeTruthy();
    expect(screen.getByText('ጥያቄዎን ይጻፉ')).toBeTruthy();
  });
});
