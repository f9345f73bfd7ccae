import { useEffect, useMemo, useState } from 'react';
import { LomiRoot, useTranslate } from '@lomi/react';
import { donationEventCallbacks } from '../donation-events/donation-events.ts';
import type { LazyDonateDialog } from './donate-dialog-chunk.tsx';

type DialogComponent = typeof LazyDonateDialog;

let dialogModule: Promise<DialogComponent> | undefined;

/** Imports the dialog's chunk once per page, however many buttons ask. */
function loadDialog(): Promise<DialogComponent> {
  dialogModule ??= import('./donate-dialog-chunk.tsx').then((module) => module.LazyDonateDialog);
  return dialogModule;
}

/** Runs `task` when the browser is idle (Safari has no `requestIdleCallback`: a timeout stands in). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 2000);
  return () => clearTimeout(handle);
}

/**
 * A 'Donate' button that opens the campaign's donate dialog in the same shadow root. The dialog's code is
 * fetched when the page is idle, or at the latest on the first click; until it arrives the button shows
 * `aria-busy`. Donation callbacks become DOM events on `host`.
 */
export function DonateButton({ campaignId, host }: { campaignId: number; host: Element | undefined }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  // The click's download of the dialog failed (offline, blocked): say so instead of doing nothing.
  const [loadFailed, setLoadFailed] = useState(false);
  const [Dialog, setDialog] = useState<{ component: DialogComponent }>();
  const events = useMemo(() => (host ? donationEventCallbacks(host) : {}), [host]);

  useEffect(() => {
    let current = true;
    const show = () =>
      loadDialog().then(
        (component) => current && setDialog({ component }),
        (error: unknown) => {
          // A failed chunk is not cached: the next click tries again.
          dialogModule = undefined;
          console.warn('[lomi] could not load the donate dialog', error);
        },
      );
    const cancel = whenIdle(() => void show());
    return () => {
      current = false;
      cancel();
    };
  }, []);

  function onClick() {
    setOpen(true);
    setLoadFailed(false);
    if (!Dialog) {
      void loadDialog().then(
        (component) => setDialog({ component }),
        (error: unknown) => {
          dialogModule = undefined;
          setOpen(false);
          setLoadFailed(true);
          console.warn('[lomi] could not load the donate dialog', error);
        },
      );
    }
  }

  const DialogComponent = Dialog?.component;
  return (
    <LomiRoot className="lomi-donate-trigger" data-state="ready">
      <button
        type="button"
        part="button"
        className="lomi-button lomi-donate-trigger__button"
        aria-haspopup="dialog"
        aria-busy={open && !DialogComponent ? true : undefined}
        onClick={onClick}
      >
        {t('donate-dialog.title')}
      </button>
      {loadFailed && (
        <p role="alert" className="lomi-donate-trigger__error">
          {t('donate-dialog.load-failed')}
        </p>
      )}
      {DialogComponent ? (
        <DialogComponent campaignId={campaignId} open={open} onClose={() => setOpen(false)} {...events} />
      ) : null}
    </LomiRoot>
  );
}
