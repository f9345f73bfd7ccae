import type { PrivacyMessageKey } from './legal-text.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { LEGAL_UPDATED_ON } from './legal-dates.ts';
import { LegalDocument } from './legal-document.tsx';
import { privacyCatalog } from './legal-text.ts';
import './legal.css';

const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** /legal/privacypolicy: what personal data Lomi keeps and why, written for how Lomi really works. */
export default function PrivacyPage() {
  return (
    <privacyCatalog.Provider fallback={<LoadingState />}>
      <Privacy />
    </privacyCatalog.Provider>
  );
}

function Privacy() {
  const t = privacyCatalog.useText();
  return (
    <LegalDocument
      title={t('privacy.title')}
      updated={(date) => t('privacy.updated', { date })}
      updatedOn={LEGAL_UPDATED_ON.privacy}
      intro={t('privacy.intro')}
      contentsLabel={t('privacy.contents')}
      backLabel={t('privacy.back')}
      sections={SECTIONS.map((n) => ({
        title: t(`privacy.s${n}.title` satisfies PrivacyMessageKey),
        body: t(`privacy.s${n}.body` satisfies PrivacyMessageKey),
      }))}
    />
  );
}
