import { lazy, Suspense } from 'react';
import type { DonationEventDetail } from '@lomi/core';
import { LoadErrorBoundary } from '../load-error/load-error-boundary.tsx';

/** The campaign page's donate dialog module; fetched when a 'Donate Now' is first pointed at, focused or pressed. */
export const loadDonateDialog = () => import('../campaign/campaign-donate-dialog.tsx');
const CampaignDonateDialog = lazy(loadDonateDialog);

interface FeaturedDonateDialogProps {
  campaign: { id: number; title: string };
  open: boolean;
  onClose: () => void;
  onSucceeded: (detail: DonationEventDetail) => void;
}

/**
 * The same donate dialog the campaign page opens, for the featured campaign whose 'Donate Now' was pressed. It
 * stays mounted after closing so its thank-you alert can show; a new campaign starts a fresh dialog.
 */
export function FeaturedDonateDialog({ campaign, open, onClose, onSucceeded }: FeaturedDonateDialogProps) {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={null}>
        <CampaignDonateDialog
          key={campaign.id}
          campaign={campaign}
          open={open}
          onClose={onClose}
          onSucceeded={onSucceeded}
        />
      </Suspense>
    </LoadErrorBoundary>
  );
}
