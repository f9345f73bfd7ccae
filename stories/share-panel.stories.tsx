import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SharePanel, SharePanelById, type SharePanelProps } from '@lomi/react';
import { FIXTURE_IDS, medicalCampaign, waterCampaign } from './fixtures/campaigns.ts';

/** The share panel with a log of its `onShare` calls, as a host page would hear `lomi:share`. */
function SharePage(props: Omit<SharePanelProps, 'onShare'>) {
  const [log, setLog] = useState<string[]>([]);
  return (
    <div style={{ maxWidth: 440 }}>
      <SharePanel {...props} onShare={(detail) => setLog((lines) => [...lines, JSON.stringify(detail)])} />
      <ol aria-label="Events" style={{ fontFamily: 'monospace', fontSize: 12 }}>
        {log.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ol>
    </div>
  );
}

const meta = {
  title: 'Components/SharePanel',
  component: SharePage,
  args: {
    campaignId: waterCampaign.id,
    url: `https://lomi.example/campaign/${waterCampaign.id}`,
    title: waterCampaign.title,
  },
} satisfies Meta<typeof SharePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The five networks, the link with its copy button, and the QR code toggle with the poster button. In
 * Amharic (toolbar: Language) the labels read 'Facebook ላይ ያጋሩ', 'ሊንኩን ይቅዱ'…
 */
export const Closed: Story = {};

/** A campaign with an Amharic title: what the networks, the QR code's label and the poster carry. */
export const AmharicTitle: Story = {
  args: {
    campaignId: medicalCampaign.id,
    url: `https://lomi.example/campaign/${medicalCampaign.id}`,
    title: medicalCampaign.title,
  },
};

/** 'Show QR code' fetches the QR library and draws the link's code, black on white in either theme. */
export const QrCodeShown: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(element(canvasElement, 'button[aria-expanded="false"]'));
    await waitFor(() => expect(element(canvasElement, 'canvas')).toBeVisible());
  },
};

/** Fetched by campaign id through the provider's client (fixture API), for its title. */
export const ById: Story = {
  render: () => <SharePanelById campaignId={waterCampaign.id} />,
};

/** The quiet skeleton while the campaign loads (the fixture never answers). */
export const ByIdLoading: Story = {
  render: () => <SharePanelById campaignId={FIXTURE_IDS.pending} />,
  tags: ['loading'],
};

export const ByIdNotFound: Story = {
  render: () => <SharePanelById campaignId={FIXTURE_IDS.notFound} />,
};

/** The first element matching `selector`; the play function finds things by markup, not by (translated) text. */
function element(root: HTMLElement, selector: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`No ${selector} in the story`);
  return found;
}
