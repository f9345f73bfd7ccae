import { vi } from 'vitest';

/** One drawing call a {@link FakeCanvasContext} recorded. */
export type CanvasCall =
  | { op: 'fillRect'; x: number; y: number; width: number; height: number; fillStyle: string }
  | { op: 'fillText'; text: string; x: number; y: number; font: string; textAlign: string };

/**
 * jsdom has no canvas. This stands in for the 2D context the share panel draws with: it records each
 * rectangle and text, and measures text as `0.5 em` per character of the current font's size.
 */
export class FakeCanvasContext {
  calls: CanvasCall[] = [];
  fillStyle = '#000000';
  font = '10px sans-serif';
  textAlign = 'start';
  textBaseline = 'alphabetic';

  fillRect(x: number, y: number, width: number, height: number): void {
    this.calls.push({ op: 'fillRect', x, y, width, height, fillStyle: this.fillStyle });
  }

  fillText(text: string, x: number, y: number): void {
    this.calls.push({ op: 'fillText', text, x, y, font: this.font, textAlign: this.textAlign });
  }

  measureText(text: string): { width: number } {
    const size = Number(/(?<!\d)(\d+)px/.exec(this.font)?.[1] ?? 10);
    return { width: [...text].length * size * 0.5 };
  }

  /** The texts drawn, in order. */
  texts(): string[] {
    return this.calls.flatMap((call) => (call.op === 'fillText' ? [call.text] : []));
  }
}

/** Makes every canvas's `getContext('2d')` return one shared fake, recording what is drawn. */
export function fakeCanvas(): FakeCanvasContext {
  const context = new FakeCanvasContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () => context as unknown as CanvasRenderingContext2D,
  );
  return context;
}
