import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { renderSite } from '../../testing/render-site.tsx';
import HowItWorksPage from './how-it-works-page.tsx';

function renderPage(locale: 'en' | 'am' = 'en') {
  return renderSite(
    <main>
      <HowItWorksPage />
    </main>,
    { url: '/howitworks', locale },
  );
}

describe('/howitworks', { timeout: 15_000 }, () => {
  it('shows the seven steps of §2 in order, each with its screenshot in the visitor language', async () => {
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'How giving on Lomi works' });
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps).toHaveLength(7);
    expect(steps.map((step) => within(step).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Step 1: Explore campaigns',
      'Step 2: Open a campaign',
      'Step 3: Choose Telebirr',
      'Step 4: Enter the amount and your phone',
      'Step 5: Confirm',
      'Step 6: Approve on your phone',
      'Step 7: Share',
    ]);
    const thumbnails = steps.map((step) => within(step).getByRole('img'));
    expect(thumbnails.map((image) => image.getAttribute('src'))).toEqual(
      [1, 2, 3, 4, 5, 6, 7].map((n) => `/how-it-works/en/step-${n}-thumb.webp`),
    );
    expect(thumbnails[2]?.getAttribute('alt')).toBe(
      'The donate dialog on a phone with Telebirr chosen as the payment method.',
    );
    await waitFor(() => expect(document.title).toBe('How it works · Lomi'));
    await expectNoAxeViolations(document.body);
  });

  it('enlarges a screenshot in a modal lightbox, moves between steps, and closes back to its thumbnail', async () => {
    const user = userEvent.setup();
    await renderPage();
    const enlarge = await screen.findByRole('button', { name: /Enlarge the screenshot of step 3/ });
    expect(enlarge.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(enlarge);

    const dialog = await screen.findByRole('dialog', { name: 'Step 3: Choose Telebirr' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/how-it-works/en/step-3.webp');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await expectNoAxeViolations(document.body);

    await user.click(within(dialog).getByRole('button', { name: 'Next step' }));
    expect(screen.getByRole('dialog', { name: 'Step 4: Enter the amount and your phone' })).toBeTruthy();
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/how-it-works/en/step-4.webp');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(enlarge);
  });

  it('keeps the end buttons focusable but inert at the first and last step', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(await screen.findByRole('button', { name: /Enlarge the screenshot of step 1/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Step 1: Explore campaigns' });
    const previous = within(dialog).getByRole('button', { name: 'Previous step' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    await user.click(previous);
    expect(screen.getByRole('dialog', { name: 'Step 1: Explore campaigns' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the Amharic screenshots and texts in Amharic', async () => {
    await renderPage('am');
    await screen.findByRole('heading', { level: 1, name: 'በሎሚ መለገስ እንዴት ይሠራል' });
    const first = within(screen.getByRole('list')).getAllByRole('img')[0];
    expect(first?.getAttribute('src')).toBe('/how-it-works/am/step-1-thumb.webp');
    expect(screen.getByRole('button', { name: /የደረጃ 1 ምስሉን አስፋ/ })).toBeTruthy();
  });
});
