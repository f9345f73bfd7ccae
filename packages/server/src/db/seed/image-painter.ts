import { PNG } from 'pngjs';
import { Prng } from './prng.ts';

/** An RGB colour. */
export type Rgb = readonly [number, number, number];

/** Colours of an illustration: sky gradient top and bottom, two accents for the shapes. */
export interface Palette {
  top: Rgb;
  bottom: Rgb;
  accent: Rgb;
  detail: Rgb;
}

export const IMAGE_WIDTH = 640;
export const IMAGE_HEIGHT = 400;

/**
 * Paints a campaign illustration locally (nothing is downloaded): a gradient sky, rolling hills, a sun and a
 * woven "tibeb" border band of diamonds, varied by `variant` so a campaign's images differ.
 */
export function paintCampaignImage(palette: Palette, variant: number, seed: number): Buffer {
  const random = new Prng(seed);
  const png = new PNG({ width: IMAGE_WIDTH, height: IMAGE_HEIGHT });
  const { data } = png;
  const sunX = random.int(80, IMAGE_WIDTH - 80);
  const sunY = random.int(60, 150);
  const sunRadius = random.int(30, 60);
  const hills = [0, 1, 2].map(() => ({
    phase: random.next() * Math.PI * 2,
    frequency: 0.006 + random.next() * 0.01,
    height: random.int(40, 90),
  }));
  const bandTop = IMAGE_HEIGHT - 44;
  // Ridges depend on x only and the sky on y only: compute them once, not per pixel.
  const ridges = hills.map((hill, index) =>
    Float64Array.from(
      { length: IMAGE_WIDTH },
      (_, x) => IMAGE_HEIGHT * (0.55 + index * 0.1) - hill.height * Math.sin(x * hill.frequency + hill.phase),
    ),
  );
  const hillColors = hills.map((_, index) =>
    mix(palette.detail, palette.bottom, index * 0.3 + (variant % 2) * 0.1),
  );
  const sun = mix(palette.accent, white, 0.35);
  for (let y = 0; y < IMAGE_HEIGHT; y++) {
    const sky = mix(palette.top, palette.bottom, y / IMAGE_HEIGHT);
    for (let x = 0; x < IMAGE_WIDTH; x++) {
      let color: Rgb = sky;
      const dx = x - sunX;
      const dy = y - sunY;
      if (variant % 3 !== 2 && dx * dx + dy * dy < sunRadius * sunRadius) color = sun;
      for (let index = 0; index < ridges.length; index++) {
        if (y > ridges[index]![x]!) color = hillColors[index]!;
      }
      if (variant % 3 === 2 && (x + y) % 48 < 6) color = mix(color, white, 0.15);
      if (y >= bandTop) color = tibebBand(x, y - bandTop, palette);
      const offset = (y * IMAGE_WIDTH + x) * 4;
      data[offset] = color[0];
      data[offset + 1] = color[1];
      data[offset + 2] = color[2];
      data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png, { deflateLevel: 4 });
}

/** Paints a round organization or charity emblem on a light background. */
export function paintLogo(palette: Palette, size = 200): Buffer {
  const png = new PNG({ width: size, height: size });
  const center = size / 2;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - center, y - center);
      const angle = Math.atan2(y - center, x - center);
      let color: Rgb = [250, 248, 242];
      if (distance < size * 0.46) color = palette.top;
      if (distance < size * 0.34 && Math.cos(angle * 6) > 0.2) color = palette.accent;
      if (distance < size * 0.16) color = palette.detail;
      const offset = (y * size + x) * 4;
      png.data[offset] = color[0];
      png.data[offset + 1] = color[1];
      png.data[offset + 2] = color[2];
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png, { deflateLevel: 4 });
}

const white: Rgb = [255, 255, 255];

function tibebBand(x: number, y: number, palette: Palette): Rgb {
  if (y < 4 || y > 39) return palette.detail;
  const cell = x % 36;
  const diamond = Math.abs(cell - 18) + Math.abs(y - 22) < 12;
  return diamond ? palette.accent : [250, 246, 235];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [
    Math.round(a[0] + (b[0] - a[0]) * t),
    Math.round(a[1] + (b[1] - a[1]) * t),
    Math.round(a[2] + (b[2] - a[2]) * t),
  ];
}
