import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useLomiIntl } from '@lomi/react';
import { renderSite } from '../testing/render-site.tsx';
import { useSiteLanguage } from './language-context.ts';
import type * as loadMessagesModule from './load-messages.ts';
import { loadAllMessages, loadMoreMessages } from './load-messages.ts';
import { useMessageFeatures } from './use-message-features.ts';

vi.mock('./load-messages.ts', async (importOriginal) => {
  const real = await importOriginal<typeof loadMessagesModule>();
  return {
    ...real,
    loadAllMessages: vi.fn(real.loadAllMessages),
    loadMoreMessages: vi.fn(real.loadMoreMessages),
  };
});

const DIALOG = ['donation', 'donate-dialog'] as const;

function WaitingTitle() {
  const ready = useMessageFeatures(DIALOG);
  const intl = useLomiIntl();
  return <h1>{ready ? intl.formatMessage({ id: 'donate-dialog.waiting-title' }) : 'not yet'}</h1>;
}

describe('SiteLanguageProvider message features', () => {
  it('still loads a feature whose answer came while a language switch was under way', async () => {
    let switchAndAsk = () => {};
    function SwitchThenAsk() {
      const { selectLocale } = useSiteLanguage();
      const [asked, setAsked] = useState(false);
      switchAndAsk = () => {
        selectLocale('am');
        setAsked(true);
      };
      return asked ? <WaitingTitle /> : null;
    }
    await renderSite(<SwitchThenAsk />);

    // Hold the Amharic catalogs back until the feature's own (Amharic) answer has come and been set aside.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const realLoadAll = vi.mocked(loadAllMessages).getMockImplementation()!;
    vi.mocked(loadAllMessages).mockImplementationOnce(async (...args) => {
      await gate;
      return realLoadAll(...args);
    });
    act(() => switchAndAsk());
    expect(vi.mocked(loadMoreMessages)).toHaveBeenCalledWith('am', DIALOG);
    await act(() => vi.mocked(loadMoreMessages).mock.results.at(-1)!.value as Promise<unknown>);
    expect(screen.getByRole('heading').textContent).toBe('not yet');

    release();
    await screen.findByRole('heading', { name: 'ክፍያ በመጠበቅ ላይ' });
  });
});
