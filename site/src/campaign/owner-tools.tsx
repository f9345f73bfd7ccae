import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '@lomi/core';
import { ComingSoonAction } from '../coming-soon-action/coming-soon-action.tsx';
import { LoadErrorBoundary } from '../load-error/load-error-boundary.tsx';
import { myCampaignPath } from '../my-campaigns/my-campaign-path.ts';
import { useCampaignText } from './campaign-text.ts';

// Each panel is its own chunk, fetched from the first hover, focus or click on its button: most visitors of
// a campaign page are not its owner, so the page itself carries neither.
const loadEditDialog = () => import('../edit-campaign/edit-campaign-dialog.tsx');
const EditCampaignDialog = lazy(loadEditDialog);
const loadWithdrawDialog = () => import('../withdraw-request/withdraw-request-dialog.tsx');
const WithdrawRequestDialog = lazy(loadWithdrawDialog);

interface OwnerToolsProps {
  campaign: Pick<Campaign, 'id' | 'title' | 'description'>;
  /** The campaign was saved with new text, or money was requested from it: the page reads it again. */
  onChanged: () => void;
}

type Panel = 'edit' | 'withdraw' | null;

/**
 * §2 owner extras, shown only to the campaign's owner: 'Edit Campaign' (the Update Campaign modal), a link to
 * the campaign's creator dashboard, 'Generate Report', which a later issue brings (shown, focusable, marked
 * 'Coming soon'), and 'Request a Withdraw' (the withdraw panel).
 */
export function OwnerTools({ campaign, onChanged }: OwnerToolsProps) {
  const t = useCampaignText();
  const [open, setOpen] = useState<Panel>(null);
  const [done, setDone] = useState<'saved' | 'withdrawalSent' | null>(null);
  const opener = (panel: Exclude<Panel, null>, load: () => Promise<unknown>) => {
    const prefetch = () => void load();
    return {
      'aria-haspopup': 'dialog' as const,
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onClick: () => {
        setDone(null);
        setOpen(panel);
      },
    };
  };
  const finish = (outcome: 'saved' | 'withdrawalSent') => {
    setOpen(null);
    setDone(outcome);
    onChanged();
  };
  return (
    <section className="owner-tools" aria-labelledby="owner-tools-heading">
      <h2 id="owner-tools-heading" className="owner-tools__heading">
        {t('campaignDetail.owner.heading')}
      </h2>
      <div className="owner-tools__actions">
        <button type="button" className="button button--primary" {...opener('edit', loadEditDialog)}>
          {t('campaignDetail.owner.edit')}
        </button>
        <Link className="button button--secondary" to={myCampaignPath(campaign.id)}>
          {t('campaignDetail.owner.dashboard')}
        </Link>
        <ComingSoonAction
          label={t('campaignDetail.owner.report')}
          note={t('campaignDetail.owner.comingSoon')}
        />
        <button
          type="button"
          className="button button--secondary"
          {...opener('withdraw', loadWithdrawDialog)}
        >
          {t('campaignDetail.owner.withdraw')}
        </button>
      </div>
      <p className="owner-tools__status" role="status">
        {done === 'saved' && t('campaignDetail.owner.saved')}
        {done === 'withdrawalSent' && t('campaignDetail.owner.withdrawalSent')}
      </p>
      {open && (
        <LoadErrorBoundary>
          <Suspense fallback={null}>
            {open === 'edit' ? (
              <EditCampaignDialog
                campaign={campaign}
                onClose={() => setOpen(null)}
                onSaved={() => finish('saved')}
              />
            ) : (
              <WithdrawRequestDialog
                campaign={campaign}
                onClose={() => setOpen(null)}
                onRequested={() => finish('withdrawalSent')}
              />
            )}
          </Suspense>
        </LoadErrorBoundary>
      )}
    </section>
  );
}
