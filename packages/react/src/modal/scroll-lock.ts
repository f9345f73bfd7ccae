let locks = 0;
let restore: (() => void) | null = null;

/**
 * Stops the page behind an open dialog from scrolling (wheel, keys, touch) by hiding the root's overflow.
 * The scroll position stays where it was, and when the page had a scrollbar its room is kept
 * (`scrollbar-gutter: stable`), so nothing behind the dialog moves sideways. Dialogs opened over dialogs
 * share one lock; the last to close gives the page its styles back. Returns the function that releases it.
 */
export function lockScroll(): () => void {
  if (locks++ === 0) {
    const root = document.documentElement;
    const { overflow, scrollbarGutter } = root.style;
    const hadScrollbar = window.innerWidth > root.clientWidth;
    if (hadScrollbar) root.style.scrollbarGutter = 'stable';
    root.style.overflow = 'hidden';
    restore = () => {
      root.style.overflow = overflow;
      root.style.scrollbarGutter = scrollbarGutter;
    };
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--locks === 0) {
      restore?.();
      restore = null;
    }
  };
}
