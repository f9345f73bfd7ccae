import { Link, useParams } from 'react-router';
import { donorFromAccount, errorKind, parsePositiveId, type Campaign } from '@lomi/core';
import { DonateWizard, useCampaign } from '@lomi/react';
import { CampaignNotFound } from '../campaign/campaign-not-found.tsx';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useMessageFeatures } from '../../language/use-message-features.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { campaignPath } from '../../routing/campaign-path.ts';
import { DONATION_TERMS_PATH } from '../../routing/donation-path.ts';
import { useSession } from '../../session/use-session.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { rememberDonation } from './donation-memory.ts';
import { useDonateStyles } from './use-donate-styles.ts';
import './donation.css';

/** The message groups the wizard shows. */
const WIZARD_FEATURES = ['donation', 'donate-wizard'] as const;

/** /donation/{id} (§2): the donate wizard for one campaign, with loading, not-found and error states. */
export default function DonationPage() {
  const { id = '' } = useParams();
  useDonateStyles();
  const campaignId = parsePositiveId(id);
  if (campaignId === undefined) return <CampaignNotFound />;
  return <DonationForCampaign key={campaignId} id={campaignId} />;
}

function DonationForCampaign({ id }: { id: number }) {
  const t = useSiteText();
  const result = useCampaign(id);
  useDocumentTitle(
    result.state === 'ready'
      ? t('donationPage.documentTitle', { title: result.campaign.title })
      : t('status.loading'),
  );
  if (result.state === 'loading') return <LoadingState />;
  if (result.state === 'error') {
    const kind = errorKind(result.error);
    if (kind === 'not-found' || kind === 'invalid') return <CampaignNotFound />;
    return (
      <div className="page">
        <h1 className="page__title">{t('campaign.error.title')}</h1>
        <ErrorState onRetry={result.retry} />
      </div>
    );
  }
  return <DonationWizardView campaign={result.campaign} />;
}

function DonationWizardView({ campaign }: { campaign: Campaign }) {
  const t = useSiteText();
  const textsReady = useMessageFeatures(WIZARD_FEATURES);
  const { status, user } = useSession();
  // §6: a signed-in donor starts with their own name and e-mail (editable) and is sent as `donatorId`.
  const donor = status === 'signed-in' && user ? donorFromAccount(user) : undefined;
  return (
    <div className="page donation-page" data-state="ready">
      <h1 className="page__title">{t('donationPage.title')}</h1>
      <p>
        <Link to={campaignPath(campaign.id)} className="donation-page__back">
          {t('donationPage.back')}
        </Link>
      </p>
      {textsReady ? (
        <DonateWizard
          campaign={campaign}
          donor={donor}
          termsHref={DONATION_TERMS_PATH}
          onStarted={rememberDonation}
        />
      ) : (
        <LoadingState />
      )}
    </div>
  );
}
