import { REPORT_REASONS, type ReportReason } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';

export interface ReasonChoicesProps {
  idPrefix: string;
  reason: ReportReason;
  onChange: (reason: ReportReason) => void;
}

/** The §2 reasons as a native radio group (arrow keys move and choose, as in any form). */
export function ReasonChoices({ idPrefix, reason, onChange }: ReasonChoicesProps) {
  const t = useTranslate();
  return (
    <fieldset className="lomi-choices lomi-report__reasons" part="field">
      <legend className="lomi-label lomi-report__legend">{t('report-form.reason-legend')}</legend>
      {REPORT_REASONS.map((option) => {
        const id = `${idPrefix}-reason-${option}`;
        return (
          <label key={option} className="lomi-choice lomi-report__choice" htmlFor={id}>
            <input
              id={id}
              type="radio"
              name={`${idPrefix}-reason`}
              value={option}
              checked={reason === option}
              onChange={() => onChange(option)}
              className="lomi-radio"
            />
            <span className="lomi-choice-name">{t(`report-form.reason-${option}`)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
