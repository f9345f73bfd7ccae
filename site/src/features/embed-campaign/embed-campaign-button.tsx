import type { Campaign } from '@lomi/core';
import { useSiteText } from '../../language/use-site-text.ts';
import { LazyDialogButton } from '../../shared/lazy-dialog/lazy-dialog-button.tsx';

const loadDialog = () => import('./embed-campaign-dialog.tsx');

interface EmbedCampaignButtonProps {
  campaign: Pick<Campaign, 'id' | 'title'>;
}

/**
 * 'Embed this campaign' on the campaign page: opens the dialog that builds the snippet. The dialog's code, its
 * texts and the embed SDK it previews with are fetched only from the first hover, focus or click on it.
 */
export function EmbedCampaignButton({ campaign }: EmbedCampaignButtonProps) {
  const t = useSiteText();
  return (
    <LazyDialogButton
      load={loadDialog}
      className="button button--secondary"
      dialog={(EmbedCampaignDialog, { close }) => <EmbedCampaignDialog campaign={campaign} onClose={close} />}
    >
      {t('campaign.embed.open')}
    </LazyDialogButton>
  );
}
