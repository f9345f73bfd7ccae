import { create } from 'qrcode';

/** The light margin around a QR code, in modules: the 4 the QR standard asks for, so any phone reads it. */
export const QR_QUIET_ZONE = 4;

/** A QR code as a grid of modules; `isDark(row, column)` tells which are dark. */
export interface QrMatrix {
  /** Modules per side, quiet zone not included. */
  size: number;
  isDark: (row: number, column: number) => boolean;
}

/** The QR code of `text`, at error-correction level M (survives a crease or a smudge on a printed poster). */
export function qrMatrix(text: string): QrMatrix {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => modules.get(row, column) === 1 };
}

/**
 * Draws `matrix` with its quiet zone as a `size` px square at (`x`, `y`), black on white whatever the theme,
 * since phone scanners expect dark modules on a light ground. Modules snap to whole pixels so none blurs.
 */
export function drawQrMatrix(
  context: CanvasRenderingContext2D,
  matrix: QrMatrix,
  x: number,
  y: number,
  size: number,
): void {
  const cells = matrix.size + 2 * QR_QUIET_ZONE;
  const edge = (index: number) => Math.round((index * size) / cells);
  context.fillStyle = '#ffffff';
  context.fillRect(x, y, size, size);
  context.fillStyle = '#000000';
  for (let row = 0; row < matrix.size; row++) {
    for (let column = 0; column < matrix.size; column++) {
      if (!matrix.isDark(row, column)) continue;
      const left = edge(column + QR_QUIET_ZONE);
      const top = edge(row + QR_QUIET_ZONE);
      context.fillRect(
        x + left,
        y + top,
        edge(column + QR_QUIET_ZONE + 1) - left,
        edge(row + QR_QUIET_ZONE + 1) - top,
      );
    }
  }
}

/**
 * Draws the QR code of `text` onto `canvas`, `cssSize` CSS pixels wide, at the screen's pixel density.
 * Throws when the browser gives no 2D context.
 */
export function drawQrCode(canvas: HTMLCanvasElement, text: string, cssSize: number): void {
  const matrix = qrMatrix(text);
  const pixels = Math.round(cssSize * Math.max(1, window.devicePixelRatio || 1));
  canvas.width = pixels;
  canvas.height = pixels;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  drawQrMatrix(context, matrix, 0, 0, pixels);
}
