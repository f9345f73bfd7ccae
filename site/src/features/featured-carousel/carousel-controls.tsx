import { useRef, type KeyboardEvent } from 'react';
import { useExploreText } from '../../pages/explore/explore-text.ts';
import { CarouselIcon } from './carousel-icons.tsx';
import type { Carousel } from './use-carousel.ts';

interface CarouselControlsProps {
  carousel: Carousel;
  count: number;
  /** Id of the element holding the slides, which the buttons control. */
  slidesId: string;
}

/**
 * Pause/play first (WCAG 2.2.2; first in the tab order, as the WAI-ARIA carousel pattern puts it), then previous,
 * one dot per slide and next. Left and Right arrows (Home and End too) change the slide from any of them; on a
 * dot, focus follows to the dot of the slide now shown.
 */
export function CarouselControls({ carousel, count, slidesId }: CarouselControlsProps) {
  const t = useExploreText();
  const dots = useRef<(HTMLButtonElement | null)[]>([]);
  const { active, playing } = carousel;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const targets: Record<string, number> = {
      ArrowLeft: active - 1,
      ArrowRight: active + 1,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + count) % count;
    carousel.show(index);
    if (dots.current.includes(event.target as HTMLButtonElement)) dots.current[index]?.focus();
  }

  return (
    <div
      className="featured__controls"
      role="group"
      aria-label={t('explore.featured.controls')}
      onKeyDown={onKeyDown}
    >
      <button
        type="button"
        className="featured__control"
        aria-controls={slidesId}
        aria-label={t(playing ? 'explore.featured.pause' : 'explore.featured.play')}
        onClick={carousel.togglePlaying}
      >
        <CarouselIcon name={playing ? 'pause' : 'play'} />
      </button>
      <button
        type="button"
        className="featured__control"
        aria-controls={slidesId}
        aria-label={t('explore.featured.previous')}
        onClick={carousel.previous}
      >
        <CarouselIcon name="previous" />
      </button>
      <div className="featured__dots">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            ref={(element) => {
              dots.current[index] = element;
            }}
            type="button"
            className="featured__dot"
            aria-controls={slidesId}
            aria-label={t('explore.featured.show', { index: index + 1, count })}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => carousel.show(index)}
          />
        ))}
      </div>
      <button
        type="button"
        className="featured__control"
        aria-controls={slidesId}
        aria-label={t('explore.featured.next')}
        onClick={carousel.next}
      >
        <CarouselIcon name="next" />
      </button>
    </div>
  );
}
