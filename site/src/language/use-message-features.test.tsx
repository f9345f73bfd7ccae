import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useLomiIntl } from '@lomi/react';
import { renderSite } from '../testing/render-site.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { useMessageFeatures } from './use-message-features.ts';

const DIALOG = ['donation', 'donate-dialog'] as const;

function DialogTitle() {
  const ready = useMessageFeatures(DIALOG);
  const intl = useLomiIntl();
  return <h1>{ready ? intl.formatMessage({ id: 'donate-dialog.waiting-title' }) : 'not yet'}</h1>;
}

describe('useMessageFeatures', () => {
  it('loads a feature the start-up catalogs lack, and keeps it through a language switch', async () => {
    await renderSite(
      <>
        <DialogTitle />
        <LanguageSwitch />
      </>,
    );
    // The start-up catalogs hold only what every page shows.
    expect(screen.getByRole('heading').textContent).toBe('not yet');
    await screen.findByRole('heading', { name: 'Waiting for payment' });

    await userEvent.click(screen.getByRole('button', { name: 'አማርኛ' }));
    await screen.findByRole('heading', { name: 'ክፍያ በመጠበቅ ላይ' });
  });
});
