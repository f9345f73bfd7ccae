import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.ts';
import { renderWithLomi } from '../testing/render-with-lomi.tsx';
import { ProgressMeter } from './progress-meter.tsx';

describe('ProgressMeter', () => {
  it('shows raised of target in ETB with the percent to one decimal', async () => {
    const { container } = await renderWithLomi(<ProgressMeter collected={12_345_050} target={50_000_000} />);

    expect(container.querySelector('.lomi-progress__summary')?.textContent).toBe(
      'ETB\u00a0123,450.50 raised of ETB\u00a0500,000.0024.7% funded',
    );
    expect(container.querySelector('strong')?.textContent).toBe('ETB\u00a0123,450.50');
    const bar = screen.getByRole('progressbar', { name: 'Fundraising progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('24.7');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe(
      'ETB\u00a0123,450.50 raised of ETB\u00a0500,000.00 (24.7%)',
    );
    expect((container.querySelector('.lomi-progress__bar') as HTMLElement).style.width).toBe('24.7%');
  });

  it('speaks Amharic, moving the raised amount where Amharic grammar puts it', async () => {
    const { container } = await renderWithLomi(<ProgressMeter collected={12_345_050} target={50_000_000} />, {
      locale: 'am',
    });

    expect(container.querySelector('.lomi-progress__amounts')?.textContent).toBe(
      'ከብር\u00a0500,000.00 ውስጥ ብር\u00a0123,450.50 ተሰብስቧል',
    );
    expect(screen.getByText('ከግቡ 24.7% ደርሷል')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'የገቢ ማሰባሰቢያ ሂደት' });
    expect(bar.getAttribute('aria-valuetext')).toBe(
      'ከብር\u00a0500,000.00 ውስጥ ብር\u00a0123,450.50 ተሰብስቧል (24.7%)',
    );
    expect(container.querySelector('.lomi-root')?.getAttribute('lang')).toBe('am');
  });

  it('caps the bar at 100% but reports the real percent of an over-funded campaign', async () => {
    const { container } = await renderWithLomi(<ProgressMeter collected={13_450} target={10_000} />);

    expect(screen.getByText('134.5% funded')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    expect((container.querySelector('.lomi-progress__bar') as HTMLElement).style.width).toBe('100%');
  });

  it('shows 0% when the campaign has no target', async () => {
    await renderWithLomi(<ProgressMeter collected={5_000} target={0} />);

    expect(screen.getByText('0.0% funded')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });

  it('formats USD amounts', async () => {
    await renderWithLomi(<ProgressMeter collected={250_075} target={1_000_000} currency="USD" />);

    expect(screen.getByText('$2,500.75').tagName).toBe('STRONG');
  });

  it('carries the theme and the ready state on its root', async () => {
    const { container } = await renderWithLomi(<ProgressMeter collected={1} target={2} />, { theme: 'dark' });

    const root = container.firstElementChild as HTMLElement;
    expect(root.className).toBe('lomi-root lomi-progress-meter');
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.state).toBe('ready');
  });

  it('has no axe violations in either language', async () => {
    const english = await renderWithLomi(<ProgressMeter collected={12_345_050} target={50_000_000} />);
    await expectNoAxeViolations(english.container);
    english.unmount();
    const amharic = await renderWithLomi(<ProgressMeter collected={12_345_050} target={50_000_000} />, {
      locale: 'am',
    });
    await expectNoAxeViolations(amharic.container);
  });
});
