import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from './modal.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  const prototype: Partial<HTMLElement> = HTMLElement.prototype;
  delete prototype.showPopover;
  delete prototype.hidePopover;
});

/** A page with an opener, a link behind the dialog, and the dialog itself once opened. */
function Page({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <main>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <a href="#behind">Behind</a>
      </main>
      {open ? (
        <Modal
          labelledBy="title"
          onClose={() => {
            onClose?.();
            setOpen(false);
          }}
        >
          <h2 id="title">Settings</h2>
          <button type="button">First</button>
          <button type="button" data-lomi-autofocus>
            Second
          </button>
        </Modal>
      ) : null}
    </>
  );
}

describe('Modal', () => {
  it('moves focus in, keeps Tab inside, and makes the page inert and still while open', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Second' }));
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
  });

  it('reports Escape to its owner, then gives the page back and returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('puts its backdrop in the top layer where the browser has one, and takes it out on close', async () => {
    // jsdom has no popovers; this stands in for a browser's showPopover and hidePopover.
    const shown: HTMLElement[] = [];
    const open = new Set<HTMLElement>();
    Object.assign(HTMLElement.prototype, {
      showPopover(this: HTMLElement) {
        shown.push(this);
        open.add(this);
      },
      hidePopover(this: HTMLElement) {
        open.delete(this);
      },
    });
    const matches = HTMLElement.prototype.matches;
    vi.spyOn(HTMLElement.prototype, 'matches').mockImplementation(function (this: HTMLElement, selector) {
      return selector === ':popover-open' ? open.has(this) : matches.call(this, selector);
    });
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const backdrop = document.querySelector('[role="dialog"]')!.parentElement!;
    expect(shown).toEqual([backdrop]);
    expect(backdrop.getAttribute('popover')).toBe('manual');
    await user.keyboard('{Escape}');
    expect(open.size).toBe(0);
    expect(backdrop.hasAttribute('popover')).toBe(false);
  });
});
