import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Campaign } from '@lomi/core';
import { ComingSoonAction } from '../coming-soon-action/coming-soon-action.tsx';
import { LoadErrorBoundary } from '../load-error/load-error-boundary.tsx';
import { myCampaignPath } from '../my-campaigns/my-campaign-path.ts';
import { useCampaignText } from './campaign-text.ts';

const loadDialog = () => import('../edit-campaign/edit-campaign-dialog.tsx');
const EditCampaignDialog = lazy(loadDialog);

interface OwnerToolsProps {
  campaign: Pick<Campaign, 'id' | 'title' | 'description'>;
  /** The campaign was saved with new text; the page reads it again. */
  onEdited: () => void;
}

/**
 * §2 owner extras, shown only to the campaign's owner: 'Edit Campaign' (the Update Campaign modal), a link to
 * the campaign's creator dashboard, and 'Generate Report' and 'Request a Withdraw', which later issues bring:
 * shown, focusable, marked 'Coming soon'.
 */
export function OwnerTools({ campaign, onEdited }: OwnerToolsProps) {
  const t = useCampaignText();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <section className="owner-tools" aria-labelledby="owner-tools-heading">
      <h2 id="owner-tools-heading" className="owner-tools__heading">
        {t('campaignDetail.owner.heading')}
      </h2>
      <div className="owner-tools__actions">
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={() => {
            setSaved(false);
            setOpen(true);
          }}
        >
          {t('campaignDetail.owner.edit')}
        </button>
        <Link className="button button--secondary" to={myCampaignPath(campaign.id)}>
          {t('campaignDetail.owner.dashboard')}
        </Link>
        {(['campaignDetail.owner.report', 'campaignDetail.owner.withdraw'] as const).map((label) => (
          <ComingSoonAction key={label} label={t(label)} note={t('campaignDetail.owner.comingSoon')} />
        ))}
      </div>
      <p className="owner-tools__status" role="status">
        {saved ? t('campaignDetail.owner.saved') : ''}
      </p>
      {open && (
        <LoadErrorBoundary>
          <Suspense fallback={null}>
            <EditCampaignDialog
              campaign={campaign}
              onClose={() => setOpen(false)}
              onSaved={() => {
                setOpen(false);
                setSaved(true);
                onEdited();
              }}
            />
          </Suspense>
        </LoadErrorBoundary>
      )}
    </section>
  );
}
