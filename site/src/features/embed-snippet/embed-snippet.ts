/** Languages and themes an embedded element can be given (its `lang` and `theme` attributes). */
export const EMBED_LANGS = ['en', 'am'] as const;
export const EMBED_THEMES = ['light', 'dark'] as const;
export type EmbedLang = (typeof EMBED_LANGS)[number];
export type EmbedTheme = (typeof EMBED_THEMES)[number];

/** The elements 'Embed this campaign' offers. */
export const CAMPAIGN_EMBED_TAGS = [
  'lomi-campaign-card',
  'lomi-donate-button',
  'lomi-progress-meter',
] as const;
export type CampaignEmbedTag = (typeof CAMPAIGN_EMBED_TAGS)[number];

/** Where the loader is served on a Lomi server; the docs page and the preview load it from there too. */
export const LOADER_PATH = '/embed/lomi.js';

export interface CampaignSnippetOptions {
  /** The Lomi server's origin (`https://lomi.et`), the page's own when shown on the site. */
  origin: string;
  tag: CampaignEmbedTag;
  campaignId: number;
  lang: EmbedLang;
  theme: EmbedTheme;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (character) => ESCAPES[character] ?? character);
}

/** `origin` as a bare origin (scheme, host, port), rejecting anything a browser could not load a script from. */
function serverOrigin(origin: string): string {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new Error(`"${origin}" is not an address; pass the Lomi server's origin, e.g. "https://lomi.et".`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`"${origin}" is not an http(s) origin; the embed loader is served over http(s).`);
  }
  return url.origin;
}

/** The loader's script tag: included once per page, it loads the elements the page uses. */
export function loaderSnippet(origin: string): string {
  return `<script async src="${escapeAttribute(serverOrigin(origin) + LOADER_PATH)}"></script>`;
}

/** An element's tag with its attributes in the given order; `true` writes a bare boolean attribute. */
export function elementSnippet(tag: string, attributes: Record<string, string | number | true>): string {
  if (!/^lomi-[a-z]+(?:-[a-z]+)*$/.test(tag)) throw new Error(`"${tag}" is not a Lomi element's tag.`);
  const written = Object.entries(attributes).map(([name, value]) =>
    value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`,
  );
  return `<${tag}${written.join('')}></${tag}>`;
}

/** The loader and `markup` (one or more elements), one per line: what a host page pastes. */
export function withLoader(origin: string, markup: string): string {
  return `${loaderSnippet(origin)}\n${markup}`;
}

/** The snippet 'Embed this campaign' copies: the loader and one element for the campaign. */
export function campaignSnippet({ origin, tag, campaignId, lang, theme }: CampaignSnippetOptions): string {
  if (!Number.isSafeInteger(campaignId) || campaignId < 1) {
    throw new Error(`campaignId must be a positive whole number, not ${campaignId}.`);
  }
  return withLoader(origin, elementSnippet(tag, { 'campaign-id': campaignId, lang, theme }));
}
