import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeThumbnailUrl, youtubeVideoId } from './youtube-video.ts';

describe('youtubeVideoId', () => {
  it('reads the v= parameter of a watch link (§2)', () => {
    expect(youtubeVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42')).toBe(
      'dQw4w9WgXcQ',
    );
    expect(youtubeVideoId(' http://youtube.com/watch?v=a_b-c_d-e_f ')).toBe('a_b-c_d-e_f');
  });

  it('understands the short, embed and shorts forms', () => {
    expect(youtubeVideoId('https://youtu.be/dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youtubeVideoId('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('gives null for other sites, malformed ids and no link', () => {
    for (const link of [
      null,
      undefined,
      '',
      'not a link',
      'https://vimeo.com/123456',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ%22onerror',
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    ]) {
      expect(youtubeVideoId(link), String(link)).toBeNull();
    }
  });
});

it('builds the thumbnail and the privacy-enhanced player addresses', () => {
  expect(youtubeThumbnailUrl('dQw4w9WgXcQ')).toBe('https://img.youtube.com/vi/dQw4w9WgXcQ/hqdefault.jpg');
  expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe(
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
  );
});
