import { useId } from 'react';

interface ChoiceOption<Value extends string> {
  value: Value;
  label: string;
  /** The label's language, when it differs from the page's. */
  lang?: string;
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  value: Value;
  onChange: (value: Value) => void;
  options: ReadonlyArray<ChoiceOption<Value>>;
}

/** One choice of the embed dialog as a group of radio buttons (arrow keys move between them). */
export function ChoiceGroup<Value extends string>({
  legend,
  value,
  onChange,
  options,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  return (
    <fieldset className="embed-choice">
      <legend className="embed-choice__legend">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="embed-choice__option">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <span lang={option.lang}>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
