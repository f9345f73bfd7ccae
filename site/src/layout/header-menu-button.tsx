import { lazy, Suspense, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';

// The menus' code and texts come only when one is first opened: the header of every first load stays small.
const HeaderMenuPanel = lazy(() => import('./header-menu-panel.tsx'));

/** Fetches the menus ahead, when the pointer or focus reaches a menu button. */
const prefetch = () => void import('./header-menu-panel.tsx');

interface HeaderMenuButtonProps {
  kind: 'account' | 'mobile';
  /** The button's accessible name. */
  label: string;
  className: string;
  children: ReactNode;
}

/** A button that shows and hides one of the header's menus (a disclosure: links, not an ARIA menu). */
export function HeaderMenuButton({ kind, label, className, children }: HeaderMenuButtonProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Tab past the panel (or back past the button) closes it, else it would keep covering the page. Only a
  // focus that lands elsewhere counts: `relatedTarget` is null when the window loses focus, or when a click
  // in the panel focuses nothing (Safari), and the menu should stay open then.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
  };
  return (
    <div className={`header-menu header-menu--${kind}`} onBlur={open ? onBlur : undefined}>
      <button
        ref={button}
        type="button"
        className={className}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => setOpen((current) => !current)}
      >
        {children}
      </button>
      {open && (
        <Suspense fallback={null}>
          <HeaderMenuPanel kind={kind} id={id} button={button} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
