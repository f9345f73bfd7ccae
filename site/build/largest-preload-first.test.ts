import { describe, expect, it } from 'vitest';
import { orderModulePreloads } from './largest-preload-first.ts';

const sizes: Record<string, number> = {
  '/assets/runtime-R.js': 700,
  '/assets/framework-F.js': 277_000,
  '/assets/shell-S.js': 40_000,
};
const built = `<head>
    <title>Lomi</title>
    <script type="module" crossorigin src="/assets/index-I.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-R.js">
    <link rel="modulepreload" crossorigin href="/assets/framework-F.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-S.js">
    <link rel="stylesheet" crossorigin href="/assets/style-C.css">
  </head>`;

describe('orderModulePreloads', () => {
  it('puts the module preloads before the entry script, largest first', () => {
    expect(orderModulePreloads(built, (href) => sizes[href] ?? 0)).toBe(`<head>
    <title>Lomi</title>
    <link rel="modulepreload" crossorigin href="/assets/framework-F.js">
    <link rel="modulepreload" crossorigin href="/assets/shell-S.js">
    <link rel="modulepreload" crossorigin href="/assets/runtime-R.js">
    <script type="module" crossorigin src="/assets/index-I.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/style-C.css">
  </head>`);
  });

  it('keeps the order of files of unknown or equal size', () => {
    const ordered = orderModulePreloads(built, () => 1);
    expect(ordered.indexOf('runtime-R')).toBeLessThan(ordered.indexOf('framework-F'));
    expect(ordered.indexOf('framework-F')).toBeLessThan(ordered.indexOf('shell-S'));
    expect(ordered.indexOf('shell-S')).toBeLessThan(ordered.indexOf('index-I'));
  });

  it('leaves a page without an entry script or preloads as it is', () => {
    const plain = '<head><link rel="modulepreload" href="/a.js"></head>';
    expect(orderModulePreloads(plain, () => 1)).toBe(plain);
    const alone = '<head><script type="module" src="/i.js"></script></head>';
    expect(orderModulePreloads(alone, () => 1)).toBe(alone);
  });
});
