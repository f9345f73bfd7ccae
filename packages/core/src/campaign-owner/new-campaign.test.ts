import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_GOAL_MAX_MINOR,
  CAMPAIGN_VIDEO_URL_MAX_LENGTH,
  campaignGoalsProblem,
  isCampaignVideoLink,
} from './new-campaign.ts';

describe('campaignGoalsProblem', () => {
  it('accepts a goal in either currency or both, up to the money limit', () => {
    expect(campaignGoalsProblem({ goalEtbAmount: 5_000_000, goalUsdAmount: 0 })).toBeNull();
    expect(campaignGoalsProblem({ goalEtbAmount: 0, goalUsdAmount: 100 })).toBeNull();
    expect(
      campaignGoalsProblem({
        goalEtbAmount: CAMPAIGN_GOAL_MAX_MINOR,
        goalUsdAmount: CAMPAIGN_GOAL_MAX_MINOR,
      }),
    ).toBeNull();
  });

  it('needs at least one goal above 0', () => {
    expect(campaignGoalsProblem({ goalEtbAmount: 0, goalUsdAmount: 0 })).toBe('no-goal');
  });

  it('refuses negative, fractional and unsafe amounts, and amounts over the limit', () => {
    for (const amount of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(campaignGoalsProblem({ goalEtbAmount: amount, goalUsdAmount: 100 }), String(amount)).toBe(
        'invalid',
      );
    }
    expect(campaignGoalsProblem({ goalEtbAmount: 100, goalUsdAmount: CAMPAIGN_GOAL_MAX_MINOR + 1 })).toBe(
      'too-large',
    );
  });
});

describe('isCampaignVideoLink', () => {
  it('accepts no link and YouTube video links', () => {
    expect(isCampaignVideoLink('')).toBe(true);
    expect(isCampaignVideoLink('  ')).toBe(true);
    expect(isCampaignVideoLink('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe(true);
    expect(isCampaignVideoLink(' https://youtu.be/dQw4w9WgXcQ ')).toBe(true);
  });

  it('refuses links that are not a YouTube video', () => {
    for (const link of [
      'https://www.youtube.com/',
      'https://www.youtube.com/channel/UC123',
      'https://vimeo.com/123456',
      'not a link',
      `https://www.youtube.com/watch?v=dQw4w9WgXcQ&x=${'a'.repeat(CAMPAIGN_VIDEO_URL_MAX_LENGTH)}`,
    ]) {
      expect(isCampaignVideoLink(link), link).toBe(false);
    }
  });
});
