import { describe, expect, it } from 'vitest';
import { ELEMENT_API } from '@lomi/elements/element-api';
import { exampleFor, liveMarkup } from './docs-example.ts';

describe('exampleFor', () => {
  it('puts the campaign into every element example', () => {
    for (const doc of Object.values(ELEMENT_API)) {
      const example = exampleFor(doc.example, 31);
      expect(example, doc.tag).toContain(`<${doc.tag} campaign-id="31"`);
      expect(example, doc.tag).not.toContain('"12"');
    }
  });

  it('leaves other numbers alone', () => {
    expect(exampleFor('<lomi-report-form organization-id="12"></lomi-report-form>', 5)).toBe(
      '<lomi-report-form organization-id="12"></lomi-report-form>',
    );
  });
});

describe('liveMarkup', () => {
  it('renders the donate dialog closed, whatever the form of its open attribute', () => {
    for (const open of [' open', ' open=""', ' open="open"']) {
      expect(liveMarkup(`<lomi-donate-dialog campaign-id="3"${open}></lomi-donate-dialog>`)).toBe(
        '<lomi-donate-dialog campaign-id="3"></lomi-donate-dialog>',
      );
    }
    expect(liveMarkup('<lomi-donate-dialog open campaign-id="3"></lomi-donate-dialog>')).toBe(
      '<lomi-donate-dialog campaign-id="3"></lomi-donate-dialog>',
    );
  });

  it('keeps every other example as it is', () => {
    const card = '<lomi-campaign-card campaign-id="3"></lomi-campaign-card>';
    expect(liveMarkup(card)).toBe(card);
  });
});
