import { drawQrMatrix, qrMatrix } from './qr-code.ts';
import { wrapText } from './wrap-text.ts';

/** The words and the font of a QR poster, in the language of the panel that makes it. */
export interface QrPosterContent {
  /** The campaign's title, wrapped onto up to four lines. */
  title: string;
  /** The campaign link: what the QR code holds, and printed under it for those without a scanner. */
  url: string;
  /** The line that tells a passer-by what to do with the code. */
  caption: string;
  /** Lomi's name, in the panel's language. */
  brand: string;
  /** CSS font family; it must reach a font with Ethiopic letters for Amharic titles. */
  fontFamily: string;
}

/** A4 portrait at 150 dpi: prints sharp on an A4 or Letter sheet. */
export const POSTER_WIDTH = 1240;
export const POSTER_HEIGHT = 1754;

const margin = 100;
const green = '#0a7350';
const ink = '#18211d';
const muted = '#4d5a55';

/** Waits (briefly) for the page's fonts, so a web font not yet loaded does not print as a fallback. */
async function loadFonts(fonts: string[], text: string): Promise<void> {
  if (!('fonts' in document)) return;
  const timeout = new Promise((resolve) => setTimeout(resolve, 1500));
  await Promise.race([Promise.all(fonts.map((font) => document.fonts.load(font, text))), timeout]).catch(
    () => undefined,
  );
}

/**
 * Draws a printable poster onto a new canvas: Lomi's name, the campaign title, a large QR code of the link,
 * the caption and the link itself.
 */
export async function drawQrPoster(content: QrPosterContent): Promise<HTMLCanvasElement> {
  const font = (weight: number, size: number) => `${weight} ${size}px ${content.fontFamily}`;
  const fonts = { brand: font(700, 48), title: font(700, 64), caption: font(400, 36), link: font(600, 32) };
  await loadFonts(Object.values(fonts), `${content.brand}${content.title}${content.caption}`);

  const canvas = document.createElement('canvas');
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas.');
  const width = POSTER_WIDTH - 2 * margin;
  const center = POSTER_WIDTH / 2;

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);
  context.fillStyle = green;
  context.fillRect(0, 0, POSTER_WIDTH, 24);
  context.textBaseline = 'top';

  let y = margin;
  context.font = fonts.brand;
  context.fillText(content.brand, margin, y);
  y += 84;

  context.font = fonts.title;
  context.fillStyle = ink;
  for (const line of wrapText(context, content.title, width, 4)) {
    context.fillText(line, margin, y);
    y += 84;
  }

  context.font = fonts.caption;
  const caption = wrapText(context, content.caption, width, 3);
  context.font = fonts.link;
  const link = wrapText(context, content.url, width, 2);
  const textHeight = 40 + caption.length * 52 + 24 + link.length * 46;
  // The code takes the room the text leaves (at most 880 px, 15 cm printed), centred in it.
  const room = POSTER_HEIGHT - margin - y - textHeight;
  const qrSize = Math.min(880, room - 80);
  y += Math.round((room - qrSize) / 2);
  drawQrMatrix(context, qrMatrix(content.url), Math.round(center - qrSize / 2), y, qrSize);
  y += qrSize + 40;

  context.textAlign = 'center';
  context.font = fonts.caption;
  context.fillStyle = muted;
  for (const line of caption) {
    context.fillText(line, center, y);
    y += 52;
  }
  y += 24;

  context.font = fonts.link;
  context.fillStyle = green;
  for (const line of link) {
    context.fillText(line, center, y);
    y += 46;
  }
  context.fillRect(0, POSTER_HEIGHT - 24, POSTER_WIDTH, 24);
  return canvas;
}

/**
 * Offers `canvas` as a PNG download named `fileName` through an `<a download>` with a blob URL, put into
 * `parent` for the click (Firefox ignores a click on a link outside the document).
 */
export async function downloadPng(
  canvas: HTMLCanvasElement,
  fileName: string,
  parent: Element,
): Promise<void> {
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('The browser could not encode the poster as a PNG.');
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  parent.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the browser reads the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
