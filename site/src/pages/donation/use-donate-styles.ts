import { useInsertionEffect } from 'react';
import { donateDialogStyles, donateWizardStyles } from '@lomi/react';

const STYLE_ID = 'lomi-donate-styles';

/**
 * Adds the donate dialog's and wizard's CSS to the page the first time a page that shows them renders. They
 * are kept out of the styles injected at start-up so the home page's first load does not carry them.
 */
export function useDonateStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.dataset.lomi = 'donate';
    style.textContent = `${donateDialogStyles}\n${donateWizardStyles}`;
    document.head.append(style);
  }, []);
}
