import type { TermsMessageKey } from './legal-text.ts';
import { useContactValues } from '../../layout/contact-details.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { LEGAL_UPDATED_ON } from './legal-dates.ts';
import { LegalDocument } from './legal-document.tsx';
import { termsCatalog } from './legal-text.ts';
import './legal.css';

const SECTIONS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** /legal/termsofservice (§2: "terms has real text"). */
export default function TermsPage() {
  return (
    <termsCatalog.Provider fallback={<LoadingState />}>
      <Terms />
    </termsCatalog.Provider>
  );
}

function Terms() {
  const t = termsCatalog.useText();
  // Where Lomi operates from and how to reach it are the deployment's settings (LOMI_CONTACT_*).
  const contact = useContactValues();
  return (
    <LegalDocument
      title={t('terms.title')}
      updated={(date) => t('terms.updated', { date })}
      updatedOn={LEGAL_UPDATED_ON.terms}
      intro={t('terms.intro')}
      contentsLabel={t('terms.contents')}
      backLabel={t('terms.back')}
      sections={SECTIONS.map((n) => ({
        title: t(`terms.s${n}.title` satisfies TermsMessageKey),
        body: t(`terms.s${n}.body` satisfies TermsMessageKey, contact),
      }))}
    />
  );
}
