import type { ReactNode } from 'react';
import { formatMoney, formatPercent, progressPercent, type Currency } from '@lomi/core';
import { useLomiSettings } from '../provider/use-lomi-settings.ts';
import { useRichTranslate } from '../provider/use-rich-translate.ts';
import { useTranslate } from '../provider/use-translate.ts';

export interface ProgressMeterViewProps {
  collected: number;
  target: number;
  currency: Currency;
}

/** The meter without its `.lomi-root`, for use inside other components (the card). */
export function ProgressMeterView({ collected, target, currency }: ProgressMeterViewProps) {
  const { locale } = useLomiSettings();
  const t = useTranslate();
  const rich = useRichTranslate();
  const percent = progressPercent(collected, target);
  const raised = formatMoney(collected, currency, locale);
  const goal = formatMoney(target, currency, locale);
  const percentText = formatPercent(percent, locale);
  const summary = rich('progress-meter.raised-of-target', {
    raised,
    target: goal,
    strong: (chunks: ReactNode[]) => <strong className="lomi-progress__raised">{chunks}</strong>,
  });
  // The bar and aria-valuenow stop at 100; the text keeps the real figure (an over-funded 134.5%).
  const capped = Math.min(100, Math.round(percent * 10) / 10);

  return (
    <div className="lomi-progress" part="meter">
      <p className="lomi-progress__summary">
        <span className="lomi-progress__amounts" part="amounts">
          {summary}
        </span>
        <span className="lomi-progress__percent" part="percent">
          {t('progress-meter.funded', { percent: percentText })}
        </span>
      </p>
      <div
        className="lomi-progress__track"
        part="bar"
        role="progressbar"
        aria-label={t('progress-meter.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={capped}
        aria-valuetext={t('progress-meter.value-text', { raised, target: goal, percent: percentText })}
      >
        <div className="lomi-progress__bar" part="bar-fill" style={{ width: `${capped}%` }} />
      </div>
    </div>
  );
}
