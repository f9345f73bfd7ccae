import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import type { Campaign, DonationEventDetail } from '@lomi/core';
import { useSiteText } from '../language/use-site-text.ts';
import { LoadErrorBoundary } from '../load-error/load-error-boundary.tsx';
import { donationPath } from '../routing/donation-path.ts';

const loadDialog = () => import('./campaign-donate-dialog.tsx');
const CampaignDonateDialog = lazy(loadDialog);

interface DonateNowProps {
  campaign: Pick<Campaign, 'id' | 'title'>;
  /** A mobile-money donation succeeded; the page refreshes its progress and donations. */
  onSucceeded: (detail: DonationEventDetail) => void;
}

/**
 * 'Donate now' (§2 Campaign detail): opens the donate dialog, whose code is fetched when the pointer or focus
 * reaches the button (or at the latest on the click), and a link to the full donate wizard. The dialog stays
 * mounted once opened so its thank-you alert can show after a success; it returns focus to this button. If
 * its code cannot be downloaded, a notice under the button offers to reload the page.
 */
export function DonateNow({ campaign, onSucceeded }: DonateNowProps) {
  const t = useSiteText();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const prefetch = () => void loadDialog();

  return (
    <div className="donate-now">
      <button
        type="button"
        className="button button--primary donate-now__button"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('campaign.donate.button')}
      </button>
      <Link className="donate-now__wizard" to={donationPath(campaign.id)}>
        {t('campaign.donate.wizard')}
      </Link>
      {opened && (
        <LoadErrorBoundary>
          <Suspense fallback={null}>
            <CampaignDonateDialog
              campaign={campaign}
              open={open}
              onClose={() => setOpen(false)}
              onSucceeded={onSucceeded}
            />
          </Suspense>
        </LoadErrorBoundary>
      )}
    </div>
  );
}
