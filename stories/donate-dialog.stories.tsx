import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
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

/** The dialog open on its first step. */
export const Open: Story = {};

/** Closed at first: the button opens the dialog, and focus comes back to it when the dialog closes. */
export const OpenedFromButton: Story = {
  args: { initiallyOpen: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(element(canvasElement, 'button'));
    await expect(element(canvasElement, '[role="dialog"]')).toBeVisible();
  },
};

/** Given only a campaign id (as the donate button element does): the title says 'Donate'. */
export const ByCampaignId: Story = {
  args: { campaign: undefined, campaignId: waterCampaign.id },
};

/** Mobile money sent from a number that never answers: the 'Waiting for payment' panel stays. */
export const WaitingForPayment: Story = {
  play: async ({ canvasElement }) => {
    await donateByMobileMoney(canvasElement, '911009999');
    await waitFor(() => expect(element(canvasElement, '.lomi-donate__waiting')).toBeVisible());
  },
};

/** A closed campaign: the server refuses the donation and its message is shown. */
export const CampaignClosed: Story = {
  args: { campaign: { id: 410, title: 'A campaign past its deadline' } },
  play: async ({ canvasElement }) => {
    await donateByMobileMoney(canvasElement, '911223344');
    await waitFor(() => expect(element(canvasElement, '.lomi-failure')).toBeVisible());
  },
};

/** The first element matching `selector`; the play functions find things by markup, not by (translated) text. */
function element(canvasElement: HTMLElement, selector: string): HTMLElement {
  const found = canvasElement.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`No ${selector} in the story.`);
  return found;
}

/** Telebirr, 150 birr from `phone` (9 local digits) in the donor's name, then Donate on the last step. */
async function donateByMobileMoney(canvasElement: HTMLElement, phone: string): Promise<void> {
  const next = () => userEvent.click(element(canvasElement, 'button[type="submit"]'));
  await userEvent.click(element(canvasElement, 'input[type="radio"][value="telebirr"]'));
  await next();
  await userEvent.type(element(canvasElement, 'input[id$="-amount"]'), '150');
  await userEvent.type(element(canvasElement, 'input[type="tel"]'), phone);
  await userEvent.type(element(canvasElement, 'input[id$="-full-name"]'), 'Abebe Kebede');
  await next();
  await next();
}
