import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConsoleHelpQuestion, PagedList } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeAnswer, type FakeRequest } from '../../testing/fake-api-client.ts';
import { renderConsole } from '../render-console.tsx';

const QUESTION: ConsoleHelpQuestion = {
  id: 9,
  email: 'hiwot@example.org',
  question: 'How long does the review take?',
  created: '2026-11-22T08:00:00.000Z',
  resolution: null,
};

const ANSWERED: ConsoleHelpQuestion = {
  ...QUESTION,
  id: 4,
  resolution: {
    resolved: '2026-11-23T08:00:00.000Z',
    operator: null,
    note: 'Two working days.',
  },
};

const page = (results: ConsoleHelpQuestion[]): PagedList<ConsoleHelpQuestion> => ({
  count: results.length,
  results,
  lastPage: 1,
  total: results.length,
});

async function renderInbox({
  resolve = (): FakeAnswer => ({ status: 200, body: { ...ANSWERED, id: 9 } }),
  locale = 'en' as 'en' | 'am',
} = {}) {
  const requests: Array<FakeRequest & { url: URL }> = [];
  const client = fakeApiClient((address, sent) => {
    requests.push({ ...sent, url: address });
    if (address.pathname === '/api/console/help-questions/' && sent.method === 'GET') {
      const resolved = address.searchParams.get('status') === 'resolved';
      return { status: 200, body: page(resolved ? [ANSWERED] : [QUESTION]) };
    }
    if (address.pathname === '/api/console/help-questions/9/resolve/' && sent.method === 'POST')
      return resolve();
    return { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_ROUTE_NOT_FOUND' } };
  });
  await renderConsole('/console/help-questions', { client, locale });
  return {
    lists: () => requests.filter((request) => request.method === 'GET'),
    posts: () => requests.filter((request) => request.method === 'POST'),
    user: userEvent.setup(),
  };
}

describe('the help-questions inbox', { timeout: 20_000 }, () => {
  it('lists open questions with a reply link, and says the answer goes by e-mail outside Lomi', async () => {
    await renderInbox();
    expect(await screen.findByRole('heading', { level: 1, name: 'Help questions' })).toBeTruthy();
    expect(screen.getByText(/Lomi does not send answers/)).toBeTruthy();
    const item = (await screen.findByRole('heading', { name: 'Question #9' })).closest('li')!;
    expect(item.textContent).toContain('How long does the review take?');
    expect(within(item).getByRole('link', { name: 'Answer by e-mail' }).getAttribute('href')).toBe(
      'mailto:hiwot@example.org?subject=Your%20question%20to%20Lomi',
    );
  });

  it('marks a question answered with a note; the dialog repeats that the answer goes by e-mail', async () => {
    const { posts, lists, user } = await renderInbox();
    await user.click(await screen.findByRole('button', { name: 'Mark question #9 answered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark question #9 answered' });
    expect(dialog.textContent).toContain('Send the answer by e-mail to hiwot@example.org first');
    await user.type(within(dialog).getByRole('textbox', { name: 'What was answered' }), 'Two working days.');
    const before = lists().length;
    await user.click(within(dialog).getByRole('button', { name: 'Mark answered' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts().map((post) => post.body)).toEqual([{ note: 'Two working days.' }]);
    expect(await screen.findByText('Question #9 is marked answered.')).toBeTruthy();
    await waitFor(() => expect(lists().length).toBeGreaterThan(before));
  });

  it('says so when the question was answered meanwhile (409)', async () => {
    const { user } = await renderInbox({
      resolve: () => ({ status: 409, body: { code: 'LOMI_ERR_CONFLICT', message: 'Already resolved.' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark question #9 answered' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark question #9 answered' });
    await user.type(within(dialog).getByRole('textbox', { name: 'What was answered' }), 'Done.');
    await user.click(within(dialog).getByRole('button', { name: 'Mark answered' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('marked answered meanwhile');
  });

  it('shows answered questions (by a former operator too), in Amharic, with no axe violations', async () => {
    const { user } = await renderInbox({ locale: 'am' });
    await user.click(await screen.findByRole('radio', { name: 'የተመለሱ' }));
    const item = (await screen.findByRole('heading', { name: 'ጥያቄ #4' })).closest('li')!;
    expect(item.textContent).toContain('በቀድሞ ኦፕሬተር ተመልሷል');
    expect(item.textContent).toContain('Two working days.');
    // The site's layout (not rendered here) puts the console in its <main> landmark.
    await expectNoAxeViolations(document.querySelector('.console-screen')!);
  });
});
