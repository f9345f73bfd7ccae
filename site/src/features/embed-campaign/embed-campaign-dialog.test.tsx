import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@lomi/react/testing';
import { renderSite } from '../../testing/render-site.tsx';
import { EmbedCampaignButton } from './embed-campaign-button.tsx';

const campaign = { id: 42, title: 'Clean water for Bahir Dar' };

function loaderScripts() {
  return document.head.querySelectorAll('script[src="/embed/lomi.js"]');
}

async function openWithKeyboard() {
  const user = userEvent.setup();
  await user.tab();
  const button = screen.getByRole('button', { name: 'Embed this campaign' });
  expect(document.activeElement).toBe(button);
  await user.keyboard('{Enter}');
  // The first opening fetches the dialog's code and texts.
  const dialog = await screen.findByRole('dialog', { name: 'Embed this campaign' }, { timeout: 5000 });
  return { user, button, dialog };
}

// The first opening in a test file fetches and compiles the dialog's code and catalogs, slow on a busy machine.
describe('Embed this campaign', { timeout: 20_000 }, () => {
  it('opens from the keyboard, builds the snippet from the choices, previews them, and gives focus back', async () => {
    await renderSite(<EmbedCampaignButton campaign={campaign} />);
    const { user, button, dialog } = await openWithKeyboard();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');

    const code = within(dialog).getByRole('textbox', { name: 'Code to paste into your page' });
    const origin = window.location.origin;
    expect((code as HTMLTextAreaElement).value).toBe(
      `<script async src="${origin}/embed/lomi.js"></script>\n` +
        '<lomi-campaign-card campaign-id="42" lang="en" theme="light"></lomi-campaign-card>',
    );
    expect(dialog.querySelector('lomi-campaign-card')?.getAttribute('campaign-id')).toBe('42');

    await user.click(within(dialog).getByRole('radio', { name: 'Donate button' }));
    await user.click(within(dialog).getByRole('radio', { name: 'አማርኛ' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    expect((code as HTMLTextAreaElement).value).toBe(
      `<script async src="${origin}/embed/lomi.js"></script>\n` +
        '<lomi-donate-button campaign-id="42" lang="am" theme="dark"></lomi-donate-button>',
    );
    const preview = dialog.querySelector('lomi-donate-button');
    expect(preview?.getAttribute('lang')).toBe('am');
    expect(preview?.getAttribute('theme')).toBe('dark');
    expect(dialog.querySelector('lomi-campaign-card')).toBeNull();
    expect(loaderScripts()).toHaveLength(1);
    await expectNoAxeViolations(document.body);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);

    // Opened again: the loader is not added a second time.
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Embed this campaign' });
    expect(loaderScripts()).toHaveLength(1);
  });

  it('keeps Tab inside the dialog', async () => {
    await renderSite(<EmbedCampaignButton campaign={campaign} />);
    const { user, dialog } = await openWithKeyboard();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(
      within(dialog).getByRole('link', { name: /All elements and options/ }),
    );
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('copies the snippet and says so in a live region', async () => {
    await renderSite(<EmbedCampaignButton campaign={campaign} />);
    // user-event puts its own clipboard in place of the browser's.
    const { user, dialog } = await openWithKeyboard();
    await user.click(within(dialog).getByRole('radio', { name: 'Progress meter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));

    expect(await navigator.clipboard.readText()).toBe(
      `<script async src="${window.location.origin}/embed/lomi.js"></script>\n` +
        '<lomi-progress-meter campaign-id="42" lang="en" theme="light"></lomi-progress-meter>',
    );
    const status = within(dialog).getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await waitFor(() => expect(status.textContent).toBe('Copied to clipboard'));

    // Another choice is another snippet, not yet copied.
    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    expect(status.textContent).toBe('');
  });

  it('when the clipboard refuses, says so and selects the code to copy by hand', async () => {
    await renderSite(<EmbedCampaignButton campaign={campaign} />);
    const { user, dialog } = await openWithKeyboard();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Copy code' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status').textContent).toBe(
        'Could not copy. Select the code and copy it yourself.',
      ),
    );
    const code = within(dialog).getByRole('textbox') as HTMLTextAreaElement;
    expect(document.activeElement).toBe(code);
    expect(code.selectionEnd - code.selectionStart).toBe(code.value.length);
  });

  it('speaks Amharic and starts with the page language', async () => {
    await renderSite(<EmbedCampaignButton campaign={campaign} />, { locale: 'am' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'ይህን ዘመቻ በድረ-ገጽዎ ያካትቱ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ይህን ዘመቻ በድረ-ገጽዎ ያካትቱ' }, { timeout: 5000 });
    expect(within(dialog).getByRole('radio', { name: 'አማርኛ' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('button', { name: 'ኮዱን ቅዳ' })).toBeTruthy();
    expect(dialog.querySelector('lomi-campaign-card')?.getAttribute('lang')).toBe('am');
  });
});
