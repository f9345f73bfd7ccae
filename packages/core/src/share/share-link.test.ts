import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS } from './share-channel.ts';
import { campaignShareUrl, shareLink } from './share-link.ts';

const target = { url: 'https://lomi.example/campaign/12?ref=a&b=1', text: 'Clean water & schools' };

describe('shareLink', () => {
  it('builds the Facebook sharer link from the URL alone', () => {
    expect(shareLink('facebook', target)).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Flomi.example%2Fcampaign%2F12%3Fref%3Da%26b%3D1',
    );
  });

  it('builds the Twitter/X intent with the URL and the title', () => {
    expect(shareLink('twitter', target)).toBe(
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Flomi.example%2Fcampaign%2F12%3Fref%3Da%26b%3D1&text=Clean%20water%20%26%20schools',
    );
  });

  it('builds the LinkedIn share-offsite link from the URL alone', () => {
    expect(shareLink('linkedin', target)).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Flomi.example%2Fcampaign%2F12%3Fref%3Da%26b%3D1',
    );
  });

  it('puts the title and the URL into one WhatsApp message', () => {
    const link = new URL(shareLink('whatsapp', target));
    expect(`${link.origin}${link.pathname}`).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(
      'Clean water & schools https://lomi.example/campaign/12?ref=a&b=1',
    );
    expect(shareLink('whatsapp', { url: 'https://lomi.example/campaign/3', text: '' })).toBe(
      'https://wa.me/?text=https%3A%2F%2Flomi.example%2Fcampaign%2F3',
    );
  });

  it('builds the Telegram share link with the URL and the title', () => {
    const link = new URL(shareLink('telegram', target));
    expect(`${link.origin}${link.pathname}`).toBe('https://t.me/share/url');
    expect(link.searchParams.get('url')).toBe(target.url);
    expect(link.searchParams.get('text')).toBe(target.text);
  });

  it('keeps Amharic titles intact and encodes spaces as %20', () => {
    for (const network of SHARE_NETWORKS) {
      const link = shareLink(network, { url: 'https://lomi.example/campaign/21', text: 'ለአበበ የልብ ቀዶ ጥገና' });
      expect(link, network).not.toContain('+');
      expect(link, network).not.toContain(' ');
    }
    const telegram = new URL(shareLink('telegram', { url: 'https://x.test/', text: 'ለአበበ የልብ ቀዶ ጥገና' }));
    expect(telegram.searchParams.get('text')).toBe('ለአበበ የልብ ቀዶ ጥገና');
  });
});

describe('campaignShareUrl', () => {
  it('is the campaign page on the origin of the given address', () => {
    expect(campaignShareUrl('https://lomi.example', 12)).toBe('https://lomi.example/campaign/12');
    expect(campaignShareUrl('http://127.0.0.1:3000/api/', 7)).toBe('http://127.0.0.1:3000/campaign/7');
  });
});
