import { useId } from 'react';
import { createPortal } from 'react-dom';
import { Modal } from '@lomi/react';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useHowItWorksText } from './how-it-works-text.ts';
import { HOW_IT_WORKS_STEPS, screenshotPath, SCREENSHOT_SIZE, type HowItWorksStep } from './screenshots.ts';
import { stepTexts } from './step-texts.ts';

interface ScreenshotLightboxProps {
  step: HowItWorksStep;
  /** Shows another step's screenshot in the same lightbox. */
  onStepChange: (step: HowItWorksStep) => void;
  onClose: () => void;
}

/**
 * A step's screenshot at full size (its own module, loaded on demand): a modal over the whole page (portalled
 * to `body`, so the rest turns inert) with the step's title and text, previous and next steps, and a close
 * button. Escape closes it too, and focus returns to the thumbnail that opened it.
 */
export default function ScreenshotLightbox({ step, onStepChange, onClose }: ScreenshotLightboxProps) {
  const t = useHowItWorksText();
  const { locale } = useSiteLanguage();
  const titleId = useId();
  const textId = useId();
  const texts = stepTexts(step);
  const index = HOW_IT_WORKS_STEPS.indexOf(step);
  const previous = HOW_IT_WORKS_STEPS[index - 1];
  const next = HOW_IT_WORKS_STEPS[index + 1];
  return createPortal(
    // The modal's backdrop is styled through this layer (.lightbox-layer > .lomi-modal), so the page needs
    // none of the donate dialog's CSS for it.
    <div className="lightbox-layer">
      <Modal labelledBy={titleId} describedBy={textId} onClose={onClose} className="lightbox">
        <div className="lightbox__header">
          <h2 id={titleId} className="lightbox__title">
            {t('howItWorks.lightbox.title', { step, title: t(texts.title) })}
          </h2>
          <button
            type="button"
            className="lightbox__close"
            aria-label={t('howItWorks.lightbox.close')}
            onClick={onClose}
            data-lomi-autofocus
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <p id={textId} className="lightbox__text">
          {t(texts.text)}
        </p>
        <img
          key={step}
          className="lightbox__image"
          src={screenshotPath(locale, step, 'full')}
          alt={t(texts.alt)}
          width={SCREENSHOT_SIZE.width}
          height={SCREENSHOT_SIZE.height}
        />
        <div className="lightbox__nav">
          <button
            type="button"
            className="button button--secondary"
            // aria-disabled rather than disabled: a button that had focus keeps it at the first step.
            aria-disabled={previous === undefined ? true : undefined}
            onClick={() => previous !== undefined && onStepChange(previous)}
          >
            {t('howItWorks.lightbox.previous')}
          </button>
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={next === undefined ? true : undefined}
            onClick={() => next !== undefined && onStepChange(next)}
          >
            {t('howItWorks.lightbox.next')}
          </button>
        </div>
      </Modal>
    </div>,
    document.body,
  );
}
