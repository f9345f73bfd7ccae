import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {} from '@lomi/elements/jsx';
import type { LomiDonationEvent } from '../donation-events/donation-events.ts';

afterEach(cleanup);

// What the typings promise a React 19 host, checked against React itself: attributes land as attributes
// (also before the loader defines the tag), booleans toggle, and `onlomi:…` props listen to the DOM events.
describe('the <lomi-*> tags in React 19', () => {
  it('sets the attributes and removes `open` when it turns false', () => {
    const { container, rerender } = render(
      <lomi-donate-dialog campaign-id={12} lang="am" theme="dark" api-base="https://lomi.example" open />,
    );
    const dialog = container.querySelector('lomi-donate-dialog') as HTMLElement;
    expect(dialog.getAttribute('campaign-id')).toBe('12');
    expect(dialog.getAttribute('lang')).toBe('am');
    expect(dialog.getAttribute('theme')).toBe('dark');
    expect(dialog.getAttribute('api-base')).toBe('https://lomi.example');
    expect(dialog.hasAttribute('open')).toBe(true);

    rerender(<lomi-donate-dialog campaign-id="13" lang="am" theme="dark" open={false} />);

    expect(dialog.getAttribute('campaign-id')).toBe('13');
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('listens to the element events through onlomi:… props', () => {
    const onSucceeded = vi.fn((event: LomiDonationEvent) => event.detail.invoiceId);
    const onShare = vi.fn();
    const { container } = render(
      <>
        <lomi-donate-button campaign-id={12} onlomi:donation-succeeded={onSucceeded} />
        <lomi-share-panel campaign-id={12} onlomi:share={onShare} />
      </>,
    );
    const detail = { campaignId: 12, amount: 12550, currency: 'ETB', invoiceId: 'inv-1' };

    container
      .querySelector('lomi-donate-button')
      ?.dispatchEvent(new CustomEvent('lomi:donation-succeeded', { bubbles: true, composed: true, detail }));
    container
      .querySelector('lomi-share-panel')
      ?.dispatchEvent(new CustomEvent('lomi:donation-succeeded', { bubbles: true, composed: true, detail }));

    expect(onSucceeded).toHaveBeenCalledTimes(1);
    expect(onSucceeded.mock.results[0]?.value).toBe('inv-1');
    expect(onShare).not.toHaveBeenCalled();
  });
});
