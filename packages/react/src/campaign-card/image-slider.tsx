import { useEffect, useState } from 'react';
import { CARD_IMAGE_ROTATION_MS, CARD_IMAGE_SIZES, type CampaignImage } from '@lomi/core';
import { useLomiClient } from '../provider/use-lomi-client.ts';
import { useTranslate } from '../provider/use-translate.ts';
import { useReducedMotion } from '../reduced-motion/use-reduced-motion.ts';

export interface ImageSliderProps {
  images: readonly CampaignImage[];
  /** Campaign title, for alt texts of images that have none. */
  title: string;
  /** Stop advancing (the card is hovered or focused). */
  paused: boolean;
}

/**
 * The card's photos, cross-fading to the next one every {@link CARD_IMAGE_ROTATION_MS}. It stands still
 * under `prefers-reduced-motion`, while paused, and when there is a single photo.
 */
export function ImageSlider({ images, title, paused }: ImageSliderProps) {
  const client = useLomiClient();
  const t = useTranslate();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const count = images.length;
  const active = count > 0 ? index % count : 0;

  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), CARD_IMAGE_ROTATION_MS);
    return () => clearInterval(timer);
  }, [count, paused, reducedMotion]);

  if (count === 0) {
    return (
      <div className="lomi-card__media lomi-card__media--empty">
        <span className="lomi-card__no-photo">{t('campaign-card.no-photo')}</span>
      </div>
    );
  }

  return (
    <div className="lomi-card__media" data-active-image={active}>
      {images.map((image, position) => (
        <img
          key={image.id}
          className={position === active ? 'lomi-card__image lomi-card__image--active' : 'lomi-card__image'}
          part="image"
          srcSet={image.srcset ? client.urls.mediaSrcset(image.srcset) : undefined}
          sizes={image.srcset ? CARD_IMAGE_SIZES : undefined}
          src={client.urls.media(image.url)}
          alt={image.alt || t('campaign-card.photo-alt', { index: position + 1, count, title })}
          aria-hidden={position === active ? undefined : true}
          loading="lazy"
          decoding="async"
          draggable={false}
        />
      ))}
      {count > 1 ? (
        <div className="lomi-card__dots" aria-hidden="true">
          {images.map((image, position) => (
            <span
              key={image.id}
              className={position === active ? 'lomi-card__dot lomi-card__dot--active' : 'lomi-card__dot'}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
