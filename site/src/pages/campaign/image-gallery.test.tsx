import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { GALLERY_IMAGE_SIZES, THUMBNAIL_IMAGE_SIZES, type CampaignImage } from '@lomi/core';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { renderSite } from '../../testing/render-site.tsx';
import { ImageGallery } from './image-gallery.tsx';

const images: CampaignImage[] = [1, 2, 3].map((id) => ({
  id,
  url: `/api/media/campaign/image/7/${id}`,
  alt: `Photo ${id} of the well`,
  srcset: `/api/media/campaign/image/7/${id}?w=320 320w, /api/media/campaign/image/7/${id}?w=640 640w`,
}));

function largeImage(): HTMLImageElement {
  return screen.getByRole('img', { name: /of the well/ }) as HTMLImageElement;
}

describe('ImageGallery', () => {
  it('shows the first photo large and switches with the thumbnails', async () => {
    const { container } = await renderSite(<ImageGallery images={images} />);
    expect(largeImage().src).toBe('https://lomi.test/api/media/campaign/image/7/1');
    expect(largeImage().getAttribute('srcset')).toBe(
      'https://lomi.test/api/media/campaign/image/7/1?w=320 320w, https://lomi.test/api/media/campaign/image/7/1?w=640 640w',
    );
    expect(largeImage().getAttribute('sizes')).toBe(GALLERY_IMAGE_SIZES);
    const thumbnails = screen.getAllByRole('button');
    expect(thumbnails.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Show photo 1 of 3',
      'Show photo 2 of 3',
      'Show photo 3 of 3',
    ]);

    await userEvent.click(thumbnails[2]!);
    expect(largeImage().alt).toBe('Photo 3 of the well');
    expect(thumbnails[2]!.getAttribute('aria-pressed')).toBe('true');
    expect(thumbnails[0]!.getAttribute('aria-pressed')).toBe('false');
    await expectNoAxeViolations(container);
  });

  it('fetches the thumbnails’ pictures only once the large photo is in', async () => {
    const { container } = await renderSite(<ImageGallery images={images} />);
    const pictures = () => [...container.querySelectorAll('.gallery__thumbnail img')];
    expect(pictures()).toEqual([]);
    fireEvent.load(largeImage());
    expect(pictures().map((image) => image.getAttribute('src'))).toEqual(
      images.map((image) => `https://lomi.test${image.url}`),
    );
    expect(pictures().map((image) => image.getAttribute('sizes'))).toEqual(
      images.map(() => THUMBNAIL_IMAGE_SIZES),
    );
  });

  it('moves between thumbnails with the arrow keys, Home and End, wrapping around', async () => {
    await renderSite(<ImageGallery images={images} />);
    const thumbnails = screen.getAllByRole('button');
    thumbnails[0]!.focus();

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(thumbnails[1]);
    expect(largeImage().alt).toBe('Photo 2 of the well');
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(thumbnails[2]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(thumbnails[0]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(thumbnails[2]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(thumbnails[0]);
    expect(largeImage().alt).toBe('Photo 1 of the well');
  });

  it('shows a single photo without thumbnails, and says so when there is none', async () => {
    const { rerender } = await renderSite(<ImageGallery images={images.slice(0, 1)} />);
    expect(largeImage().alt).toBe('Photo 1 of the well');
    expect(screen.queryAllByRole('button')).toEqual([]);

    rerender(<ImageGallery images={[]} />);
    expect(screen.getByText('This campaign has no photos yet.')).toBeTruthy();
  });
});
