import { lazy, Suspense, useState } from 'react';
import type { Campaign } from '@lomi/core';
import { useSiteText } from '../language/use-site-text.ts';
import { LoadErrorBoundary } from '../load-error/load-error-boundary.tsx';

const loadDialog = () => import('./embed-campaign-dialog.tsx');
const EmbedCampaignDialog = lazy(loadDialog);

interface EmbedCampaignButtonProps {
  campaign: Pick<Campaign, 'id' | 'title'>;
}

/**
 * 'Embed this campaign' on the campaign page: opens the dialog that builds the snippet. The dialog's code, its
 * texts and the embed SDK it previews with are fetched only from the first hover, focus or click on it.
 */
export function EmbedCampaignButton({ campaign }: EmbedCampaignButtonProps) {
  const t = useSiteText();
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen(true)}
      >
        {t('campaign.embed.open')}
      </button>
      {open && (
        <LoadErrorBoundary>
          <Suspense fallback={null}>
            <EmbedCampaignDialog campaign={campaign} onClose={() => setOpen(false)} />
          </Suspense>
        </LoadErrorBoundary>
      )}
    </>
  );
}
