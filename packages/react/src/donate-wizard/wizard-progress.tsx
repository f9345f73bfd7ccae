import { DONATE_WIZARD_STEPS, type DonateWizardStep, type MessageKey } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';

export const WIZARD_STEP_NAMES: Record<(typeof DONATE_WIZARD_STEPS)[number], MessageKey> = {
  amount: 'donate-wizard.step-amount',
  donator: 'donate-wizard.step-donator',
  message: 'donate-wizard.step-message',
  payment: 'donate-wizard.step-payment',
  tip: 'donate-wizard.step-tip',
  confirm: 'donate-wizard.step-confirm',
};

/**
 * Where the donor is: the six named steps on wide screens; on narrow ones (§2) 'n/5', the steps done of
 * the five before Confirm, with a bar. CSS shows one or the other, so assistive technology hears one.
 */
export function WizardProgress({ step }: { step: DonateWizardStep }) {
  const t = useTranslate();
  const total = DONATE_WIZARD_STEPS.length - 1;
  return (
    <>
      <ol className="lomi-wizard__steps" aria-label={t('donate-wizard.steps')}>
        {DONATE_WIZARD_STEPS.map((name, index) => (
          <li
            key={name}
            className="lomi-wizard__step"
            aria-current={index === step ? 'step' : undefined}
            data-done={index < step ? '' : undefined}
          >
            {t(WIZARD_STEP_NAMES[name])}
          </li>
        ))}
      </ol>
      <div
        className="lomi-wizard__compact"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={t('donate-wizard.progress-label', {
          current: step + 1,
          count: DONATE_WIZARD_STEPS.length,
          name: t(WIZARD_STEP_NAMES[DONATE_WIZARD_STEPS[step] ?? 'amount']),
        })}
        aria-label={t('donate-wizard.steps')}
      >
        <span className="lomi-wizard__compact-text" aria-hidden="true">
          {t('donate-wizard.progress', { done: step, total })}
        </span>
        <span className="lomi-wizard__bar" aria-hidden="true">
          <span className="lomi-wizard__bar-fill" style={{ width: `${(step / total) * 100}%` }} />
        </span>
      </div>
    </>
  );
}
