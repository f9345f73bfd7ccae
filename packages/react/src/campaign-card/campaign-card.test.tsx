import { CARD_IMAGE_SIZES } from '@lomi/core';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignFixture } from '../testing/campaign-fixture.ts';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.ts';
import { renderWithLomi } from '../testing/render-with-lomi.tsx';
import { CampaignCard } from './campaign-card.tsx';

function activeImage(container: HTMLElement): HTMLImageElement {
  return container.querySelector('.lomi-card__image--active') as HTMLImageElement;
}

function preferReducedMotion(reduce: boolean): void {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('CampaignCard', () => {
  it('shows the photo, title, organization, raised of target and percent', async () => {
    const { container } = await renderWithLomi(<CampaignCard campaign={campaignFixture()} />);

    expect(screen.getByRole('heading', { level: 3, name: 'Clean water for Lalibela schools' })).toBeTruthy();
    expect(screen.getByText('by Tesfa Water Initiative')).toBeTruthy();
    expect(container.querySelector('.lomi-progress__amounts')?.textContent).toBe(
      'ETB\u00a0123,450.50 raised of ETB\u00a0500,000.00',
    );
    expect(screen.getByText('24.7% funded')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('24.7');
    const image = activeImage(container);
    expect(image.alt).toBe('Children at a new water tap');
    expect(image.src).toBe('https://lomi.test/api/media/campaign/image/12/1');
    expect(image.getAttribute('srcset')).toBe(
      'https://lomi.test/api/media/campaign/image/12/1?w=320 320w, https://lomi.test/api/media/campaign/image/12/1?w=640 640w',
    );
    expect(image.getAttribute('sizes')).toBe(CARD_IMAGE_SIZES);
    // An image without stored widths (the fixture's third) has its src alone.
    const third = container.querySelectorAll('.lomi-card__image')[2]!;
    expect([third.hasAttribute('srcset'), third.hasAttribute('sizes')]).toEqual([false, false]);
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('article', { name: 'Clean water for Lalibela schools' }).dataset.state).toBe(
      'ready',
    );
  });

  it("links the whole card to the campaign's page on the Lomi site, or to href", async () => {
    const first = await renderWithLomi(<CampaignCard campaign={campaignFixture()} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://lomi.test/campaign/12');
    first.unmount();

    await renderWithLomi(<CampaignCard campaign={campaignFixture()} href="/campaign/12?lang=am" />);
    expect(screen.getByRole('link', { name: 'Clean water for Lalibela schools' }).getAttribute('href')).toBe(
      '/campaign/12?lang=am',
    );
  });

  it('lets a single-page app handle the link click', async () => {
    const onLinkClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    await renderWithLomi(
      <CampaignCard campaign={campaignFixture()} href="/campaign/12" onLinkClick={onLinkClick} />,
    );

    await userEvent.click(screen.getByRole('link'));

    expect(onLinkClick).toHaveBeenCalledTimes(1);
  });

  it('writes an alt text for photos that have none', async () => {
    const { container } = await renderWithLomi(<CampaignCard campaign={campaignFixture()} />);

    const third = container.querySelectorAll('img')[2];
    expect(third?.alt).toBe('Photo 3 of 3: Clean water for Lalibela schools');
    expect(third?.getAttribute('aria-hidden')).toBe('true');
  });

  it('advances the photo every 3 seconds and loops', async () => {
    vi.useFakeTimers();
    const { container } = await renderWithLomi(<CampaignCard campaign={campaignFixture()} />);
    expect(activeImage(container).alt).toBe('Children at a new water tap');

    act(() => vi.advanceTimersByTime(2_999));
    expect(activeImage(container).alt).toBe('Children at a new water tap');
    act(() => vi.advanceTimersByTime(1));
    expect(activeImage(container).alt).toBe('Digging the well');
    expect(activeImage(container).getAttribute('aria-hidden')).toBeNull();
    act(() => vi.advanceTimersByTime(3_000));
    expect(activeImage(container).alt).toBe('Photo 3 of 3: Clean water for Lalibela schools');
    act(() => vi.advanceTimersByTime(3_000));
    expect(activeImage(container).alt).toBe('Children at a new water tap');
  });

  it('stands still under prefers-reduced-motion', async () => {
    preferReducedMotion(true);
    vi.useFakeTimers();
    const { container } = await renderWithLomi(<CampaignCard campaign={campaignFixture()} />);

    act(() => vi.advanceTimersByTime(9_000));

    expect(activeImage(container).alt).toBe('Children at a new water tap');
  });

  it('keeps sliding when motion is not reduced', async () => {
    preferReducedMotion(false);
    vi.useFakeTimers();
    const { container } = await renderWithLomi(<CampaignCard campaign={campaignFixture()} />);

    act(() => vi.advanceTimersByTime(3_000));

    expect(activeImage(container).alt).toBe('Digging the well');
  });

  it('pauses while hovered and while focused', async () => {
    vi.useFakeTimers();
    const { container } = await renderWithLomi(<CampaignCard campaign={campaignFixture()} />);
    const card = screen.getByRole('article');

    fireEvent.mouseEnter(card);
    act(() => vi.advanceTimersByTime(6_000));
    expect(activeImage(container).alt).toBe('Children at a new water tap');
    fireEvent.mouseLeave(card);
    act(() => vi.advanceTimersByTime(3_000));
    expect(activeImage(container).alt).toBe('Digging the well');

    act(() => screen.getByRole('link').focus());
    act(() => vi.advanceTimersByTime(6_000));
    expect(activeImage(container).alt).toBe('Digging the well');
    act(() => screen.getByRole('link').blur());
    act(() => vi.advanceTimersByTime(3_000));
    expect(activeImage(container).alt).toBe('Photo 3 of 3: Clean water for Lalibela schools');
  });

  it('does not slide a single photo and shows a placeholder without photos', async () => {
    vi.useFakeTimers();
    const single = campaignFixture({
      images: [{ id: 9, url: '/api/media/campaign/image/12/9', alt: 'Well', srcset: '' }],
    });
    const first = await renderWithLomi(<CampaignCard campaign={single} />);
    expect(vi.getTimerCount()).toBe(0);
    expect(first.container.querySelector('.lomi-card__dots')).toBeNull();
    first.unmount();

    await renderWithLomi(<CampaignCard campaign={campaignFixture({ images: [] })} />);
    expect(screen.getByText('No photo yet')).toBeTruthy();
  });

  it('shows neither badge nor save toggle to visitors', async () => {
    await renderWithLomi(<CampaignCard campaign={campaignFixture()} />);

    expect(screen.queryByText('Your Campaign')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the 'Your Campaign' badge only on the viewer's own campaigns", async () => {
    const viewer = { isOwner: true, saved: false, onToggleSave: () => {} };
    const own = await renderWithLomi(<CampaignCard campaign={campaignFixture()} viewer={viewer} />);
    expect(screen.getByText('Your Campaign')).toBeTruthy();
    own.unmount();

    await renderWithLomi(
      <CampaignCard campaign={campaignFixture()} viewer={{ ...viewer, isOwner: false }} />,
    );
    expect(screen.queryByText('Your Campaign')).toBeNull();
  });

  it('gives signed-in viewers a labelled save toggle that reports the wanted state', async () => {
    const onToggleSave = vi.fn();
    const user = userEvent.setup();
    const { rerender } = await renderWithLomi(
      <CampaignCard campaign={campaignFixture()} viewer={{ isOwner: false, saved: false, onToggleSave }} />,
    );

    const toggle = screen.getByRole('button', { name: 'Save campaign: Clean water for Lalibela schools' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(onToggleSave).toHaveBeenLastCalledWith(true);

    rerender(
      <CampaignCard campaign={campaignFixture()} viewer={{ isOwner: false, saved: true, onToggleSave }} />,
    );
    const pressed = screen.getByRole('button', { name: 'Save campaign: Clean water for Lalibela schools' });
    expect(pressed.getAttribute('aria-pressed')).toBe('true');
    pressed.blur();
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(screen.getByRole('link'));
    await user.keyboard('{Tab}');
    expect(document.activeElement).toBe(pressed);
    await user.keyboard('{Enter}');
    expect(onToggleSave).toHaveBeenLastCalledWith(false);
  });

  it('speaks Amharic', async () => {
    const viewer = { isOwner: true, saved: false, onToggleSave: () => {} };
    const { container } = await renderWithLomi(
      <CampaignCard campaign={campaignFixture()} viewer={viewer} />,
      {
        locale: 'am',
      },
    );

    expect(screen.getByText('አዘጋጅ፦ Tesfa Water Initiative')).toBeTruthy();
    expect(screen.getByText('የእርስዎ ዘመቻ')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'ዘመቻውን ያስቀምጡ፦ Clean water for Lalibela schools' }),
    ).toBeTruthy();
    expect(container.querySelector('.lomi-progress__amounts')?.textContent).toBe(
      'ከብር\u00a0500,000.00 ውስጥ ብር\u00a0123,450.50 ተሰብስቧል',
    );
    expect(container.querySelectorAll('img')[2]?.alt).toBe('ፎቶ 3 ከ3፦ Clean water for Lalibela schools');
    expect(screen.getByRole('article').getAttribute('lang')).toBe('am');
  });

  it('uses the heading level it is given', async () => {
    await renderWithLomi(<CampaignCard campaign={campaignFixture()} headingLevel={2} />);

    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
  });

  it('has no axe violations for visitors and owners, in both languages', async () => {
    const viewer = { isOwner: true, saved: true, onToggleSave: () => {} };
    for (const locale of ['en', 'am'] as const) {
      const visitor = await renderWithLomi(<CampaignCard campaign={campaignFixture()} />, { locale });
      await expectNoAxeViolations(visitor.container);
      visitor.unmount();
      const owner = await renderWithLomi(<CampaignCard campaign={campaignFixture()} viewer={viewer} />, {
        locale,
      });
      await expectNoAxeViolations(owner.container);
      owner.unmount();
    }
  });
});
