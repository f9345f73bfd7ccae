import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { renderSite } from '../../testing/render-site.tsx';
import { LazyDialogButton } from './lazy-dialog-button.tsx';

interface NoteProps {
  open?: boolean;
  onClose: () => void;
}

function Note({ open = true, onClose }: NoteProps) {
  return (
    <div role="dialog" aria-label="Note" data-open={open}>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

describe('LazyDialogButton', () => {
  it('fetches the dialog when the pointer or focus reaches it, and opens it on the press', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Note }));
    const { container } = await renderSite(
      <main>
        <LazyDialogButton load={load} dialog={(Dialog, { close }) => <Dialog onClose={close} />}>
          Open the note
        </LazyDialogButton>
      </main>,
    );
    const button = screen.getByRole('button', { name: 'Open the note' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(load).not.toHaveBeenCalled();

    await userEvent.hover(button);
    expect(load).toHaveBeenCalled();
    await userEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Note' })).toBeTruthy();
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps a closed dialog mounted when asked, telling it that it is closed', async () => {
    const load = () => Promise.resolve({ default: Note });
    await renderSite(
      <LazyDialogButton
        load={load}
        keepMounted
        dialog={(Dialog, { open, close }) => <Dialog open={open} onClose={close} />}
      >
        Open the note
      </LazyDialogButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open the note' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Note' }).dataset.open).toBe('false');
  });

  it('without a dialog, only prefetches and reports the press', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Note }));
    const onClick = vi.fn();
    await renderSite(
      <LazyDialogButton load={load} onClick={onClick}>
        Enlarge
      </LazyDialogButton>,
    );
    screen.getByRole('button', { name: 'Enlarge' }).focus();
    expect(load).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Enlarge' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the reload notice under the button when the dialog cannot be downloaded', async () => {
    // React reports the error the boundary catches on the console; this test expects it.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = () =>
      Promise.reject<{ default: typeof Note }>(new TypeError('Failed to fetch dynamically imported module'));
    await renderSite(
      <LazyDialogButton load={load} dialog={(Dialog, { close }) => <Dialog onClose={close} />}>
        Open the note
      </LazyDialogButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open the note' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This part of the page could not be loaded.',
    );
    expect(screen.getByRole('button', { name: 'Open the note' })).toBeTruthy();
  });
});
