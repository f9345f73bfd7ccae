import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { fakeApiClient, type FakeRoute } from '../../testing/fake-api-client.ts';
import { renderSite } from '../../testing/render-site.tsx';
import { PagedSection } from './paged-section.tsx';
import { usePagedList } from './use-paged-list.ts';

const PAST_THE_END = {
  status: 400,
  body: { message: 'Page 9 does not exist: there are 3 pages.', code: 'LOMI_ERR_PAGE_OUT_OF_RANGE' },
};

/** Three pages of one campaign each, titled after their page, read through `GET /api/campaigns/?page=`. */
function threePages(): FakeRoute {
  return (url) => {
    const page = Number(url.searchParams.get('page') ?? '1');
    if (page > 3) return PAST_THE_END;
    return {
      status: 200,
      body: { count: 3, results: [{ id: page, title: `Item ${page}` }], lastPage: 3, total: 3 },
    };
  };
}

function Items({ pastTheEnd }: { pastTheEnd?: 'first' | 'previous' }) {
  const list = usePagedList({
    key: 'items',
    load: (client, page, signal) => client.campaigns.list({ page }, { signal }),
    pastTheEnd,
  });
  return (
    <main>
      <h1 ref={list.titleRef}>Items</h1>
      <PagedSection list={list} empty={<p>Nothing yet</p>}>
        {(results) => (
          <ul aria-label="Items">
            {results.map((item) => (
              <li key={item.id}>{item.title}</li>
            ))}
          </ul>
        )}
      </PagedSection>
    </main>
  );
}

describe('usePagedList and PagedSection', () => {
  it('shows the page of the address, moves with the pager and scrolls to the title', async () => {
    // jsdom does not lay out, so it has no scrollIntoView.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const { container } = await renderSite(<Items />, {
      url: '/items?page=2',
      client: fakeApiClient(threePages()),
    });
    expect(await screen.findByText('Item 2')).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Item 3')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/items?page=3');
    expect(scrolled).toHaveBeenCalledOnce();
  });

  it('replaces a page past the end with the first page, without an error', async () => {
    await renderSite(<Items />, { url: '/items?page=9', client: fakeApiClient(threePages()) });
    expect(await screen.findByText('Item 1')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/items');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes back one page instead when asked to', async () => {
    const client = fakeApiClient((url) =>
      url.searchParams.get('page') === '5'
        ? PAST_THE_END
        : { status: 200, body: { count: 4, results: [{ id: 4, title: 'Item 4' }], lastPage: 4, total: 4 } },
    );
    await renderSite(<Items pastTheEnd="previous" />, { url: '/items?page=5', client });
    expect(await screen.findByText('Item 4')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/items?page=4');
  });

  it('treats any other 400 as a failure to load, with a retry', async () => {
    let fail = true;
    const client = fakeApiClient((url) =>
      fail
        ? { status: 400, body: { message: 'Bad page', code: 'LOMI_ERR_VALIDATION' } }
        : threePages()(url, { method: 'GET', body: undefined, authorization: null }),
    );
    await renderSite(<Items />, { url: '/items?page=2', client });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByTestId('url').textContent).toBe('/items?page=2');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Item 2')).toBeTruthy();
  });

  it('says when the list is empty', async () => {
    const client = fakeApiClient(() => ({
      status: 200,
      body: { count: 0, results: [], lastPage: 1, total: 0 },
    }));
    await renderSite(<Items />, { url: '/items', client });
    await waitFor(() => expect(screen.getByText('Nothing yet')).toBeTruthy());
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
