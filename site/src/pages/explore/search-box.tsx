import { useRef, useState, type FormEvent } from 'react';
import { useSiteText } from '../../language/use-site-text.ts';

interface SearchBoxProps {
  /** The search currently applied. Remount (change `key`) to reset the field when it changes elsewhere. */
  initial: string;
  onSearch: (search: string) => void;
}

/** The Explore search form: a labelled search field, a clear button while it holds text, and Search. */
export function SearchBox({ initial, onSearch }: SearchBoxProps) {
  const t = useSiteText();
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(value.trim());
  }

  function clear() {
    setValue('');
    input.current?.focus();
    if (initial !== '') onSearch('');
  }

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <label className="visually-hidden" htmlFor="explore-search">
        {t('explore.search.label')}
      </label>
      <span className="search-box__field">
        <input
          ref={input}
          id="explore-search"
          className="search-box__input"
          type="search"
          name="search"
          value={value}
          placeholder={t('explore.search.placeholder')}
          onChange={(event) => setValue(event.target.value)}
        />
        {value !== '' && (
          <button
            type="button"
            className="search-box__clear"
            aria-label={t('explore.search.clear')}
            onClick={clear}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </span>
      <button type="submit" className="button button--primary">
        {t('explore.search.submit')}
      </button>
    </form>
  );
}
