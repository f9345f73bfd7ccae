import { useState } from 'react';
import type { Campaign } from '@lomi/core';
import { CampaignShare } from '../campaign/campaign-share.tsx';
import { campaignPath } from '../../routing/campaign-path.ts';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { useMyCampaignText } from './my-campaign-text.ts';

/**
 * §2 'Share Campaign': a button opening the campaign page's share panel in a dialog. What is shared is the
 * public campaign page, not this dashboard, which only its owner can open.
 */
export function ShareCampaignButton({ campaign }: { campaign: Pick<Campaign, 'id' | 'title'> }) {
  const t = useMyCampaignText();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('myCampaign.share.open')}
      </button>
      {open && (
        <SiteDialog
          title={t('myCampaign.share.title')}
          closeLabel={t('myCampaign.share.close')}
          onClose={() => setOpen(false)}
        >
          <CampaignShare campaignId={campaign.id} title={campaign.title} path={campaignPath(campaign.id)} />
        </SiteDialog>
      )}
    </>
  );
}
