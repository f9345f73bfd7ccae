import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';

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
  return (
    <div className={`header-menu header-menu--${kind}`}>
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
