import { useEffect, useRef, useState } from 'react';
import type { ToastTone } from './toast-context.ts';

interface ToastItemProps {
  message: string;
  tone: ToastTone;
  durationMs: number;
  dismissLabel: string;
  onClose: () => void;
}

/**
 * One toast. It closes after `durationMs`, but the clock stops while the pointer is over it or the focus is in
 * it (WCAG 2.2.1: a person reading or reaching for the close button keeps it), and runs on with the time left.
 */
export function ToastItem({ message, tone, durationMs, dismissLabel, onClose }: ToastItemProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(durationMs);
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  const paused = hovered || focused;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => close.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused]);

  return (
    <li
      className="lomi-toast"
      data-tone={tone}
      data-state={paused ? 'paused' : 'running'}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <p className="lomi-toast__message">{message}</p>
      <button type="button" className="lomi-toast__close" aria-label={dismissLabel} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </li>
  );
}
