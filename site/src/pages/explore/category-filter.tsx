import { useRef, useState } from 'react';
import type { Category } from '@lomi/core';
import { categoryLabel } from '../../features/category/category-label.ts';
import { useSiteText } from '../../language/use-site-text.ts';

interface CategoryFilterProps {
  /** Every category, as `GET /api/categories/` lists them. */
  categories: readonly Category[];
  /** Ids currently applied. */
  selected: readonly number[];
  /** Called with the new selection when the visitor presses Continue. */
  onApply: (ids: number[]) => void;
}

/**
 * The category panel of §2 Explore: a multi-select of checkboxes in a modal dialog. Ticking only changes a
 * draft; Continue applies it, Cancel (or Escape) throws it away. The native `<dialog>` traps focus while open
 * and gives it back to the opening button when closed.
 */
export function CategoryFilter({ categories, selected, onApply }: CategoryFilterProps) {
  const t = useSiteText();
  const dialog = useRef<HTMLDialogElement>(null);
  const [draft, setDraft] = useState<number[]>([]);

  function open() {
    setDraft([...selected]);
    dialog.current?.showModal();
  }

  function toggle(id: number, checked: boolean) {
    setDraft((current) =>
      checked ? [...current, id].sort((a, b) => a - b) : current.filter((item) => item !== id),
    );
  }

  function apply() {
    dialog.current?.close();
    onApply(draft);
  }

  return (
    <>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={open}>
        {t('explore.filter.button', { count: selected.length })}
      </button>
      <dialog ref={dialog} className="category-filter" aria-labelledby="category-filter-title">
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <fieldset className="category-filter__fieldset">
            <legend id="category-filter-title" className="category-filter__title">
              {t('explore.filter.title')}
            </legend>
            <p className="category-filter__hint">{t('explore.filter.hint')}</p>
            <ul className="category-filter__options">
              {categories.map((category) => (
                <li key={category.id}>
                  <label className="category-filter__option">
                    <input
                      type="checkbox"
                      name="category"
                      value={category.id}
                      checked={draft.includes(category.id)}
                      onChange={(event) => toggle(category.id, event.target.checked)}
                    />
                    {categoryLabel(t, category)}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          <div className="category-filter__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => dialog.current?.close()}
            >
              {t('explore.filter.cancel')}
            </button>
            <button type="submit" className="button button--primary">
              {t('explore.filter.continue')}
            </button>
          </div>
        </form>
      </dialog>
    </>
  );
}
