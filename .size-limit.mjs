// Size budgets of the embed SDK (gzip, each file compressed on its own as a server sends it). The file sets
// come from the manifest the build writes (names are content-hashed), so each line measures exactly what a
// browser downloads from us: JS and CSS (our CSS ships inside the JS), never data or images.
import { readFileSync } from 'node:fs';

const dist = 'packages/elements/dist';
const manifest = JSON.parse(readFileSync(`${dist}/manifest.json`, 'utf8'));

const union = (...lists) => [...new Set(lists.flat())];
const paths = (files) => files.map((file) => `${dist}/${file}`);
const { loader, elements, messages } = manifest;
const card = elements['lomi-campaign-card'].files;
const meter = elements['lomi-progress-meter'].files;

const pageWithCard = (locale) => union([loader], card, messages[locale]);

export default [
  { name: 'loader (lomi.js)', path: paths([loader]), limit: '2 kB', gzip: true },
  ...Object.keys(messages).map((locale) => ({
    name: `a page with one campaign card, ${locale} (loader + runtime + card + ${locale} catalog)`,
    path: paths(pageWithCard(locale)),
    limit: '30 kB',
    gzip: true,
  })),
  {
    name: 'a progress meter added to a page with a campaign card (its chunks not already loaded)',
    path: paths(meter.filter((file) => !pageWithCard('en').includes(file))),
    limit: '3 kB',
    gzip: true,
  },
  ...Object.keys(messages).map((locale) => ({
    name: `a page with only a progress meter, ${locale}`,
    path: paths(union([loader], meter, messages[locale])),
    limit: '30 kB',
    gzip: true,
  })),
];
