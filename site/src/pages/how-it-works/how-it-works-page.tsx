import { useState } from 'react';
import { Link } from 'react-router';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { LazyDialog } from '../../shared/lazy-dialog/lazy-dialog.tsx';
import { LazyDialogButton } from '../../shared/lazy-dialog/lazy-dialog-button.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { HowItWorksTextProvider, useHowItWorksText } from './how-it-works-text.ts';
import { HOW_IT_WORKS_STEPS, screenshotPath, THUMBNAIL_SIZE, type HowItWorksStep } from './screenshots.ts';
import { stepTexts } from './step-texts.ts';
import './how-it-works.css';

// The lightbox (and the modal code it brings) is fetched when a screenshot is first enlarged.
const loadLightbox = () => import('./screenshot-lightbox.tsx');

/** /howitworks (§2): the seven steps of a donation, each with a screenshot that enlarges in a lightbox. */
export default function HowItWorksPage() {
  return (
    <HowItWorksTextProvider fallback={<LoadingState />}>
      <HowItWorks />
    </HowItWorksTextProvider>
  );
}

function HowItWorks() {
  const t = useHowItWorksText();
  const { locale } = useSiteLanguage();
  const [enlarged, setEnlarged] = useState<HowItWorksStep | null>(null);
  useDocumentTitle(t('howItWorks.documentTitle'));
  return (
    <div className="page how-it-works">
      <h1 className="page__title">{t('howItWorks.title')}</h1>
      <p className="how-it-works__intro">{t('howItWorks.intro')}</p>
      <ol className="how-it-works__steps">
        {HOW_IT_WORKS_STEPS.map((step) => {
          const texts = stepTexts(step);
          return (
            <li key={step} className="how-it-works__step">
              <div className="how-it-works__body">
                <p className="how-it-works__number" aria-hidden="true">
                  {step}
                </p>
                <div>
                  <h2 className="how-it-works__title">
                    <span className="visually-hidden">{t('howItWorks.step', { step })}: </span>
                    {t(texts.title)}
                  </h2>
                  <p className="how-it-works__text">{t(texts.text)}</p>
                </div>
              </div>
              <LazyDialogButton
                load={loadLightbox}
                className="how-it-works__shot"
                onClick={() => setEnlarged(step)}
              >
                <img
                  src={screenshotPath(locale, step, 'thumbnail')}
                  alt={t(texts.alt)}
                  width={THUMBNAIL_SIZE.width}
                  height={THUMBNAIL_SIZE.height}
                  loading={step > 2 ? 'lazy' : 'eager'}
                  decoding="async"
                />
                <span className="how-it-works__zoom">
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path
                      d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zm0 3v7m-3.5-3.5h7M15.5 15.5 20 20"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinecap="round"
                    />
                  </svg>
                  {t('howItWorks.enlarge', { step })}
                </span>
              </LazyDialogButton>
            </li>
          );
        })}
      </ol>
      <Link to="/explore" className="button button--primary">
        {t('howItWorks.explore')}
      </Link>
      {enlarged !== null ? (
        <LazyDialog load={loadLightbox}>
          {(ScreenshotLightbox) => (
            <ScreenshotLightbox
              step={enlarged}
              onStepChange={setEnlarged}
              onClose={() => setEnlarged(null)}
            />
          )}
        </LazyDialog>
      ) : null}
    </div>
  );
}
