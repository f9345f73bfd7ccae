import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Campaign, Locale } from '@lomi/core';
import { campaignFixture, expectNoAxeViolations } from '@lomi/react/testing';
import { ExploreTextProvider } from '../../pages/explore/explore-text.ts';
import { renderSite } from '../../testing/render-site.tsx';
import { FeaturedCarousel } from './featured-carousel.tsx';

const campaigns: Campaign[] = [
  campaignFixture({ id: 1, title: 'Maternity ward for Azezo' }),
  campaignFixture({ id: 2, title: 'School books for Hawassa' }),
  campaignFixture({ id: 3, title: 'Flood relief in Afar' }),
];

// The catalog is fetched once per language and kept, so the carousels below render at once, without waiting.
beforeAll(async () => {
  for (const locale of ['en', 'am'] as const) {
    await renderSite(
      <ExploreTextProvider>
        <p>catalog ready</p>
      </ExploreTextProvider>,
      { locale },
    );
    await screen.findByText('catalog ready');
  }
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

async function renderCarousel(list: Campaign[] = campaigns, locale: Locale = 'en') {
  // jsdom has no matchMedia, so the carousel assumes motion is fine unless a test stubs it.
  return renderSite(
    <ExploreTextProvider>
      <FeaturedCarousel campaigns={list} />
    </ExploreTextProvider>,
    { locale },
  );
}

/** The title of the slide shown; the others are hidden from assistive technology. */
function shownTitle() {
  return screen.getByRole('heading', { level: 3 }).textContent;
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('FeaturedCarousel', () => {
  it('advances every 5 s and loops back to the first campaign', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    expect(shownTitle()).toBe('Maternity ward for Azezo');
    advance(4999);
    expect(shownTitle()).toBe('Maternity ward for Azezo');
    advance(1);
    expect(shownTitle()).toBe('School books for Hawassa');
    advance(5000);
    expect(shownTitle()).toBe('Flood relief in Afar');
    advance(5000);
    expect(shownTitle()).toBe('Maternity ward for Azezo');
  });

  it('keeps the other slides inert and quiet while turning, and announces changes once paused', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured campaigns' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = region.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(3);
    expect(slides[0]?.getAttribute('aria-label')).toBe('1 of 3');
    expect(slides[0]?.hasAttribute('inert')).toBe(false);
    expect(slides[1]?.hasAttribute('inert')).toBe(true);
    expect(slides[1]?.getAttribute('aria-hidden')).toBe('true');
    const live = slides[0]?.parentElement;
    expect(live?.getAttribute('aria-live')).toBe('off');

    fireEvent.click(screen.getByRole('button', { name: 'Pause the slide show' }));
    expect(live?.getAttribute('aria-live')).toBe('polite');
  });

  it('moves with the arrows and dots, looping both ways, and restarts the 5 s after a manual change', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous campaign' }));
    expect(shownTitle()).toBe('Flood relief in Afar');
    fireEvent.click(screen.getByRole('button', { name: 'Next campaign' }));
    expect(shownTitle()).toBe('Maternity ward for Azezo');

    advance(3000);
    const second = screen.getByRole('button', { name: 'Show campaign 2 of 3' });
    fireEvent.click(second);
    expect(shownTitle()).toBe('School books for Hawassa');
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show campaign 1 of 3' }).hasAttribute('aria-current')).toBe(
      false,
    );
    // The chosen slide gets its full 5 s, not the 2 s left of the previous one.
    advance(4000);
    expect(shownTitle()).toBe('School books for Hawassa');
    advance(1000);
    expect(shownTitle()).toBe('Flood relief in Afar');
  });

  it('follows the arrow keys, Home and End on the controls, focus following the dots', async () => {
    const user = userEvent.setup();
    await renderCarousel();
    const first = screen.getByRole('button', { name: 'Show campaign 1 of 3' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    expect(shownTitle()).toBe('School books for Hawassa');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Show campaign 2 of 3' }));
    await user.keyboard('{End}');
    expect(shownTitle()).toBe('Flood relief in Afar');
    await user.keyboard('{ArrowRight}');
    expect(shownTitle()).toBe('Maternity ward for Azezo');
    await user.keyboard('{ArrowLeft}');
    expect(shownTitle()).toBe('Flood relief in Afar');
    await user.keyboard('{Home}');
    expect(shownTitle()).toBe('Maternity ward for Azezo');

    // On the arrow buttons the keys change the slide too, and focus stays on the button.
    const next = screen.getByRole('button', { name: 'Next campaign' });
    next.focus();
    await user.keyboard('{ArrowLeft}');
    expect(shownTitle()).toBe('Flood relief in Afar');
    expect(document.activeElement).toBe(next);
  });

  it('stops for good with the pause button until play is pressed', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    const pause = screen.getByRole('button', { name: 'Pause the slide show' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-label')).toBe('Play the slide show');
    advance(20_000);
    expect(shownTitle()).toBe('Maternity ward for Azezo');

    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    advance(5000);
    expect(shownTitle()).toBe('School books for Hawassa');
  });

  it('rests while hovered or focused and resumes afterwards', async () => {
    vi.useFakeTimers();
    await renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured campaigns' });
    fireEvent.mouseEnter(region);
    advance(12_000);
    expect(shownTitle()).toBe('Maternity ward for Azezo');
    fireEvent.mouseLeave(region);
    advance(5000);
    expect(shownTitle()).toBe('School books for Hawassa');

    const learnMore = screen.getByRole('link', { name: 'Learn More' });
    act(() => learnMore.focus());
    advance(12_000);
    expect(shownTitle()).toBe('School books for Hawassa');
    // Focus moving within the carousel keeps it resting.
    act(() => screen.getByRole('button', { name: 'Next campaign' }).focus());
    advance(12_000);
    expect(shownTitle()).toBe('School books for Hawassa');
    act(() => (document.activeElement as HTMLElement).blur());
    advance(5000);
    expect(shownTitle()).toBe('Flood relief in Afar');
  });

  it('stands still under prefers-reduced-motion, offering play instead of pause', async () => {
    mockReducedMotion(true);
    vi.useFakeTimers();
    await renderCarousel();
    expect(screen.getByRole('button', { name: 'Play the slide show' })).toBeTruthy();
    advance(20_000);
    expect(shownTitle()).toBe('Maternity ward for Azezo');
    // The arrows still work, and the visitor may still start the slide show.
    fireEvent.click(screen.getByRole('button', { name: 'Next campaign' }));
    expect(shownTitle()).toBe('School books for Hawassa');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    advance(5000);
    expect(shownTitle()).toBe('Flood relief in Afar');
  });

  it("shows 'No featured campaigns' and no controls when there are none", async () => {
    await renderCarousel([]);
    const region = screen.getByRole('region', { name: 'Featured campaigns' });
    expect(within(region).getByText('No featured campaigns')).toBeTruthy();
    expect(within(region).queryAllByRole('button')).toHaveLength(0);
    await expectNoAxeViolations(document.body);
  });

  it('shows a single campaign without controls and without turning', async () => {
    vi.useFakeTimers();
    await renderCarousel([campaigns[0] as Campaign]);
    expect(screen.queryByRole('button', { name: 'Next campaign' })).toBeNull();
    expect(screen.queryByRole('button', { name: /slide show/ })).toBeNull();
    advance(10_000);
    expect(shownTitle()).toBe('Maternity ward for Azezo');
  });

  it("links 'Learn More' to the campaign page and opens the donate dialog from 'Donate Now'", async () => {
    const user = userEvent.setup();
    await renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Next campaign' }));
    const slide = screen.getByRole('group', { name: '2 of 3' });
    expect(within(slide).getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/campaign/2');
    const donate = within(slide).getByRole('button', { name: 'Donate Now' });
    await user.click(donate);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Donate to School books for Hawassa' },
      { timeout: 10_000 },
    );
    expect(dialog).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(donate);
    expect(shownTitle()).toBe('School books for Hawassa');
  }, 20_000);

  it('speaks Amharic and has no axe violations in either language', async () => {
    const english = await renderCarousel();
    await expectNoAxeViolations(document.body);
    english.unmount();

    await renderCarousel(campaigns, 'am');
    const region = screen.getByRole('region', { name: 'ተለይተው የቀረቡ ዘመቻዎች' });
    expect(region.getAttribute('aria-roledescription')).toBe('ተንሸራታች ማሳያ');
    expect(within(region).getByRole('button', { name: 'አሁን ይለግሱ' })).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'ተጨማሪ ይወቁ' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'ዘመቻ 2 ከ3 አሳይ' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });
});
