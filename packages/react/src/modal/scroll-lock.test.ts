import { afterEach, describe, expect, it, vi } from 'vitest';
import { lockScroll } from './scroll-lock.ts';

const root = document.documentElement;

afterEach(() => {
  vi.restoreAllMocks();
  root.removeAttribute('style');
});

describe('lockScroll', () => {
  it('hides the root overflow while locked and gives the page its own styles back', () => {
    root.style.overflow = 'scroll';
    const release = lockScroll();
    expect(root.style.overflow).toBe('hidden');
    release();
    expect(root.style.overflow).toBe('scroll');
  });

  it('keeps the room of a page scrollbar, so nothing behind the dialog moves sideways', () => {
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15);
    const release = lockScroll();
    expect(root.style.scrollbarGutter).toBe('stable');
    release();
    expect(root.style.scrollbarGutter).toBe('');
  });

  it('adds no gutter to a page without a scrollbar', () => {
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(window.innerWidth);
    const release = lockScroll();
    expect(root.style.scrollbarGutter).toBe('');
    release();
  });

  it('stays locked until the last of two dialogs closes, whatever the order; releasing twice does nothing', () => {
    const first = lockScroll();
    const second = lockScroll();
    first();
    first();
    expect(root.style.overflow).toBe('hidden');
    second();
    expect(root.style.overflow).toBe('');
  });
});
