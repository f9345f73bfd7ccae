import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSiteText } from '../../language/use-site-text.ts';
import { CreatorSteps } from './creator-steps.tsx';
import { HomeHero } from './home-hero.tsx';
import { Partners } from './partners.tsx';
import { ReadyToStart } from './ready-to-start.tsx';
import { TopCampaigns } from './top-campaigns.tsx';
import './home.css';

/** The home page (§1): hero, creator steps, top raising campaigns, get-started block and partners. */
export default function HomePage() {
  const t = useSiteText();
  useDocumentTitle(t('home.documentTitle'), true);
  return (
    <>
      <HomeHero />
      <CreatorSteps />
      <TopCampaigns />
      <ReadyToStart />
      <Partners />
    </>
  );
}
