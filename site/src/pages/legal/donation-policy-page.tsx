import { formatPercent, PROCESSING_FEE_BASIS_POINTS } from '@lomi/core';
import type { DonationPolicyMessageKey } from './legal-text.ts';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useContactValues } from '../../layout/contact-details.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { LEGAL_UPDATED_ON } from './legal-dates.ts';
import { LegalDocument } from './legal-document.tsx';
import { donationPolicyCatalog } from './legal-text.ts';
import './legal.css';

const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

/**
 * /legal/donationpolicy: the policy of §1 (no creation fee, a processing fee on successful donations,
 * no cancellation once collected, no donations after the deadline, manual withdrawals) in full; the donate
 * wizard's terms checkbox links here.
 */
export default function DonationPolicyPage() {
  return (
    <donationPolicyCatalog.Provider fallback={<LoadingState />}>
      <DonationPolicy />
    </donationPolicyCatalog.Provider>
  );
}

function DonationPolicy() {
  const t = donationPolicyCatalog.useText();
  const { locale } = useSiteLanguage();
  // The fee the server records on each donation (@lomi/core), so the policy cannot drift from it.
  const fee = formatPercent(PROCESSING_FEE_BASIS_POINTS / 100, locale);
  // Refunds and questions go to the deployment's own contact details (LOMI_CONTACT_*), never invented ones.
  const contact = useContactValues();
  return (
    <LegalDocument
      title={t('donationPolicy.title')}
      updated={(date) => t('donationPolicy.updated', { date })}
      updatedOn={LEGAL_UPDATED_ON.donationPolicy}
      intro={t('donationPolicy.intro')}
      contentsLabel={t('donationPolicy.contents')}
      backLabel={t('donationPolicy.back')}
      sections={SECTIONS.map((n) => ({
        title: t(`donationPolicy.s${n}.title` satisfies DonationPolicyMessageKey),
        body: t(`donationPolicy.s${n}.body` satisfies DonationPolicyMessageKey, { fee, ...contact }),
      }))}
    />
  );
}
