import { useCallback, useEffect, useState } from 'react';
import { useReducedMotion } from '@lomi/react';

export interface CarouselOptions {
  /** Number of slides. */
  count: number;
  /** Time each slide stays before the next one, in ms. */
  intervalMs: number;
  /** Something outside the carousel needs it to stand still for now (a dialog opened from a slide). */
  held?: boolean;
}

export interface Carousel {
  /** The slide shown, from 0. */
  active: number;
  /** Shows slide `index`; out-of-range indexes wrap around. */
  show: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** The slide show advances by itself when nothing holds it: the setting the pause/play button shows. */
  playing: boolean;
  /** It is advancing right now (playing, and neither hovered, focused nor held). */
  rotating: boolean;
  /** The pause/play button: pausing is kept until the visitor presses play. */
  togglePlaying: () => void;
  /** Pauses while the pointer is over the carousel. */
  setHovered: (hovered: boolean) => void;
  /** Pauses while keyboard focus is inside the carousel. */
  setFocused: (focused: boolean) => void;
}

/**
 * The timing of an auto-advancing carousel (§2 Explore, §9: 5 s, looping). It rests on hover and focus, and
 * WCAG 2.2.2 asks for a way to stop it for good: `togglePlaying`. Under `prefers-reduced-motion` it starts
 * paused; the visitor can still press play. Any change of slide (manual or timed) restarts the full interval, so
 * a slide the visitor just chose is never replaced a moment later.
 */
export function useCarousel({ count, intervalMs, held = false }: CarouselOptions): Carousel {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  // null until the visitor presses pause or play: until then the system's motion setting decides.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const active = count > 0 ? ((index % count) + count) % count : 0;
  const playing = count > 1 && (chosen ?? !reducedMotion);
  const rotating = playing && !hovered && !focused && !held;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex(active + 1), intervalMs);
    return () => clearTimeout(timer);
  }, [rotating, active, intervalMs]);

  const show = useCallback((next: number) => setIndex(next), []);
  const togglePlaying = useCallback(() => setChosen(!playing), [playing]);

  return {
    active,
    show,
    next: () => setIndex(active + 1),
    previous: () => setIndex(active - 1),
    playing,
    rotating,
    togglePlaying,
    setHovered,
    setFocused,
  };
}
