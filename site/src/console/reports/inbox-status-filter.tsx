import { useId } from 'react';
import type { InboxStatus } from '@lomi/core';

interface InboxStatusFilterProps {
  legend: string;
  labels: Record<InboxStatus, string>;
  value: InboxStatus;
  onChange: (status: InboxStatus) => void;
}

/** Open or resolved items: a radio group (arrow keys move between the two). */
export function InboxStatusFilter({ legend, labels, value, onChange }: InboxStatusFilterProps) {
  const name = useId();
  return (
    <fieldset className="inbox__choices">
      <legend>{legend}</legend>
      {(['open', 'resolved'] as const).map((status) => (
        <label key={status} className="inbox__choice">
          <input
            type="radio"
            name={name}
            value={status}
            checked={value === status}
            onChange={() => onChange(status)}
          />
          {labels[status]}
        </label>
      ))}
    </fieldset>
  );
}

/** The inbox status of the address (`?status=resolved`); open otherwise. */
export function readInboxStatus(params: URLSearchParams): InboxStatus {
  return params.get('status') === 'resolved' ? 'resolved' : 'open';
}

/** `params` with `key` set to `value` (left out when `fallback`), back on the first page. */
export function withFilter(
  params: URLSearchParams,
  key: string,
  value: string,
  fallback: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === fallback) next.delete(key);
  else next.set(key, value);
  next.delete('page');
  return next;
}
