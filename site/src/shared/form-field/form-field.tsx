import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

interface FormFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'className' | 'onChange' | 'value' | 'prefix'
> {
  /**
   * The CSS block of the form's stylesheet: the parts are `<block>__field`, `__label`, `__hint`, `__row`,
   * `__input`, `__error` and `__note`, so each form keeps its look.
   */
  block: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** What the field wants, read with it by screen readers; may hold a link. */
  hint?: ReactNode;
  /** Where the hint goes: under the label (default), or under the field, as a character count does. */
  hintPlacement?: 'above' | 'below';
  /** The translated problem of the field, shown under it and announced with it; none when it is fine. */
  error?: string | null | undefined;
  /** A positive note under the field while it has no error (such as 'Password Matches'). */
  note?: string | null;
  /** Shown before the input, inside one `__row` (the `+251` of phone numbers). */
  prefix?: ReactNode;
  /** A text area of this many rows instead of a one-line input. */
  rows?: number;
  /** The one-line input (a text area takes no ref). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * One labelled field of the site's forms, with its hint, error and note tied to it (`aria-invalid`,
 * `aria-describedby`, in the order they are shown) so a screen reader reads them with the field. Other
 * props (`type`, `name`, `autoComplete`, `required`, `onBlur`, `data-lomi-autofocus`…) go to the control.
 */
export function FormField({
  block,
  label,
  value,
  onChange,
  hint,
  hintPlacement = 'above',
  error,
  note,
  prefix,
  rows,
  ref,
  ...control
}: FormFieldProps) {
  const id = useId();
  const ids = { hint: `${id}-hint`, error: `${id}-error`, note: `${id}-note` };
  const shownNote = note && !error ? note : null;
  const hintAbove = hint && hintPlacement === 'above';
  const hintBelow = hint && hintPlacement === 'below';
  const described = [hintAbove && ids.hint, error && ids.error, hintBelow && ids.hint, shownNote && ids.note]
    .filter(Boolean)
    .join(' ');
  const wiring = {
    id,
    className: `${block}__input`,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
  };
  const hintText = (
    <p id={ids.hint} className={`${block}__hint`}>
      {hint}
    </p>
  );
  const input = rows ? (
    <textarea
      // The same attributes and handlers (`onBlur`, `maxLength`…) suit a text area; its events carry it.
      {...(control as TextareaHTMLAttributes<HTMLTextAreaElement>)}
      {...wiring}
      rows={rows}
      onChange={(event) => onChange(event.target.value)}
    />
  ) : (
    <input {...control} {...wiring} ref={ref} onChange={(event) => onChange(event.target.value)} />
  );
  return (
    <div className={`${block}__field`}>
      <label htmlFor={id} className={`${block}__label`}>
        {label}
      </label>
      {hintAbove && hintText}
      {prefix ? (
        <div className={`${block}__row`}>
          {prefix}
          {input}
        </div>
      ) : (
        input
      )}
      {error && (
        <p id={ids.error} className={`${block}__error`}>
          {error}
        </p>
      )}
      {hintBelow && hintText}
      {shownNote && (
        <p id={ids.note} className={`${block}__note`}>
          {shownNote}
        </p>
      )}
    </div>
  );
}
