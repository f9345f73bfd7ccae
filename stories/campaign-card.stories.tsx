import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CampaignCard, CampaignCardById, type CampaignCardProps } from '@lomi/react';
import { FIXTURE_IDS, medicalCampaign, newCampaign, waterCampaign } from './fixtures/campaigns.ts';

const meta = {
  title: 'Components/CampaignCard',
  component: CampaignCard,
  args: { campaign: waterCampaign, href: '#campaign-12' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CampaignCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in viewer's own campaign: badge and a working save toggle. */
function OwnerCard(props: CampaignCardProps & { initiallySaved?: boolean }) {
  const [saved, setSaved] = useState(props.initiallySaved ?? false);
  return <CampaignCard {...props} viewer={{ isOwner: true, saved, onToggleSave: setSaved }} />;
}

/** What a visitor sees: photos advance every 3 s (not under reduced motion), no badge, no save toggle. */
export const Visitor: Story = {};

/** Signed in, on one's own campaign: the 'Your Campaign' badge and the save toggle. */
export const Owner: Story = { render: (args) => <OwnerCard {...args} /> };

/** Signed in, someone else's campaign, already saved. */
export const SavedBySomeoneElse: Story = {
  render: function Render(args) {
    const [saved, setSaved] = useState(true);
    return <CampaignCard {...args} viewer={{ isOwner: false, saved, onToggleSave: setSaved }} />;
  },
};

/** An Amharic title with one photo, over its goal. */
export const OverFunded: Story = { args: { campaign: medicalCampaign, href: '#campaign-21' } };

/** No photo yet, nothing raised and a title long enough to be clamped to two lines. */
export const NoPhoto: Story = { args: { campaign: newCampaign, href: '#campaign-30' } };

/** Fetched by campaign id through the provider's client (fixture API). */
export const ById: Story = {
  render: () => <CampaignCardById campaignId={waterCampaign.id} href="#campaign-12" />,
};

/** The quiet skeleton while the campaign loads (the fixture never answers). */
export const ByIdLoading: Story = {
  render: () => <CampaignCardById campaignId={FIXTURE_IDS.pending} />,
  tags: ['loading'],
};

export const ByIdNotFound: Story = {
  render: () => <CampaignCardById campaignId={FIXTURE_IDS.notFound} />,
};

/** A server error offers Try again. */
export const ByIdServerError: Story = {
  render: () => <CampaignCardById campaignId={FIXTURE_IDS.serverError} />,
};
