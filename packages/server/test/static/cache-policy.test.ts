import { describe, expect, it } from 'vitest';
import { embedCacheControl, isContentHashed, siteCacheControl } from '../../src/static/cache-policy.ts';

describe('cache policy', () => {
  it('recognises rollup and Vite content hashes', () => {
    expect(isContentHashed('lomi-campaign-card-DKVUn9Ke.js')).toBe(true);
    expect(isContentHashed('messages-en-jbDtnGIr.js')).toBe(true);
    expect(isContentHashed('campaign-grid-BDPW441i.css')).toBe(true);
    expect(isContentHashed('am-BN9wWLu8.js')).toBe(true);
  });

  it('does not mistake words for hashes', () => {
    expect(isContentHashed('lomi.js')).toBe(false);
    expect(isContentHashed('custom-elements.js')).toBe(false);
    expect(isContentHashed('progress-meter.js')).toBe(false);
    expect(isContentHashed('demo.html')).toBe(false);
  });

  it('gives the loader a short cache, hashed files a year, pages revalidation', () => {
    expect(embedCacheControl('lomi.js')).toBe('public, max-age=300');
    expect(embedCacheControl('runtime-BLr8ObW2.js')).toBe('public, max-age=31536000, immutable');
    expect(embedCacheControl('demo.html')).toBe('no-cache');
    expect(siteCacheControl('index.html')).toBe('no-cache');
    expect(siteCacheControl('robots.txt')).toBe('public, max-age=3600');
  });
});
