import fc from 'fast-check';
import { parsePositiveId } from '@lomi/core';
import { expect, it } from 'vitest';
import { parseCampaignId } from './campaign-id.ts';

it('reads a campaign-id attribute by the core id rule, around which HTML-style whitespace is dropped', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.stringMatching(/^[-+0-9.e]{0,12}$/),
    fc.integer({ min: -5, max: 2_147_483_652 }).map(String),
  );
  fc.assert(
    fc.property(text, fc.constantFrom('', ' ', '\n'), (id, space) => {
      expect(parseCampaignId(`${space}${id}${space}`)).toBe(parsePositiveId(id.trim()));
    }),
    { numRuns: 2000 },
  );
});
