import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LomiMessages, MessageAst } from './catalog.ts';
import { createLomiIntl } from './create-lomi-intl.ts';
import { loadMessages } from './load-messages.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createLomiIntl', () => {
  it('formats catalog messages in English and Amharic', async () => {
    const english = createLomiIntl('en', await loadMessages('en'));
    const amharic = createLomiIntl('am', await loadMessages('am'));

    expect(english.formatMessage({ id: 'campaign-card.organization' }, { name: 'Tesfa' })).toBe('by Tesfa');
    expect(amharic.formatMessage({ id: 'campaign-card.organization' }, { name: 'Tesfa' })).toBe(
      'አዘጋጅ፦ Tesfa',
    );
    expect(amharic.formatMessage({ id: 'campaign-card.your-campaign' })).toBe('የእርስዎ ዘመቻ');
    expect(amharic.locale).toBe('am');
  });

  it('formats rich-text tags with the functions it is given', async () => {
    const intl = createLomiIntl('en', await loadMessages('en'));

    const output = intl.formatMessage(
      { id: 'progress-meter.raised-of-target' },
      { raised: 'ETB 10.00', target: 'ETB 20.00', strong: (chunks) => `*${chunks.join('')}*` },
    );

    expect(output).toBe('*ETB 10.00* raised of ETB 20.00');
  });

  it('accepts messages precompiled to ASTs, as the embed build ships them', () => {
    // `Photo {index}` as @formatjs/cli compiles it: a literal (type 0) then an argument (type 1).
    const ast = [
      { type: 0, value: 'Photo ' },
      { type: 1, value: 'index' },
    ] as MessageAst;
    const intl = createLomiIntl('en', { 'campaign-card.photo-alt': ast } as unknown as LomiMessages);

    expect(intl.formatMessage({ id: 'campaign-card.photo-alt' }, { index: 2 })).toBe('Photo 2');
  });

  it('falls back to the id and warns with a [lomi] prefix when a message is missing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const intl = createLomiIntl('am', {} as LomiMessages);

    expect(intl.formatMessage({ id: 'campaign-state.retry' })).toBe('campaign-state.retry');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[lomi\] .*campaign-state\.retry/));
  });
});
