import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { campaignPath } from '../../routing/campaign-path.ts';
import { parseCampaignId } from './donation-memory.ts';
import './donation.css';

/**
 * /donation/canceled/{id} (§2): where a canceled or failed checkout returns. 'Try Again' goes back to the
 * campaign; an id that is not a number still gets the message, with Explore instead.
 */
export default function DonationCanceledPage() {
  const t = useSiteText();
  const campaignId = parseCampaignId(useParams().id);
  useDocumentTitle(t('donationPage.canceled.title'));
  return (
    <div className="page donation-result donation-result--canceled" data-state="canceled">
      <p className="donation-result__icon" aria-hidden="true">
        !
      </p>
      <h1 className="page__title">{t('donationPage.canceled.title')}</h1>
      <p className="donation-result__text">{t('donationPage.canceled.text')}</p>
      <p className="donation-result__actions">
        <Link
          to={campaignId === null ? '/explore' : campaignPath(campaignId)}
          className="button button--primary"
        >
          {t('donationPage.canceled.tryAgain')}
        </Link>
      </p>
    </div>
  );
}
