import { Link } from 'react-router';
import { formatDate } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { LEGAL_UPDATED_ON } from './legal-dates.ts';
import { legalIndexCatalog } from './legal-text.ts';
import './legal.css';

/** /legal (§2): the three legal texts, each with what it covers and when it last changed. */
export default function LegalIndexPage() {
  return (
    <legalIndexCatalog.Provider fallback={<LoadingState />}>
      <LegalIndex />
    </legalIndexCatalog.Provider>
  );
}

function LegalIndex() {
  const t = legalIndexCatalog.useText();
  const { locale } = useSiteLanguage();
  useDocumentTitle(t('legal.documentTitle'));
  const documents = [
    {
      to: '/legal/termsofservice',
      title: t('legal.terms.title'),
      text: t('legal.terms.text'),
      on: LEGAL_UPDATED_ON.terms,
    },
    {
      to: '/legal/privacypolicy',
      title: t('legal.privacy.title'),
      text: t('legal.privacy.text'),
      on: LEGAL_UPDATED_ON.privacy,
    },
    {
      to: '/legal/donationpolicy',
      title: t('legal.donation.title'),
      text: t('legal.donation.text'),
      on: LEGAL_UPDATED_ON.donationPolicy,
    },
  ];
  return (
    <div className="page legal-index">
      <h1 className="page__title">{t('legal.title')}</h1>
      <p className="legal-index__intro">{t('legal.intro')}</p>
      <ul className="legal-index__list">
        {documents.map((document) => (
          <li key={document.to} className="legal-index__item">
            <h2 className="legal-index__title">
              <Link to={document.to}>{document.title}</Link>
            </h2>
            <p>{document.text}</p>
            <p className="legal-index__updated">
              {t('legal.updated', {
                date: formatDate(document.on, locale, { timeZone: 'Africa/Addis_Ababa' }),
              })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
