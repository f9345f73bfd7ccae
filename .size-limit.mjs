// Size budgets of the embed SDK (gzip, each file compressed on its own as a server sends it). The file sets
// come from the manifest the build writes (names are content-hashed), so each line measures exactly what a
// browser downloads from us: JS and CSS (our CSS ships inside the JS), never data or images.
import { readFileSync } from 'node:fs';

const dist = 'packages/elements/dist';
const manifest = JSON.parse(readFileSync(`${dist}/manifest.json`, 'utf8'));

const union = (...lists) => [...new Set(lists.flat())];
const without = (files, present) => files.filter((file) => !present.includes(file));
const paths = (files) => files.map((file) => `${dist}/${file}`);
const { loader, elements } = manifest;
const locales = Object.keys(manifest.messages);

/** What a page with `tag` downloads in `locale`: the element's chunks (and, with `lazy`, the ones it imports later) and its catalogs. */
const element = (tag, locale, { lazy = false } = {}) => {
  const { files, lazy: later, messages } = elements[tag];
  return union(files, lazy ? later : [], messages[locale]);
};
/** A page with only `tags`, loader included. */
const page = (locale, ...tags) => union([loader], ...tags.map((tag) => element(tag, locale)));
/** The chunks every element loads: the shared runtime (preact/compat, r2wc, the client, intl, the provider). */
const runtime = Object.values(elements)
  .map(({ files }) => files)
  .reduce((shared, files) => shared.filter((file) => files.includes(file)));

const budget = (name, files, limit) => ({ name, path: paths(files), limit, gzip: true });

export default [
  // 2 kB until the loader also merged the catalogs and parsed the campaign it prefetches, and readied number
  // formatting, so an element renders once, with its data (0.3 kB: 2 ms on slow 4G, for ~100 ms saved).
  budget('loader (lomi.js)', [loader], '2.25 kB'),
  budget('shared runtime (chunks every element loads)', runtime, '23.5 kB'),
  budget(
    "the share panel's QR code chunk (qrcode and the poster; fetched when a QR code is shown)",
    elements['lomi-share-panel'].lazy,
    '12 kB',
  ),
  ...locales.flatMap((locale) => [
    budget(
      `a page with one campaign card, ${locale} (loader + runtime + card + its ${locale} catalogs)`,
      page(locale, 'lomi-campaign-card'),
      '25 kB',
    ),
    budget(
      `a progress meter added to a page with a campaign card, ${locale}`,
      without(element('lomi-progress-meter', locale), page(locale, 'lomi-campaign-card')),
      '3 kB',
    ),
    budget(`a page with only a progress meter, ${locale}`, page(locale, 'lomi-progress-meter'), '30 kB'),
    budget(
      `a report form added to a page with a campaign card, ${locale}`,
      without(element('lomi-report-form', locale), page(locale, 'lomi-campaign-card')),
      '5 kB',
    ),
    budget(
      `a share panel added to a page with a campaign card, ${locale} (before its QR code is shown)`,
      without(element('lomi-share-panel', locale), page(locale, 'lomi-campaign-card')),
      '6 kB',
    ),
    budget(
      `a donate button with its dialog, added to a page with the loader and runtime, ${locale}`,
      without(element('lomi-donate-button', locale, { lazy: true }), union([loader], runtime)),
      '20 kB',
    ),
    budget(
      `a donate button with its dialog, added to a page with a campaign card, ${locale}`,
      without(element('lomi-donate-button', locale, { lazy: true }), page(locale, 'lomi-campaign-card')),
      '20 kB',
    ),
    budget(
      `a page with only a donate button, before its dialog loads, ${locale}`,
      page(locale, 'lomi-donate-button'),
      '30 kB',
    ),
    budget(`a page with only a donate dialog, ${locale}`, page(locale, 'lomi-donate-dialog'), '45 kB'),
    budget(`a page with only a donate wizard, ${locale}`, page(locale, 'lomi-donate-wizard'), '45 kB'),
  ]),
];
