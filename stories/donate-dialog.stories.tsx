import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DonateDialog, type DonateDialogProps } from '@lomi/react';
import { waterCampaign } from './fixtures/campaigns.ts';

/**
 * A page with a 'Donate now' button, as the site's campaign page and the donate button element use the
 * dialog. Phone numbers ending in 0000 are declined, 9999 never answer, others succeed after 3 s; card and
 * online checkouts show the address the browser would go to instead of leaving Storybook.
 */
function DonatePage(props: Partial<DonateDialogProps> & { initiallyOpen?: boolean }) {
  const { initiallyOpen = true, ...rest } = props;
  const [open, setOpen] = useState(initiallyOpen);
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((lines) => [...lines, line]);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Donate now
      </button>
      <DonateDialog
        campaign={{ id: waterCampaign.id, title: waterCampaign.title }}
        {...rest}
        open={open}
        onClose={() => setOpen(false)}
        onStarted={(detail) => note(`started ${JSON.stringify(detail)}`)}
        onSucceeded={(detail) => note(`succeeded ${JSON.stringify(detail)}`)}
        onFailed={(detail) => note(`failed ${JSON.stringify(detail)}`)}
        onRedirect={(url) => note(`redirect to ${url}`)}
      />
      <ol aria-label="Events" style={{ fontFamily: 'monospace', fontSize: 12 }}>
        {log.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </div>
  );
}

const meta = {
  title: 'Components/DonateDialog',
  component: DonatePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DonatePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog open on its first step, in English. */
export const English: Story = {};

/** The same dialog in Amharic. */
export const Amharic: Story = { globals: { locale: 'am' } };

/** Closed: the button opens the dialog, and focus comes back to it when the dialog closes. */
export const Closed: Story = { args: { initiallyOpen: false } };

/** Given only a campaign id (as the donate button element does): the title says 'Donate'. */
export const ByCampaignId: Story = {
  args: { campaign: undefined, campaignId: waterCampaign.id },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const DarkAmharic: Story = { globals: { theme: 'dark', locale: 'am' } };

/** A closed campaign: the server refuses the donation and its message is shown. */
export const CampaignClosed: Story = {
  args: { campaign: { id: 410, title: 'A campaign past its deadline' } },
};
