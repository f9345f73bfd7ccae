import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpNumberFormat } from './number-format-warm-up.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('warmUpNumberFormat', () => {
  it('creates one number formatter per language, when the page is idle', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const created: unknown[] = [];
    class CountedNumberFormat extends Intl.NumberFormat {
      constructor(locale?: string, options?: Intl.NumberFormatOptions) {
        super(locale, options);
        created.push(locale);
      }
    }
    vi.stubGlobal('Intl', { NumberFormat: CountedNumberFormat });

    warmUpNumberFormat('am');
    warmUpNumberFormat('am');
    expect(created).toEqual([]);
    expect(idle).toHaveLength(1);

    idle[0]!();
    expect(created).toEqual(['am-ET']);
  });
});
