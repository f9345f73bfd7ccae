import { useRef, useState, type KeyboardEvent } from 'react';
import { GALLERY_IMAGE_SIZES, THUMBNAIL_IMAGE_SIZES, type CampaignImage } from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useSiteText } from '../../language/use-site-text.ts';

/**
 * The campaign's photos: one large, with a row of thumbnail buttons to choose it. Thumbnails are ordinary
 * buttons (Tab, Enter, Space); the arrow keys, Home and End also move between them.
 */
export function ImageGallery({ images }: { images: readonly CampaignImage[] }) {
  const t = useSiteText();
  const client = useLomiClient();
  const [selected, setSelected] = useState(0);
  // The thumbnails fetch their pictures once the large one is in, so they do not share the line with it.
  const [largeShown, setLargeShown] = useState(false);
  const thumbnails = useRef<HTMLUListElement>(null);
  const current = images[selected] ?? images[0];

  if (!current) {
    return (
      <div className="gallery gallery--empty" data-state="empty">
        <p>{t('campaign.gallery.empty')}</p>
      </div>
    );
  }

  function select(index: number, moveFocus: boolean) {
    const next = (index + images.length) % images.length;
    setSelected(next);
    if (moveFocus) thumbnails.current?.querySelectorAll('button')[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowDown: selected + 1,
      ArrowLeft: selected - 1,
      ArrowUp: selected - 1,
      Home: 0,
      End: images.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target, true);
  }

  return (
    <section className="gallery" aria-label={t('campaign.gallery.label')}>
      <img
        className="gallery__image"
        srcSet={current.srcset ? client.urls.mediaSrcset(current.srcset) : undefined}
        sizes={current.srcset ? GALLERY_IMAGE_SIZES : undefined}
        src={client.urls.media(current.url)}
        alt={current.alt}
        data-index={selected}
        // The campaign page's largest paint: fetched before the thumbnails and other images.
        fetchPriority="high"
        onLoad={() => setLargeShown(true)}
        onError={() => setLargeShown(true)}
      />
      {images.length > 1 && (
        <ul
          ref={thumbnails}
          className="gallery__thumbnails"
          aria-label={t('campaign.gallery.thumbnails')}
          onKeyDown={onKeyDown}
        >
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery__thumbnail"
                aria-pressed={index === selected}
                aria-label={t('campaign.gallery.show', { index: index + 1, count: images.length })}
                onClick={() => select(index, false)}
              >
                {largeShown && (
                  <img
                    srcSet={image.srcset ? client.urls.mediaSrcset(image.srcset) : undefined}
                    sizes={image.srcset ? THUMBNAIL_IMAGE_SIZES : undefined}
                    src={client.urls.media(image.url)}
                    alt=""
                    loading="lazy"
                  />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
