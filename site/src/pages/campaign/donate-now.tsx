import { Link } from 'react-router';
import type { Campaign, DonationEventDetail } from '@lomi/core';
import { useSiteText } from '../../language/use-site-text.ts';
import { LazyDialogButton } from '../../shared/lazy-dialog/lazy-dialog-button.tsx';
import { donationPath } from '../../routing/donation-path.ts';

const loadDialog = () => import('./campaign-donate-dialog.tsx');

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
  return (
    <div className="donate-now">
      <LazyDialogButton
        load={loadDialog}
        className="button button--primary donate-now__button"
        keepMounted
        dialog={(CampaignDonateDialog, { open, close }) => (
          <CampaignDonateDialog campaign={campaign} open={open} onClose={close} onSucceeded={onSucceeded} />
        )}
      >
        {t('campaign.donate.button')}
      </LazyDialogButton>
      <Link className="donate-now__wizard" to={donationPath(campaign.id)}>
        {t('campaign.donate.wizard')}
      </Link>
    </div>
  );
}
