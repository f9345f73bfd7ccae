import type { ShareNetwork } from './share-channel.ts';

/** Width and height of a popup window, in CSS pixels. */
export interface PopupSize {
  width: number;
  height: number;
}

/** Where the opening browser window is on the screen (`screenX`, `screenY`, `outerWidth`, `outerHeight`). */
export interface WindowFrame {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** §2: share popups are 550x400, LinkedIn's 750x600 (its share page needs the room). */
export const SHARE_POPUP_SIZES: Record<ShareNetwork, PopupSize> = {
  facebook: { width: 550, height: 400 },
  twitter: { width: 550, height: 400 },
  linkedin: { width: 750, height: 600 },
  whatsapp: { width: 550, height: 400 },
  telegram: { width: 550, height: 400 },
};

/**
 * The `window.open` features of a popup of `size` centred over the opening window `frame`. The popup keeps
 * its size when the window is smaller (browsers clamp it to the screen); it never starts left of or above the
 * window's corner, so its title bar stays reachable.
 */
export function centeredPopupFeatures(size: PopupSize, frame: WindowFrame): string {
  const left = Math.round(frame.left + Math.max(0, (frame.width - size.width) / 2));
  const top = Math.round(frame.top + Math.max(0, (frame.height - size.height) / 2));
  return `popup=yes,width=${size.width},height=${size.height},left=${left},top=${top}`;
}
