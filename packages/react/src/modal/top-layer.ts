/**
 * Puts `layer` in the browser's top layer as a manual popover: it then paints above everything and is
 * positioned against the viewport, even when a host page gives one of its ancestors a `transform`, a
 * `filter`, `contain` or a low `z-index` with `overflow: hidden` (each of which captures or clips a fixed
 * overlay). A manual popover brings no behaviour of its own (no inert page, no Escape), so `Modal` keeps
 * its own; `showModal()` would also make the toasts inert, and they must stay live and hoverable above a
 * dialog. Toast regions already in the top layer are raised above the new layer. Where the browser has no
 * popovers (jsdom, browsers before 2023) the layer stays a fixed overlay with a high `z-index`. Returns the
 * function that takes the layer out again.
 */
export function showInTopLayer(layer: HTMLElement): () => void {
  if (!hasTopLayer(layer)) return () => {};
  raiseToTop(layer);
  for (const region of document.querySelectorAll<HTMLElement>('[data-lomi-toasts][popover]')) {
    raiseToTop(region);
  }
  return () => leaveTopLayer(layer);
}

/** Shows `element` in the top layer, or moves it to the top of it: what was shown before stays below. */
export function raiseToTop(element: HTMLElement): void {
  if (!hasTopLayer(element)) return;
  if (element.matches(':popover-open')) element.hidePopover();
  element.setAttribute('popover', 'manual');
  element.showPopover();
}

/** Takes `element` out of the top layer; it goes back to where its own CSS puts it. */
export function leaveTopLayer(element: HTMLElement): void {
  if (!hasTopLayer(element)) return;
  if (element.matches(':popover-open')) element.hidePopover();
  element.removeAttribute('popover');
}

function hasTopLayer(element: HTMLElement): boolean {
  return typeof element.showPopover === 'function';
}
