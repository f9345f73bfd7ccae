import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import './not-found.css';

/** Any path the site does not know (§2 "any other"): 'Page Not Found!' and a way home. */
export default function NotFoundPage() {
  const t = useSiteText();
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <div className="page not-found">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/" className="button button--primary">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
