import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text.ts';

// Every character 10 px wide.
const measurer = { measureText: (text: string) => ({ width: [...text].length * 10 }) as TextMetrics };

describe('wrapText', () => {
  it('breaks at spaces to fit the width', () => {
    expect(wrapText(measurer, 'Clean water for Lalibela schools', 160, 4)).toEqual([
      'Clean water for',
      'Lalibela schools',
    ]);
  });

  it('wraps Amharic words at their spaces', () => {
    expect(wrapText(measurer, 'ለአበበ የልብ ቀዶ ጥገና ድጋፍ', 100, 4)).toEqual(['ለአበበ የልብ', 'ቀዶ ጥገና ድጋፍ']);
  });

  it('cuts a word wider than the line, such as a link', () => {
    expect(wrapText(measurer, 'https://lomi.example/campaign/12', 120, 4)).toEqual([
      'https://lomi',
      '.example/cam',
      'paign/12',
    ]);
  });

  it('ends the last line with an ellipsis past the line limit', () => {
    const lines = wrapText(measurer, 'one two three four five six seven', 90, 2);
    expect(lines).toEqual(['one two', 'three…']);
    for (const line of lines) expect(line.length * 10).toBeLessThanOrEqual(90);
  });

  it('collapses runs of white space', () => {
    expect(wrapText(measurer, '  a   b \n c ', 1000, 1)).toEqual(['a b c']);
  });
});
