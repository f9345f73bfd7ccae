import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSS_PROPERTIES, ELEMENT_API } from '@lomi/elements/element-api';
import { campaignFixture, expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import EmbedDocsPage from './embed-docs-page.tsx';

const campaign = campaignFixture({ id: 7, title: 'School books for Gondar' });

/** Renders /embed in <main>, as the site's layout shows it. */
function renderDocs(options: Parameters<typeof renderSite>[1]) {
  return renderSite(
    <main>
      <EmbedDocsPage />
    </main>,
    options,
  );
}

const client = () =>
  fakeApiClient((url) =>
    url.pathname === '/api/campaigns/'
      ? { status: 200, body: { count: 1, results: [campaign], lastPage: 1, total: 1 } }
      : { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } },
  );

// Role queries and axe over the whole page take a while in jsdom.
describe('/embed', { timeout: 30_000 }, () => {
  it('shows every element of the descriptor live beside its snippet, for a real campaign', async () => {
    await renderDocs({ client: client(), url: '/embed' });
    await screen.findByRole('heading', { level: 1, name: 'Embed Lomi on your website' }, { timeout: 5000 });
    const tags = Object.keys(ELEMENT_API);
    expect(tags).toHaveLength(7);
    for (const tag of tags) {
      const section = await screen.findByRole('region', { name: `<${tag}>` });
      expect(section.id).toBe(tag);
      const live = await within(section).findByRole('group', { name: `Live example of ${tag}` });
      const element = live.querySelector(tag);
      expect(element?.getAttribute('campaign-id'), tag).toBe('7');
      expect(element?.hasAttribute('open'), tag).toBe(false);
      const code = within(section).getByRole('textbox', { name: `Code of ${tag}` }) as HTMLTextAreaElement;
      expect(code.value.split('\n')[0]).toBe(
        `<script async src="${window.location.origin}/embed/lomi.js"></script>`,
      );
      expect(code.value).toContain(`<${tag} campaign-id="7"`);
      expect(within(section).getByRole('button', { name: 'Copy code' })).toBeTruthy();
      expect(within(section).getByRole('table', { name: 'Attributes' })).toBeTruthy();
      expect(within(section).getByRole('table', { name: 'CSS parts' }).textContent).toContain('base');
    }
    const themes = screen.getByRole('table', { name: 'CSS custom properties' });
    expect(within(themes).getAllByRole('row')).toHaveLength(CSS_PROPERTIES.length + 1);
    expect(document.head.querySelectorAll('script[src="/embed/lomi.js"]')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Embed Lomi on your website · Lomi'));
    await expectNoAxeViolations(document.body);
  });

  it('lists each event with the fields of its detail', async () => {
    await renderDocs({ client: client(), url: '/embed' });
    const section = await screen.findByRole('region', { name: '<lomi-donate-button>' }, { timeout: 5000 });
    const events = within(section).getByRole('table', { name: 'Events' });
    for (const name of ['lomi:donation-started', 'lomi:donation-succeeded', 'lomi:donation-failed']) {
      const row = within(events).getByRole('row', { name: new RegExp(name) });
      for (const field of ['campaignId', 'amount', 'currency', 'invoiceId'])
        expect(row.textContent).toContain(field);
    }
  });

  it('toggles the open attribute of the live donate dialog', async () => {
    await renderDocs({ client: client(), url: '/embed' });
    const section = await screen.findByRole('region', { name: '<lomi-donate-dialog>' }, { timeout: 5000 });
    const dialog = section.querySelector('lomi-donate-dialog');
    await userEvent.click(within(section).getByRole('button', { name: 'Toggle the open attribute' }));
    expect(dialog?.hasAttribute('open')).toBe(true);
    await userEvent.click(within(section).getByRole('button', { name: 'Toggle the open attribute' }));
    expect(dialog?.hasAttribute('open')).toBe(false);
  });

  it('speaks Amharic, keeping the descriptor’s English descriptions marked as English', async () => {
    await renderDocs({ client: client(), url: '/embed?lang=am', locale: 'am' });
    await screen.findByRole('heading', { level: 1, name: 'ሎሚን በድረ-ገጽዎ ያካትቱ' }, { timeout: 5000 });
    const section = await screen.findByRole('region', { name: '<lomi-campaign-card>' });
    expect(within(section).getByRole('button', { name: 'ኮዱን ቅዳ' })).toBeTruthy();
    const table = within(section).getByRole('table', { name: 'መለያዎች' });
    expect(table.querySelector('td[lang="en"]')?.textContent).toContain('campaign');
  });
});
