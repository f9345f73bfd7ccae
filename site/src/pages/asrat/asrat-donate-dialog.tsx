import { ASRAT_PAYMENT_METHODS, type DonationEventDetail } from '@lomi/core';
import { DonateDialog } from '@lomi/react';
import { rememberDonation } from '../donation/donation-memory.ts';
import { useDonateStyles } from '../donation/use-donate-styles.ts';
import { useMessageFeatures } from '../../language/use-message-features.ts';

/** The message groups the dialog shows. */
const DIALOG_FEATURES = ['donation', 'donate-dialog'] as const;

export interface AsratDonateDialogProps {
  /** The organization's Asrat campaign, and the dialog's title. */
  campaign: { id: number; title: string };
  open: boolean;
  onClose: () => void;
  onSucceeded: (detail: DonationEventDetail) => void;
}

/**
 * The shared donate dialog offering mobile money only (`ASRAT_PAYMENT_METHODS`, as the server takes for
 * Asrat): the member's name is optional (anonymous) and the phone is the one they pay from. Loaded on the
 * first press of 'Give Asrat'.
 */
export default function AsratDonateDialog({ campaign, open, onClose, onSucceeded }: AsratDonateDialogProps) {
  useDonateStyles();
  if (!useMessageFeatures(DIALOG_FEATURES)) return null;
  return (
    <DonateDialog
      campaign={campaign}
      open={open}
      onClose={onClose}
      onStarted={rememberDonation}
      onSucceeded={onSucceeded}
      methods={ASRAT_PAYMENT_METHODS}
    />
  );
}
