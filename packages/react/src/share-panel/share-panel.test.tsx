import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create } from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShareEventDetail } from '@lomi/core';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.ts';
import { fakeCanvas } from '../testing/fake-canvas-context.ts';
import { renderWithLomi } from '../testing/render-with-lomi.tsx';
import { loadShareQr } from './load-share-qr.ts';
import { POSTER_HEIGHT, POSTER_WIDTH } from './qr-poster.ts';
import { SharePanel } from './share-panel.tsx';

vi.mock('./load-share-qr.ts', { spy: true });

const url = 'https://lomi.example/campaign/12';
const title = 'Clean water for Lalibela schools';

function renderPanel(locale: 'en' | 'am' = 'en') {
  const onShare = vi.fn<(detail: ShareEventDetail) => void>();
  const rendered = renderWithLomi(<SharePanel campaignId={12} url={url} title={title} onShare={onShare} />, {
    locale,
  });
  return rendered.then((result) => ({ ...result, onShare }));
}

/** A stand-in for `window.open` that returns a fake popup window (or null: blocked). */
function stubWindowOpen(result: 'opened' | 'blocked') {
  const popup = { opener: window as unknown };
  return vi.spyOn(window, 'open').mockImplementation(() => (result === 'opened' ? (popup as Window) : null));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SharePanel', () => {
  it('links to the five networks, each with the campaign link and title', async () => {
    const { container } = await renderPanel();

    expect(screen.getByRole('group', { name: 'Share this campaign' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Share on Facebook',
      'Share on X (Twitter)',
      'Share on LinkedIn',
      'Share on WhatsApp',
      'Share on Telegram',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
      `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
      `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
      `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
      `https://t.me/share/url?url=${encodeURIComponent(url)}&text=${encodeURIComponent(title)}`,
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('part')).toBe('share-link');
    }
    expect(container.querySelector('.lomi-share')?.getAttribute('part')).toBe('share-panel');
    expect(container.querySelector('.lomi-share')?.getAttribute('data-state')).toBe('ready');
    await expectNoAxeViolations(container);
  });

  it('speaks Amharic', async () => {
    const { container } = await renderPanel('am');

    expect(screen.getByRole('group', { name: 'ይህን ዘመቻ ያጋሩ' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Facebook ላይ ያጋሩ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ሊንኩን ይቅዱ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'የQR ኮዱን ያሳዩ' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'የQR ፖስተሩን ያውርዱ' })).toBeTruthy();
    expect(screen.getByLabelText('የዘመቻው ሊንክ')).toHaveProperty('value', url);
    await expectNoAxeViolations(container);
  });

  it('opens a network in a centred 550x400 popup instead of following the link', async () => {
    const open = stubWindowOpen('opened');
    vi.spyOn(window, 'screenX', 'get').mockReturnValue(100);
    vi.spyOn(window, 'screenY', 'get').mockReturnValue(50);
    vi.spyOn(window, 'outerWidth', 'get').mockReturnValue(1280);
    vi.spyOn(window, 'outerHeight', 'get').mockReturnValue(800);
    const { onShare } = await renderPanel();

    const link = screen.getByRole('link', { name: 'Share on Facebook' });
    const followed = fireEvent.click(link);

    expect(followed).toBe(false);
    expect(open).toHaveBeenCalledWith(
      link.getAttribute('href'),
      '_blank',
      'popup=yes,width=550,height=400,left=465,top=250',
    );
    expect(open.mock.results[0]?.value).toMatchObject({ opener: null });
    expect(onShare).toHaveBeenCalledWith({ campaignId: 12, channel: 'facebook', url });
  });

  it('gives LinkedIn a 750x600 popup', async () => {
    const open = stubWindowOpen('opened');
    const { onShare } = await renderPanel();

    fireEvent.click(screen.getByRole('link', { name: 'Share on LinkedIn' }));

    expect(open.mock.calls[0]?.[2]).toMatch(/^popup=yes,width=750,height=600,left=\d+,top=\d+$/);
    expect(onShare).toHaveBeenCalledWith({ campaignId: 12, channel: 'linkedin', url });
  });

  it('lets the link open a new tab when the popup is blocked', async () => {
    stubWindowOpen('blocked');
    const { onShare } = await renderPanel();

    const followed = fireEvent.click(screen.getByRole('link', { name: 'Share on Telegram' }));

    expect(followed).toBe(true);
    expect(onShare).toHaveBeenCalledWith({ campaignId: 12, channel: 'telegram', url });
  });

  it('leaves a ctrl-click to the browser', async () => {
    const open = stubWindowOpen('opened');
    const { onShare } = await renderPanel();

    const followed = fireEvent.click(screen.getByRole('link', { name: 'Share on WhatsApp' }), {
      ctrlKey: true,
    });

    expect(followed).toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(onShare).toHaveBeenCalledWith({ campaignId: 12, channel: 'whatsapp', url });
  });

  it('copies the link with the Clipboard API and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { onShare } = await renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied to clipboard')).toHaveProperty('role', 'status');
    expect(onShare).toHaveBeenCalledWith({ campaignId: 12, channel: 'copy-link', url });
  });

  it('copies by selecting the link field when the Clipboard API refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    let selected = '';
    const execCommand = vi.fn((command: string) => {
      selected = String(document.getSelection() ?? '') || selectedInput();
      return command === 'copy';
    });
    Object.assign(document, { execCommand });
    const { onShare } = await renderPanel();

    const button = screen.getByRole('button', { name: 'Copy link' });
    await userEvent.click(button);

    expect(await screen.findByText('Link copied to clipboard')).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(selected).toBe(url);
    expect(document.activeElement).toBe(button);
    expect(onShare).toHaveBeenCalledWith({ campaignId: 12, channel: 'copy-link', url });
  });

  it('says when the link could not be copied, and leaves it selected', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    Object.assign(document, { execCommand: () => false });
    const { onShare } = await renderPanel('am');

    await userEvent.click(screen.getByRole('button', { name: 'ሊንኩን ይቅዱ' }));

    expect(await screen.findByText('ሊንኩን መቅዳት አልተቻለም። ከላይ ያለውን ሊንክ መርጠው ራስዎ ይቅዱት።')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('የዘመቻው ሊንክ'));
    expect(onShare).not.toHaveBeenCalled();
  });

  it('loads the QR code only when shown, then draws the link into the canvas', async () => {
    const context = fakeCanvas();
    const { container } = await renderPanel();

    expect(loadShareQr).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show QR code' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle);

    const qr = await screen.findByRole('img', { name: `QR code linking to ${title}` });
    expect(loadShareQr).toHaveBeenCalledTimes(1);
    expect(qr.localName).toBe('canvas');
    expect(qr.closest('[part="qr"]')).toBeTruthy();
    expect(toggle.textContent).toBe('Hide QR code');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const { modules } = create(url, { errorCorrectionLevel: 'M' });
    const darkModules = [...modules.data].filter((bit) => bit === 1).length;
    const black = context.calls.filter((call) => call.op === 'fillRect' && call.fillStyle === '#000000');
    expect(black).toHaveLength(darkModules);
    await expectNoAxeViolations(container);

    await userEvent.click(toggle);
    expect(screen.queryByRole('img')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('says so when the QR code cannot be drawn, and tries again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Show QR code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Could not load the QR code. Try again');

    fakeCanvas();
    getContext.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: `QR code linking to ${title}` })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads a PNG poster with the title, the QR code, the caption and the link', async () => {
    const context = fakeCanvas();
    const png = new Blob(['png'], { type: 'image/png' });
    const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback,
    ) {
      expect([this.width, this.height]).toEqual([POSTER_WIDTH, POSTER_HEIGHT]);
      callback(png);
    });
    const createObjectURL = vi.fn(() => 'blob:https://host.example/poster');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const downloads: { href: string; download: string; connected: boolean }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ href: this.href, download: this.download, connected: this.isConnected });
    });
    const { onShare } = await renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Download QR poster' }));

    await waitFor(() => expect(onShare).toHaveBeenCalledWith({ campaignId: 12, channel: 'qr-poster', url }));
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/png');
    expect(createObjectURL).toHaveBeenCalledWith(png);
    expect(downloads).toEqual([
      {
        href: 'blob:https://host.example/poster',
        download: 'lomi-campaign-12-qr-poster.png',
        connected: true,
      },
    ]);
    expect(context.texts()).toEqual([
      'Lomi',
      title,
      // The fake measures 18 px a character at 36 px: 57 characters fit the 1040 px line.
      'Scan the code with your phone’s camera to read about this',
      'campaign and donate.',
      url,
    ]);
    const fonts = context.calls.flatMap((call) => (call.op === 'fillText' ? [call.font] : []));
    for (const font of fonts) expect(font).toContain("'Noto Sans Ethiopic'");
    expect(
      context.calls.filter((call) => call.op === 'fillRect' && call.fillStyle === '#000000').length,
    ).toBe([...create(url, { errorCorrectionLevel: 'M' }).modules.data].filter((bit) => bit === 1).length);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('says so when the poster cannot be made', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const { onShare } = await renderPanel('am');

    await act(() => userEvent.click(screen.getByRole('button', { name: 'የQR ፖስተሩን ያውርዱ' })));

    expect(await screen.findByText('ፖስተሩን ማዘጋጀት አልተቻለም። እንደገና ይሞክሩ።')).toBeTruthy();
    expect(onShare).not.toHaveBeenCalled();
  });
});

/** The selected text of the focused input (jsdom's getSelection leaves out inputs). */
function selectedInput(): string {
  const input = document.activeElement;
  if (!(input instanceof HTMLInputElement)) return '';
  return input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0);
}
