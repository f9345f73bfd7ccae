import { describe, expect, it } from 'vitest';
import { SHARE_NETWORKS } from './share-channel.ts';
import { centeredPopupFeatures, SHARE_POPUP_SIZES } from './share-popup.ts';

describe('SHARE_POPUP_SIZES', () => {
  it('is 550x400 for every network but LinkedIn, which gets 750x600', () => {
    for (const network of SHARE_NETWORKS) {
      const expected = network === 'linkedin' ? { width: 750, height: 600 } : { width: 550, height: 400 };
      expect(SHARE_POPUP_SIZES[network], network).toEqual(expected);
    }
  });
});

describe('centeredPopupFeatures', () => {
  it('centres the popup over the opening window', () => {
    expect(
      centeredPopupFeatures({ width: 550, height: 400 }, { left: 100, top: 50, width: 1280, height: 800 }),
    ).toBe('popup=yes,width=550,height=400,left=465,top=250');
  });

  it('rounds to whole pixels', () => {
    expect(
      centeredPopupFeatures({ width: 750, height: 600 }, { left: 0, top: 0, width: 1001, height: 801 }),
    ).toBe('popup=yes,width=750,height=600,left=126,top=101');
  });

  it('starts at the window corner when the window is smaller than the popup', () => {
    expect(
      centeredPopupFeatures({ width: 750, height: 600 }, { left: 20, top: 30, width: 400, height: 300 }),
    ).toBe('popup=yes,width=750,height=600,left=20,top=30');
  });
});
