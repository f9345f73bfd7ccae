import { describe, expect, it } from 'vitest';
import type { MessageFeature } from './catalog.ts';
import { loadMessages, MESSAGE_FEATURES } from './load-messages.ts';

/** Placeholder names and tag names of an ICU message, e.g. `{raised}` and `<strong>`. */
function slots(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)/g), ...message.matchAll(/<(\w+)>/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(names)].sort();
}

const both = (feature: MessageFeature) =>
  Promise.all([loadMessages('en', [feature]), loadMessages('am', [feature])]) as Promise<
    [Record<string, unknown>, Record<string, unknown>]
  >;

describe.each(MESSAGE_FEATURES)('the %s catalogs', (feature) => {
  it('have the same keys in English and Amharic', async () => {
    const [en, am] = await both(feature);

    expect(Object.keys(en).length).toBeGreaterThan(0);
    expect(Object.keys(am).sort()).toEqual(Object.keys(en).sort());
  });

  it('are real Amharic translations, not English copies', async () => {
    const [en, am] = await both(feature);

    for (const [key, value] of Object.entries(am)) {
      expect(value, key).not.toBe(en[key]);
      expect(String(value), key).toMatch(/[\u1200-\u137f]/);
    }
  });

  it('keep every placeholder and tag of the English message', async () => {
    const [en, am] = await both(feature);

    for (const [key, value] of Object.entries(en)) {
      expect(slots(String(am[key])), key).toEqual(slots(String(value)));
    }
  });

  it(`use flat ${feature}.key ids`, async () => {
    const [en] = await both(feature);

    for (const key of Object.keys(en)) expect(key).toMatch(new RegExp(`^${feature}\\.[a-z]+(-[a-z]+)*$`));
  });
});

describe('loadMessages', () => {
  it('loads only the features asked for', async () => {
    const messages = await loadMessages('am', ['campaign-state', 'progress-meter']);

    const features = new Set(Object.keys(messages).map((key) => key.split('.')[0]));
    expect([...features].sort()).toEqual(['campaign-state', 'progress-meter']);
    expect(messages['progress-meter.label']).toBe('የገቢ ማሰባሰቢያ ሂደት');
  });

  it('loads every feature by default, merged into one catalog', async () => {
    const all = await loadMessages('en');
    const parts = await Promise.all(MESSAGE_FEATURES.map((feature) => loadMessages('en', [feature])));

    expect(all).toEqual(Object.assign({}, ...parts));
    expect(all['donate-dialog.next']).toBeTypeOf('string');
    expect(all['campaign-card.organization']).toBe('by {name}');
  });
});
