import type { DonationEventDetail } from '@lomi/core';
import { LazyDialog } from '../../shared/lazy-dialog/lazy-dialog.tsx';

/** The campaign page's donate dialog module; fetched when a 'Donate Now' is first pointed at, focused or pressed. */
export const loadDonateDialog = () => import('../../pages/campaign/campaign-donate-dialog.tsx');

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
    <LazyDialog load={loadDonateDialog}>
      {(CampaignDonateDialog) => (
        <CampaignDonateDialog
          key={campaign.id}
          campaign={campaign}
          open={open}
          onClose={onClose}
          onSucceeded={onSucceeded}
        />
      )}
    </LazyDialog>
  );
}
