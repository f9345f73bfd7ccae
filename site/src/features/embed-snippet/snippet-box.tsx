import { useId, useRef, useState } from 'react';
import { useEmbedText } from './embed-text.ts';

interface SnippetBoxProps {
  /** The HTML to show and copy. */
  code: string;
  /** Names the code field; 'Code to paste into your page' by default. */
  label?: string;
  className?: string;
}

type CopyResult = { code: string; copied: boolean } | null;

/**
 * A snippet in a read-only text field (selectable by hand, announced with its label) with a Copy button whose
 * outcome is announced in a live region. When the clipboard refuses, the code is selected and focused so
 * Ctrl+C copies it.
 */
export function SnippetBox({ code, label, className }: SnippetBoxProps) {
  const t = useEmbedText();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [result, setResult] = useState<CopyResult>(null);

  async function copy() {
    // Emptied first, so copying the same code again is announced again.
    setResult(null);
    try {
      await navigator.clipboard.writeText(code);
      setResult({ code, copied: true });
    } catch {
      setResult({ code, copied: false });
      field.current?.focus();
      field.current?.select();
    }
  }

  // The message speaks of the code it copied; once the code changes it no longer applies.
  const shown = result?.code === code ? result : null;
  return (
    <div className={className ? `snippet ${className}` : 'snippet'}>
      <label htmlFor={id} className="snippet__label">
        {label ?? t('embed.code.label')}
      </label>
      <textarea
        id={id}
        ref={field}
        className="snippet__code"
        value={code}
        readOnly
        rows={code.split('\n').length + 1}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        translate="no"
        dir="ltr"
      />
      <div className="snippet__actions">
        <button type="button" className="button button--secondary snippet__copy" onClick={() => void copy()}>
          {t('embed.copy')}
        </button>
        <p
          role="status"
          aria-live="polite"
          className={shown?.copied === false ? 'snippet__status snippet__status--failed' : 'snippet__status'}
        >
          {shown && (shown.copied ? t('embed.copied') : t('embed.copyFailed'))}
        </p>
      </div>
    </div>
  );
}
