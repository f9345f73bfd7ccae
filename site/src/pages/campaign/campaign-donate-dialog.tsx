import type { DonationEventDetail } from '@lomi/core';
import { DonateDialog } from '@lomi/react';
import { rememberDonation } from '../donation/donation-memory.ts';
import { useDonateStyles } from '../donation/use-donate-styles.ts';
import { useMessageFeatures } from '../../language/use-message-features.ts';

/** The message groups the dialog shows. */
const DIALOG_FEATURES = ['donation', 'donate-dialog'] as const;

export interface CampaignDonateDialogProps {
  campaign: { id: number; title: string };
  open: boolean;
  onClose: () => void;
  onSucceeded: (detail: DonationEventDetail) => void;
}

/**
 * The shared donate dialog with its styles, as its own module: the campaign page imports it lazily on the
 * first 'Donate now', so the dialog's code is not part of any page's first load.
 */
export default function CampaignDonateDialog({
  campaign,
  open,
  onClose,
  onSucceeded,
}: CampaignDonateDialogProps) {
  useDonateStyles();
  // Until its texts are there the dialog stays unmounted; focus stays on 'Donate now', which it returns to.
  if (!useMessageFeatures(DIALOG_FEATURES)) return null;
  return (
    <DonateDialog
      campaign={campaign}
      open={open}
      onClose={onClose}
      onStarted={rememberDonation}
      onSucceeded={onSucceeded}
    />
  );
}
