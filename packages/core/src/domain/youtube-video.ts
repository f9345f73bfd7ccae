/** A YouTube video id: 11 characters of letters, digits, `-` and `_`. */
const VIDEO_ID = /^[\w-]{11}$/;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com']);

/**
 * The YouTube video id of a campaign's video link, or null when it is not a YouTube video. §2 derives the
 * thumbnail from the link's `v=` parameter (`youtube.com/watch?v=…`); the short and embed forms creators
 * also paste (`youtu.be/…`, `/embed/…`, `/shorts/…`) are understood too.
 */
export function youtubeVideoId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  let id: string | null | undefined = null;
  if (YOUTUBE_HOSTS.has(host)) {
    const [, first, second] = url.pathname.split('/');
    id = first === 'embed' || first === 'shorts' || first === 'live' ? second : url.searchParams.get('v');
  } else if (host === 'youtu.be') {
    id = url.pathname.split('/')[1];
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** The thumbnail YouTube serves for a video (480×360; exists for every video). */
export function youtubeThumbnailUrl(videoId: string): string {
  return `https://img.youtube.com/vi/${videoId}/hqdefault.jpg`;
}

/**
 * The player of a video on YouTube's privacy-enhanced domain (no cookies until the visitor plays it), started
 * at once because the visitor asked for it, without suggestions of other channels at the end.
 */
export function youtubeEmbedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;
}
