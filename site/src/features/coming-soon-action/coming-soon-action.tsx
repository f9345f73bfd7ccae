import './coming-soon-action.css';

interface ComingSoonActionProps {
  /** What the action will do, e.g. 'Create Organization'. */
  label: string;
  /** The 'Coming soon' mark, in the page's language. */
  note: string;
}

/**
 * An action §2 shows but keeps disabled for now (Create Organization, Create Campaign, Edit Organization, My
 * Withdrawals), marked 'Coming soon'. `aria-disabled` rather than `disabled` keeps it focusable, so keyboard
 * and screen-reader users meet it and hear why it does nothing. Unlike the home page's tooltip button
 * the note is always visible, for pages that show several.
 */
export function ComingSoonAction({ label, note }: ComingSoonActionProps) {
  return (
    <button type="button" className="button coming-soon-action" aria-disabled="true">
      {label}
      <span className="coming-soon-action__note">{note}</span>
    </button>
  );
}
