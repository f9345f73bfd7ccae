import type { ShareNetwork } from '@lomi/core';

// Simple line drawings on a 24 px grid, in the text colour: recognisable at button size and a few bytes each.
const paths: Record<ShareNetwork, string> = {
  facebook: 'M15.5 3H13a3.5 3.5 0 0 0-3.5 3.5V21M6.5 10.5h8',
  twitter: 'M4 4l16 16M20 4L4 20',
  linkedin: 'M5 10v10M5 5v.5M10 20V10m0 4.5a4 4 0 0 1 8 0V20',
  whatsapp: 'M3.5 20.5l1.4-4.2a8.5 8.5 0 1 1 3 3z M9 8.5c0 3.5 3 6.5 6.5 6.5',
  telegram: 'M21 3.5L2.5 10.8l6.5 2.4 2.4 6.8L21 3.5zM9 13.2L21 3.5',
};

/** The decorative icon of a network's share link (the link's text names the network). */
export function ShareNetworkIcon({ network }: { network: ShareNetwork }) {
  return (
    <svg
      className="lomi-share__icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[network]} />
    </svg>
  );
}
