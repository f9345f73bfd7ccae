import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Deferred } from './deferred.tsx';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

/** An IntersectionObserver the test drives: `observers[i].enter()` says the box came near the screen. */
function fakeIntersectionObserver() {
  const observers: Array<{ enter: () => void; disconnected: boolean }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      readonly #callback: Callback;
      readonly #record = { enter: () => this.#callback([{ isIntersecting: true }]), disconnected: false };
      constructor(callback: Callback) {
        this.#callback = callback;
        observers.push(this.#record);
      }
      observe() {}
      disconnect() {
        this.#record.disconnected = true;
      }
    },
  );
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('Deferred', () => {
  it('renders its content once the box comes near the screen, and then stops watching', () => {
    const observers = fakeIntersectionObserver();
    render(
      <Deferred className="later">
        <p>Share this campaign</p>
      </Deferred>,
    );
    expect(screen.queryByText('Share this campaign')).toBeNull();
    act(() => observers[0]!.enter());
    expect(screen.getByText('Share this campaign')).toBeTruthy();
    expect(observers[0]!.disconnected).toBe(true);
  });

  it('renders its content at the visitor’s first key press or tap', () => {
    fakeIntersectionObserver();
    render(
      <Deferred>
        <p>Share this campaign</p>
      </Deferred>,
    );
    expect(screen.queryByText('Share this campaign')).toBeNull();
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    expect(screen.getByText('Share this campaign')).toBeTruthy();
  });

  it('renders at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <Deferred>
        <p>Share this campaign</p>
      </Deferred>,
    );
    expect(screen.getByText('Share this campaign')).toBeTruthy();
  });
});
