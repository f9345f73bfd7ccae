import { useState } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '@lomi/core';
import { LazyDialogButton } from '../../shared/lazy-dialog/lazy-dialog-button.tsx';
import { campaignReportPath } from '../../routing/campaign-path.ts';
import { myCampaignPath } from '../my-campaigns/my-campaign-path.ts';
import { useCampaignText } from './campaign-text.ts';

// Each panel is its own chunk, fetched from the first hover, focus or click on its button: most visitors of
// a campaign page are not its owner, so the page itself carries neither.
const loadEditDialog = () => import('../../features/edit-campaign/edit-campaign-dialog.tsx');
const loadWithdrawDialog = () => import('../../features/withdraw-request/withdraw-request-dialog.tsx');

interface OwnerToolsProps {
  campaign: Pick<Campaign, 'id' | 'title' | 'description'>;
  /** The campaign was saved with new text, or money was requested from it: the page reads it again. */
  onChanged: () => void;
}

/**
 * §2 owner extras, shown only to the campaign's owner: 'Edit Campaign' (the Update Campaign modal), a link to
 * the campaign's creator dashboard, 'Generate Report' (a link to the campaign's report, /campaign/{id}/report),
 * and 'Request a Withdraw' (the withdraw panel).
 */
export function OwnerTools({ campaign, onChanged }: OwnerToolsProps) {
  const t = useCampaignText();
  const [done, setDone] = useState<'saved' | 'withdrawalSent' | null>(null);
  const finish = (close: () => void, outcome: 'saved' | 'withdrawalSent') => {
    close();
    setDone(outcome);
    onChanged();
  };
  return (
    <section className="owner-tools" aria-labelledby="owner-tools-heading">
      <h2 id="owner-tools-heading" className="owner-tools__heading">
        {t('campaignDetail.owner.heading')}
      </h2>
      <div className="owner-tools__actions">
        <LazyDialogButton
          load={loadEditDialog}
          className="button button--primary"
          onClick={() => setDone(null)}
          dialog={(EditCampaignDialog, { close }) => (
            <EditCampaignDialog campaign={campaign} onClose={close} onSaved={() => finish(close, 'saved')} />
          )}
        >
          {t('campaignDetail.owner.edit')}
        </LazyDialogButton>
        <Link className="button button--secondary" to={myCampaignPath(campaign.id)}>
          {t('campaignDetail.owner.dashboard')}
        </Link>
        <Link className="button button--secondary" to={campaignReportPath(campaign.id)}>
          {t('campaignDetail.owner.report')}
        </Link>
        <LazyDialogButton
          load={loadWithdrawDialog}
          className="button button--secondary"
          onClick={() => setDone(null)}
          dialog={(WithdrawRequestDialog, { close }) => (
            <WithdrawRequestDialog
              campaign={campaign}
              onClose={close}
              onRequested={() => finish(close, 'withdrawalSent')}
            />
          )}
        >
          {t('campaignDetail.owner.withdraw')}
        </LazyDialogButton>
      </div>
      <p className="owner-tools__status" role="status">
        {done === 'saved' && t('campaignDetail.owner.saved')}
        {done === 'withdrawalSent' && t('campaignDetail.owner.withdrawalSent')}
      </p>
    </section>
  );
}
