import { useState, type FormEvent } from 'react';
import { useSiteText } from '../language/use-site-text.ts';

interface SearchBoxProps {
  /** The search currently applied. Remount (change `key`) to reset the field when it changes elsewhere. */
  initial: string;
  onSearch: (search: string) => void;
}

/** The Explore search form: a labelled search field and its button; Enter searches too. */
export function SearchBox({ initial, onSearch }: SearchBoxProps) {
  const t = useSiteText();
  const [value, setValue] = useState(initial);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value.trim());
  }
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="explore-search">
        {t('explore.search.label')}
      </label>
      <input
        id="explore-search"
        className="search-box__input"
        type="search"
        name="search"
        value={value}
        placeholder={t('explore.search.placeholder')}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('explore.search.submit')}
      </button>
    </form>
  );
}
