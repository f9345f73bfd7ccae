import { useId, useState, type FormEvent } from 'react';
import { createConsoleClient } from '@lomi/core';
import { useApi } from '../../shared/data/use-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useCampaignEditorText } from './campaign-editor-text.ts';

export interface OrganizationPickerProps {
  /** The chosen organization's id, or null. */
  value: number | null;
  onChange: (organizationId: number) => void;
}

/**
 * Chooses the approved organization a campaign is set up for: a search (by name or e-mail) over the console's
 * organizations list filtered to `approved`, its first page of matches as radio buttons.
 */
export function OrganizationPicker({ value, onChange }: OrganizationPickerProps) {
  const t = useCampaignEditorText();
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const organizations = useApi(`console-approved-organizations?search=${search}`, (client, signal) =>
    createConsoleClient(client).organizations.list(
      { status: 'approved', page: 1, ...(search ? { search } : {}) },
      { signal },
    ),
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSearch(typed.trim());
  }

  const results = organizations.data?.results ?? [];
  return (
    <div className="campaign-editor__picker">
      <form role="search" className="campaign-editor__search" onSubmit={submit}>
        <label htmlFor={searchId} className="dialog-form__label">
          {t('campaignEditor.setup.search')}
        </label>
        <p id={`${searchId}-hint`} className="dialog-form__hint">
          {t('campaignEditor.setup.searchHint')}
        </p>
        <div className="campaign-editor__row">
          <input
            id={searchId}
            type="search"
            className="dialog-form__input"
            aria-describedby={`${searchId}-hint`}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <button type="submit" className="button button--secondary">
            {t('campaignEditor.setup.searchButton')}
          </button>
        </div>
      </form>
      {organizations.state === 'error' && <ErrorState onRetry={organizations.retry} />}
      {!organizations.data && organizations.state === 'loading' && <LoadingState />}
      {organizations.data && results.length === 0 && <p>{t('campaignEditor.setup.noOrganizations')}</p>}
      {results.length > 0 && (
        <fieldset className="campaign-wizard__choices" aria-busy={organizations.state === 'loading'}>
          <legend className="dialog-form__label">{t('campaignEditor.setup.organizations')}</legend>
          <div className="campaign-wizard__options">
            {results.map((organization) => (
              <label key={organization.id} className="campaign-wizard__option">
                <input
                  type="radio"
                  name="organization"
                  value={organization.id}
                  checked={value === organization.id}
                  onChange={() => onChange(organization.id)}
                />
                {organization.name} ({organization.email})
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
