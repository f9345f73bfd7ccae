import { centeredPopupFeatures, SHARE_POPUP_SIZES, type ShareNetwork } from '@lomi/core';

/**
 * Opens `href` in a popup of `network`'s §2 size, centred over the browser window. Returns false when the
 * browser blocked it, so the caller lets the link open the page as a normal new tab instead.
 */
export function openSharePopup(href: string, network: ShareNetwork): boolean {
  const features = centeredPopupFeatures(SHARE_POPUP_SIZES[network], {
    left: window.screenX,
    top: window.screenY,
    width: window.outerWidth,
    height: window.outerHeight,
  });
  const popup = window.open(href, '_blank', features);
  if (!popup) return false;
  // The `noopener` feature would make window.open return null even on success, hiding a blocked popup;
  // cutting the opener link by hand keeps the share page from reaching back into this page.
  popup.opener = null;
  return true;
}
