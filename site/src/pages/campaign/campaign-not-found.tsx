import { Link } from 'react-router';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSiteText } from '../../language/use-site-text.ts';

/** A campaign id that does not exist (or no longer does): say so and point to other campaigns. */
export function CampaignNotFound() {
  const t = useSiteText();
  useDocumentTitle(t('campaign.notFound.title'));
  return (
    <div className="page campaign-not-found" data-state="not-found">
      <h1 className="page__title">{t('campaign.notFound.title')}</h1>
      <p>{t('campaign.notFound.text')}</p>
      <Link to="/explore" className="button button--primary">
        {t('campaign.notFound.explore')}
      </Link>
    </div>
  );
}
