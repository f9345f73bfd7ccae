interface StatusNoticeProps {
  /** What went wrong, in the visitor's language. */
  message: string;
  /** The one thing the visitor can do about it: the button's text and what it does. */
  action: { label: string; onClick: () => void };
}

/** An announced notice that something could not be shown, with one button to act on it. */
export function StatusNotice({ message, action }: StatusNoticeProps) {
  return (
    <div className="status status--error" role="alert" data-state="error">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={action.onClick}>
        {action.label}
      </button>
    </div>
  );
}
