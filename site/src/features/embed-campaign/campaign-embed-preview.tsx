import type {} from '@lomi/elements/jsx';
import type { CampaignEmbedTag, EmbedLang, EmbedTheme } from '../embed-snippet/embed-snippet.ts';
import { useEmbedScript } from '../embed-snippet/use-embed-script.ts';
import { useEmbedText } from '../embed-snippet/embed-text.ts';

interface CampaignEmbedPreviewProps {
  tag: CampaignEmbedTag;
  campaignId: number;
  lang: EmbedLang;
  theme: EmbedTheme;
}

/**
 * The chosen element itself, as the snippet writes it, made live by the real loader (`/embed/lomi.js`, added to
 * the page on first use). A new language or theme changes the same element's attribute, as on a host page;
 * another element replaces it. Its surroundings take the theme's background so the preview reads as it would.
 */
export function CampaignEmbedPreview({ tag, campaignId, lang, theme }: CampaignEmbedPreviewProps) {
  const t = useEmbedText();
  const script = useEmbedScript();
  if (script === 'failed') return <p className="embed-live__failed">{t('embed.previewFailed')}</p>;
  const attributes = { 'campaign-id': campaignId, lang, theme } as const;
  return (
    <div className={`embed-live embed-live--${theme} embed-live--${tag}`}>
      {tag === 'lomi-campaign-card' && <lomi-campaign-card {...attributes} />}
      {tag === 'lomi-donate-button' && <lomi-donate-button {...attributes} />}
      {tag === 'lomi-progress-meter' && <lomi-progress-meter {...attributes} />}
    </div>
  );
}
