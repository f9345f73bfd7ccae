import { useId } from 'react';
import './upload-progress.css';

interface UploadProgressProps {
  /** What is being sent, e.g. 'Upload progress' (the bar's accessible name). */
  label: string;
  /** Share of the request body sent, 0–100. */
  percent: number;
  /** The visible value, e.g. '45% sent'. */
  valueText: string;
}

/**
 * A real upload's progress (the bytes `sendForm` reports, not a spinner): a `<progress>` bar named by its
 * label, with the percentage written beside it and as the bar's value text for screen readers.
 */
export function UploadProgress({ label, percent, valueText }: UploadProgressProps) {
  const labelId = useId();
  const rounded = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="upload-progress">
      <span id={labelId} className="upload-progress__label">
        {label}
      </span>
      <progress
        className="upload-progress__bar"
        max={100}
        value={rounded}
        aria-labelledby={labelId}
        aria-valuetext={valueText}
      />
      <span className="upload-progress__value" aria-hidden="true">
        {valueText}
      </span>
    </div>
  );
}
