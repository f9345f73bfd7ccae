import { useState, type ComponentPropsWithRef, type ComponentType, type ReactNode } from 'react';
import { LazyDialog, type DialogLoader } from './lazy-dialog.tsx';

/** What the dialog of a {@link LazyDialogButton} is told. */
export interface LazyDialogState {
  /** Always true unless `keepMounted`: then false once closed. */
  open: boolean;
  /** Closes the dialog (focus handling stays with the dialog). */
  close: () => void;
}

interface LazyDialogButtonProps<P> extends Omit<ComponentPropsWithRef<'button'>, 'type' | 'onClick'> {
  /** The dialog's module, a module-level constant: fetched when the pointer or focus reaches the button. */
  load: DialogLoader<P>;
  /**
   * Renders the dialog while open, after the button. Leave it out when the dialog is rendered elsewhere (one
   * dialog for many buttons, with {@link LazyDialog}); the button then only prefetches and calls `onClick`.
   */
  dialog?: (Dialog: ComponentType<P>, state: LazyDialogState) => ReactNode;
  /** Keeps the dialog mounted after it closes (with `open: false`), e.g. so its thank-you alert can show. */
  keepMounted?: boolean;
  /** Called on every press, before the dialog opens. */
  onClick?: () => void;
  children: ReactNode;
}

/**
 * A button that opens a code-split dialog: the dialog's chunk is fetched from the first hover or focus (at
 * the latest on the press), so a first load never carries it and the press rarely waits. The dialog renders
 * inside a `LoadErrorBoundary`, so a chunk that cannot be downloaded becomes a notice under the button.
 */
export function LazyDialogButton<P>({
  load,
  dialog,
  keepMounted = false,
  onClick,
  children,
  ...button
}: LazyDialogButtonProps<P>) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // A prefetch that fails is no error yet: the press loads again, and the boundary shows a failure then.
  const prefetch = () => void load().catch(() => undefined);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        {...button}
        onClick={() => {
          onClick?.();
          if (!dialog) return;
          setOpened(true);
          setOpen(true);
        }}
      >
        {children}
      </button>
      {dialog && (open || (keepMounted && opened)) && (
        <LazyDialog load={load}>{(Dialog) => dialog(Dialog, { open, close })}</LazyDialog>
      )}
    </>
  );
}
