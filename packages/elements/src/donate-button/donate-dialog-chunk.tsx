// The donate dialog's code, split off `<lomi-donate-button>`: imported when the page is idle, or on the first
// click, so the button itself stays small and shows at once.
import { donateDialogStyles } from '@lomi/react';
import { CampaignDonateDialog } from '../donate-dialog/campaign-donate-dialog.tsx';
import { EmbedStyles } from '../embed-root/embed-styles.tsx';

/** The campaign's donate dialog with its CSS, for the button's shadow root. */
export function LazyDonateDialog(props: Parameters<typeof CampaignDonateDialog>[0]) {
  return (
    <>
      <EmbedStyles css={donateDialogStyles} />
      <CampaignDonateDialog {...props} />
    </>
  );
}
