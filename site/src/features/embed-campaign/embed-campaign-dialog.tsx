import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '@lomi/core';
import { EmbedTextProvider } from '../embed-snippet/embed-text.ts';
import {
  campaignSnippet,
  type CampaignEmbedTag,
  type EmbedLang,
  type EmbedTheme,
} from '../embed-snippet/embed-snippet.ts';
import { SnippetBox } from '../embed-snippet/snippet-box.tsx';
import { useEmbedText } from '../embed-snippet/embed-text.ts';
import { useSiteLanguage } from '../../language/language-context.ts';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { CampaignEmbedPreview } from './campaign-embed-preview.tsx';
import { ChoiceGroup } from './choice-group.tsx';
import '../embed-snippet/embed-snippet.css';
import './embed-campaign.css';

export interface EmbedCampaignDialogProps {
  campaign: Pick<Campaign, 'id' | 'title'>;
  onClose: () => void;
}

/**
 * 'Embed this campaign' (its own module, loaded on demand): a wide `SiteDialog` in which the visitor picks the
 * element, language and theme, sees the real element render them, and copies the snippet. It waits for its
 * texts before it mounts, so focus moves in once, and returns to the button that opened it when it closes.
 */
export default function EmbedCampaignDialog(props: EmbedCampaignDialogProps) {
  return (
    <EmbedTextProvider>
      <EmbedCampaignModal {...props} />
    </EmbedTextProvider>
  );
}

function EmbedCampaignModal({ campaign, onClose }: EmbedCampaignDialogProps) {
  const t = useEmbedText();
  const { locale } = useSiteLanguage();
  const previewId = useId();
  const [tag, setTag] = useState<CampaignEmbedTag>('lomi-campaign-card');
  const [lang, setLang] = useState<EmbedLang>(locale);
  const [theme, setTheme] = useState<EmbedTheme>('light');
  const snippet = campaignSnippet({
    origin: window.location.origin,
    tag,
    campaignId: campaign.id,
    lang,
    theme,
  });

  return (
    <SiteDialog
      title={t('embedCampaign.title')}
      closeLabel={t('embedCampaign.close')}
      description={<p>{t('embedCampaign.intro')}</p>}
      width="wide"
      onClose={onClose}
    >
      <div className="embed-dialog__body">
        <div className="embed-dialog__options">
          <ChoiceGroup
            legend={t('embedCampaign.kind.legend')}
            value={tag}
            onChange={setTag}
            options={[
              { value: 'lomi-campaign-card', label: t('embedCampaign.kind.card') },
              { value: 'lomi-donate-button', label: t('embedCampaign.kind.button') },
              { value: 'lomi-progress-meter', label: t('embedCampaign.kind.meter') },
            ]}
          />
          <ChoiceGroup
            legend={t('embedCampaign.lang.legend')}
            value={lang}
            onChange={setLang}
            options={[
              // Each language named in itself, as in the site's language switch.
              { value: 'en', label: 'English', lang: 'en' },
              { value: 'am', label: 'አማርኛ', lang: 'am' },
            ]}
          />
          <ChoiceGroup
            legend={t('embedCampaign.theme.legend')}
            value={theme}
            onChange={setTheme}
            options={[
              { value: 'light', label: t('embedCampaign.theme.light') },
              { value: 'dark', label: t('embedCampaign.theme.dark') },
            ]}
          />
        </div>
        <section className="embed-dialog__preview" aria-labelledby={previewId}>
          <h3 id={previewId} className="embed-dialog__subtitle">
            {t('embedCampaign.preview')}
          </h3>
          <CampaignEmbedPreview tag={tag} campaignId={campaign.id} lang={lang} theme={theme} />
        </section>
      </div>
      <SnippetBox code={snippet} className="embed-dialog__snippet" />
      <p className="embed-dialog__docs">
        <Link to="/embed">{t('embedCampaign.docs')}</Link>
      </p>
    </SiteDialog>
  );
}
