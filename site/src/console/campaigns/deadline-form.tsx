import { useState, type FormEvent } from 'react';
import { formatDate, type ConsoleCampaign } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useConsoleCampaignsText } from './console-campaigns-text.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** `YYYY-MM-DD` of `date` in the viewer's time zone (what `<input type="date">` holds). */
function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The end of day `day` (`YYYY-MM-DD`) in the viewer's time zone: the next midnight, when donations stop. */
export function endOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date + 1);
}

/** The last day a deadline still takes donations (the day before its midnight). */
const lastDayOf = (deadline: string) => new Date(new Date(deadline).getTime() - 1);

/** Sets, moves or removes a campaign's deadline: a day, donations stopping at its end. */
export function DeadlineForm({
  campaign,
  busy,
  onSave,
}: {
  campaign: ConsoleCampaign;
  busy: boolean;
  onSave: (deadline: string | null) => void;
}) {
  const t = useConsoleCampaignsText();
  const { locale } = useSiteLanguage();
  const [day, setDay] = useState(campaign.deadline ? dayOf(lastDayOf(campaign.deadline)) : '');
  const [error, setError] = useState<string | null>(null);
  const finished = campaign.status === 'completed' || campaign.status === 'closed';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return setError(t('deadline.required'));
    const end = endOfDay(day);
    if (Number.isNaN(end.getTime()) || end.getTime() <= Date.now()) return setError(t('deadline.future'));
    onSave(end.toISOString());
  }

  return (
    <section className="console-campaign__deadline" aria-labelledby="console-campaign-deadline">
      <h2 id="console-campaign-deadline">{t('deadline.title')}</h2>
      <p>
        {campaign.deadline
          ? t('deadline.current', { date: formatDate(lastDayOf(campaign.deadline), locale) })
          : t('deadline.none')}
      </p>
      {finished ? (
        <p>{t('deadline.finished')}</p>
      ) : (
        <form className="dialog-form" noValidate onSubmit={submit}>
          <FormField
            block="dialog-form"
            type="date"
            label={t('deadline.label')}
            hint={t('deadline.hint')}
            value={day}
            min={dayOf(new Date())}
            onChange={(value) => {
              setDay(value);
              setError(null);
            }}
            error={error}
          />
          <div className="console-campaign__actions">
            <button type="submit" className="console-button" disabled={busy}>
              {t('deadline.save')}
            </button>
            {campaign.deadline && (
              <button
                type="button"
                className="console-button console-button--quiet"
                disabled={busy}
                onClick={() => onSave(null)}
              >
                {t('deadline.clear')}
              </button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}
