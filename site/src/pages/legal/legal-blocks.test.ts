import { describe, expect, it } from 'vitest';
import { legalBlocks } from './legal-blocks.ts';

describe('legalBlocks', () => {
  it('makes a paragraph of each block between blank lines, joining its lines', () => {
    expect(legalBlocks('First line\nstill first.\n\n  Second.  \n\n\n')).toEqual([
      { kind: 'paragraph', text: 'First line still first.' },
      { kind: 'paragraph', text: 'Second.' },
    ]);
  });

  it('makes a list of a block whose lines all start with "- "', () => {
    expect(legalBlocks('We keep:\n\n- your name;\n- your e-mail address.\n\nThat is all.')).toEqual([
      { kind: 'paragraph', text: 'We keep:' },
      { kind: 'list', items: ['your name;', 'your e-mail address.'] },
      { kind: 'paragraph', text: 'That is all.' },
    ]);
  });

  it('keeps a hyphen inside a paragraph as text', () => {
    expect(legalBlocks('Payouts take 2-3 days.\n- not a list when mixed')).toEqual([
      { kind: 'paragraph', text: 'Payouts take 2-3 days. - not a list when mixed' },
    ]);
  });

  it('has no blocks for empty text', () => {
    expect(legalBlocks(' \n\n ')).toEqual([]);
  });
});
