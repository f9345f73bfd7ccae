import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * `focusFirstInvalid()` moves the focus to the first invalid field (`aria-invalid="true"`) of the form behind
 * `formRef`, once React has rendered the fields' messages, so the field is read out with its problem. It runs
 * in an effect, so it also works after an answer that came back asynchronously.
 */
export function useFocusFirstInvalid(): {
  formRef: RefObject<HTMLFormElement | null>;
  focusFirstInvalid: () => void;
} {
  const formRef = useRef<HTMLFormElement>(null);
  const [requests, setRequests] = useState(0);
  useEffect(() => {
    if (requests > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [requests]);
  const focusFirstInvalid = useCallback(() => setRequests((count) => count + 1), []);
  return { formRef, focusFirstInvalid };
}
