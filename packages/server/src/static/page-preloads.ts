import {
  FEATURED_IMAGE_SIZES,
  GALLERY_IMAGE_SIZES,
  parsePositiveId,
  TOKEN_COOKIE,
  type CampaignImage,
} from '@lomi/core';
import type { CampaignRepository } from '../campaigns/campaign-repository.ts';

/**
 * Something a page needs for its largest paint, announced in its HTML. The site renders in the browser, so
 * without the hint the browser asks for it only once the scripts have run and asked for the page's data; with
 * it, it downloads during the scripts.
 */
export interface PagePreload {
  /** A path on this server. */
  href: string;
  /** `image`: the page's main picture. `data`: the API answer the page reads first. */
  kind: 'image' | 'data';
  /**
   * An image's `srcset` and `sizes`, exactly as the page's <img> gives them: the browser then preloads the
   * width it will pick (a preload matches an image only when both are equal).
   */
  srcset?: string;
  sizes?: string;
}

/** Finds what a site path (`/campaign/{id}`, `/explore`) with its query needs first; nothing for other pages. */
export type PagePreloadResolver = (path: string, query: URLSearchParams) => Promise<PagePreload[]>;

/** The query parameters with which /explore reads another list than its first page of every campaign. */
const exploreFilters = ['page', 'search', 'category'];

/**
 * Preloads from public data only. The API paths are the ones the site's client reads (packages/core:
 * `campaigns.get(id)`, `campaigns.featured()`, `campaigns.list({ page: 1 })`, `categories.list()`); a preload
 * the page does not use costs a request and a console warning, so a change there must come here too
 * (tests/e2e/site/preloads.spec.ts fails, and `npm run bench:site` shows a second request, if it does not).
 */
export function createPagePreloadResolver(campaigns: CampaignRepository): PagePreloadResolver {
  return async (path, query) => {
    const campaignId = parsePositiveId(/^\/campaign\/([^/]+)\/?$/.exec(path)?.[1]);
    if (campaignId) {
      // The campaign page's largest paint is its first picture, shown once it has read the campaign.
      const campaign = await campaigns.findPublic(campaignId);
      if (!campaign) return [];
      return withImage(
        [{ href: `/api/campaigns/${campaign.id}`, kind: 'data' }],
        campaign.images[0],
        GALLERY_IMAGE_SIZES,
      );
    }
    if (/^\/explore\/?$/.test(path)) {
      // Explore's largest paint is the featured carousel's first slide. Its list and category filter are read
      // as it first renders too: announced, they are not one more round trip after the page's code has run.
      const featured = await campaigns.featured();
      const data: PagePreload[] = [{ href: '/api/campaigns/featured', kind: 'data' }];
      if (!exploreFilters.some((name) => query.has(name)))
        data.push({ href: '/api/campaigns/?page=1', kind: 'data' });
      data.push({ href: '/api/categories/', kind: 'data' });
      return withImage(data, featured[0]?.images[0], FEATURED_IMAGE_SIZES);
    }
    return [];
  };
}

function withImage(preloads: PagePreload[], image: CampaignImage | undefined, sizes: string): PagePreload[] {
  if (!image) return preloads;
  const preload: PagePreload = { href: image.url, kind: 'image' };
  return [...preloads, image.srcset ? { ...preload, srcset: image.srcset, sizes } : preload];
}

/**
 * The `<link rel="preload">` tags of `preloads`. A signed-in visitor (the session cookie is there) gets no data
 * preload: the site then sends its requests with a bearer token, which a preloaded anonymous answer would not
 * match, and the browser would fetch the data twice.
 */
export function renderPreloads(preloads: readonly PagePreload[], signedIn: boolean): string {
  return preloads
    .filter((preload) => preload.kind === 'image' || !signedIn)
    .map((preload) =>
      preload.kind === 'image'
        ? `<link rel="preload" as="image" href="${escapeAttribute(preload.href)}"${imageCandidates(preload)} fetchpriority="high" />`
        : // The site's fetch() is a CORS-mode request with same-origin credentials: `anonymous` matches it.
          `<link rel="preload" as="fetch" href="${escapeAttribute(preload.href)}" crossorigin="anonymous" />`,
    )
    .join('\n');
}

function imageCandidates({ srcset, sizes }: PagePreload): string {
  if (!srcset) return '';
  return ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(sizes ?? '100vw')}"`;
}

/** Whether a request carries the site's session cookie (§4), whatever its value. */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '')
    .split(';')
    .some(
      (part) => part.trim().startsWith(`${TOKEN_COOKIE}=`) && part.trim().length > TOKEN_COOKIE.length + 1,
    );
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
