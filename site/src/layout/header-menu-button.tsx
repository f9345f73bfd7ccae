import { useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { LazyDialog } from '../shared/lazy-dialog/lazy-dialog.tsx';
import { LazyDialogButton } from '../shared/lazy-dialog/lazy-dialog-button.tsx';

// The menus' code and texts come only when one is first pointed at, focused or opened: the header of every
// first load stays small.
const loadPanel = () => import('./header-menu-panel.tsx');

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
      <LazyDialogButton
        load={loadPanel}
        ref={button}
        className={className}
        // A disclosure of links, not a dialog: it says whether it is expanded instead.
        aria-haspopup={undefined}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        onClick={() => setOpen((current) => !current)}
      >
        {children}
      </LazyDialogButton>
      {open && (
        <LazyDialog load={loadPanel}>
          {(HeaderMenuPanel) => (
            <HeaderMenuPanel kind={kind} id={id} button={button} onClose={() => setOpen(false)} />
          )}
        </LazyDialog>
      )}
    </div>
  );
}
