import { useTranslate } from '../provider/use-translate.ts';

export interface SaveToggleProps {
  title: string;
  saved: boolean;
  onToggle: (saved: boolean) => void;
}

/** Heart button saving a campaign for later; a toggle button (`aria-pressed`) labelled with the title. */
export function SaveToggle({ title, saved, onToggle }: SaveToggleProps) {
  const t = useTranslate();
  return (
    <button
      type="button"
      className="lomi-card__save"
      aria-pressed={saved}
      aria-label={t('campaign-card.save', { title })}
      onClick={() => onToggle(!saved)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
