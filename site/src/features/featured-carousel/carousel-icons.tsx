/** The carousel's control icons, drawn inline so they need no font or request; decorative (the buttons are labelled). */
type IconName = 'previous' | 'next' | 'pause' | 'play';

const PATHS: Record<IconName, string> = {
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  pause: 'M8 5v14M16 5v14',
  play: 'M7 4.5v15l12-7.5z',
};

export function CarouselIcon({ name }: { name: IconName }) {
  return (
    <svg
      className="featured__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d={PATHS[name]}
        fill={name === 'play' ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
