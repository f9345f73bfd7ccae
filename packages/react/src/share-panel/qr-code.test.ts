import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import { FakeCanvasContext } from '../testing/fake-canvas-context.ts';
import { drawQrMatrix, QR_QUIET_ZONE, qrMatrix } from './qr-code.ts';

const url = 'https://lomi.example/campaign/12';

describe('qrMatrix', () => {
  it('holds the modules qrcode computes for the link', () => {
    const { modules } = create(url, { errorCorrectionLevel: 'M' });
    const matrix = qrMatrix(url);

    expect(matrix.size).toBe(modules.size);
    for (let row = 0; row < matrix.size; row++) {
      for (let column = 0; column < matrix.size; column++) {
        expect(matrix.isDark(row, column)).toBe(modules.get(row, column) === 1);
      }
    }
  });
});

describe('drawQrMatrix', () => {
  it('paints a white square, then one black rectangle per dark module inside the quiet zone', () => {
    const matrix = qrMatrix(url);
    const context = new FakeCanvasContext();
    const cells = matrix.size + 2 * QR_QUIET_ZONE;
    const size = cells * 6;

    drawQrMatrix(context as unknown as CanvasRenderingContext2D, matrix, 10, 20, size);

    const [background, ...modules] = context.calls;
    expect(background).toEqual({
      op: 'fillRect',
      x: 10,
      y: 20,
      width: size,
      height: size,
      fillStyle: '#ffffff',
    });
    let dark = 0;
    for (let row = 0; row < matrix.size; row++) {
      for (let column = 0; column < matrix.size; column++) {
        if (!matrix.isDark(row, column)) continue;
        expect(modules[dark]).toEqual({
          op: 'fillRect',
          x: 10 + (column + QR_QUIET_ZONE) * 6,
          y: 20 + (row + QR_QUIET_ZONE) * 6,
          width: 6,
          height: 6,
          fillStyle: '#000000',
        });
        dark++;
      }
    }
    expect(modules).toHaveLength(dark);
    expect(dark).toBeGreaterThan(100);
  });

  it('snaps modules to whole pixels that tile the square without gaps', () => {
    const matrix = qrMatrix(url);
    const context = new FakeCanvasContext();

    drawQrMatrix(context as unknown as CanvasRenderingContext2D, matrix, 0, 0, 200);

    for (const call of context.calls.slice(1)) {
      if (call.op !== 'fillRect') throw new Error('only rectangles expected');
      expect(Number.isInteger(call.x) && Number.isInteger(call.width)).toBe(true);
      expect(call.x + call.width).toBeLessThanOrEqual(200);
    }
    // The top-left finder pattern starts right after the quiet zone.
    const cells = matrix.size + 2 * QR_QUIET_ZONE;
    const first = context.calls[1];
    expect(first).toMatchObject({
      x: Math.round((QR_QUIET_ZONE * 200) / cells),
      y: Math.round((QR_QUIET_ZONE * 200) / cells),
    });
  });
});
