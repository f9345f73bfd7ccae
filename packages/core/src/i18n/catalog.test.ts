import { describe, expect, it } from 'vitest';
import { loadMessages } from './load-messages.ts';

/** Placeholder names and tag names of an ICU message, e.g. `{raised}` and `<strong>`. */
function slots(message: string): string[] {
  const names = [...message.matchAll(/\{\s*(\w+)/g), ...message.matchAll(/<(\w+)>/g)].map(
    (match) => match[1] ?? '',
  );
  return [...new Set(names)].sort();
}

describe('message catalogs', () => {
  it('have the same keys in English and Amharic', async () => {
    const en = await loadMessages('en');
    const am = await loadMessages('am');

    expect(Object.keys(am).sort()).toEqual(Object.keys(en).sort());
  });

  it('are real Amharic translations, not English copies', async () => {
    const en = await loadMessages('en');
    const am = await loadMessages('am');

    for (const [key, value] of Object.entries(am)) {
      expect(value, key).not.toBe(en[key as keyof typeof en]);
      expect(String(value), key).toMatch(/[\u1200-\u137f]/);
    }
  });

  it('keep every placeholder and tag of the English message', async () => {
    const en = await loadMessages('en');
    const am = await loadMessages('am');

    for (const [key, value] of Object.entries(en)) {
      expect(slots(String(am[key as keyof typeof am])), key).toEqual(slots(String(value)));
    }
  });

  it('use flat feature.key ids', async () => {
    const en = await loadMessages('en');

    for (const key of Object.keys(en)) expect(key).toMatch(/^[a-z]+(-[a-z]+)*\.[a-z]+(-[a-z]+)*$/);
  });
});
