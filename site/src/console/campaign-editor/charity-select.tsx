import { useId } from 'react';
import { useApi } from '../../shared/data/use-api.ts';
import { useCampaignEditorText } from './campaign-editor-text.ts';

export interface CharitySelectProps {
  /** The chosen charity's id, or null for none. */
  value: number | null;
  onChange: (charityId: number | null) => void;
}

/** §3's charity choice (`createdByCharity`/`charityId`): none, or one of the charities `GET /charity/` lists. */
export function CharitySelect({ value, onChange }: CharitySelectProps) {
  const t = useCampaignEditorText();
  const id = useId();
  const charities = useApi('charities', (client, signal) => client.charities.list({ signal }));
  const listed = charities.data?.results ?? [];
  return (
    <div className="campaign-editor__field">
      <label htmlFor={id} className="dialog-form__label">
        {t('campaignEditor.charity.label')}
      </label>
      <p id={`${id}-hint`} className="dialog-form__hint">
        {t('campaignEditor.charity.hint')}
      </p>
      <select
        id={id}
        className="campaign-editor__select"
        aria-describedby={`${id}-hint`}
        value={value === null ? '' : String(value)}
        aria-busy={charities.state === 'loading'}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t('campaignEditor.charity.none')}</option>
        {/* A charity not on the list's first page still shows while chosen. */}
        {value !== null && !listed.some((charity) => charity.id === value) && (
          <option value={String(value)}>#{value}</option>
        )}
        {listed.map((charity) => (
          <option key={charity.id} value={String(charity.id)}>
            {charity.name}
          </option>
        ))}
      </select>
    </div>
  );
}
