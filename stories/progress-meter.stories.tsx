import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressMeter, ProgressMeterById } from '@lomi/react';
import { FIXTURE_IDS, waterCampaign } from './fixtures/campaigns.ts';

const meta = {
  title: 'Components/ProgressMeter',
  component: ProgressMeter,
  args: { collected: 12_345_050, target: 50_000_000, currency: 'ETB' },
  argTypes: { currency: { control: 'inline-radio', options: ['ETB', 'USD'] } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A quarter of the goal raised. In Amharic (toolbar: Language) the raised amount moves to where Amharic
 * grammar puts it.
 */
export const QuarterFunded: Story = {};

/** Over-funded: the text says 134.5% while the bar stops at 100%. */
export const OverFunded: Story = { args: { collected: 67_250_000, target: 50_000_000 } };

/** No goal set: 0%. */
export const NoTarget: Story = { args: { collected: 500_000, target: 0 } };

/** Amounts in US dollars. */
export const Dollars: Story = { args: { collected: 250_075, target: 1_000_000, currency: 'USD' } };

/** Fetched by campaign id through the provider's client (fixture API). */
export const ById: Story = {
  render: () => <ProgressMeterById campaignId={waterCampaign.id} />,
};

/** The quiet skeleton while the campaign loads (the fixture never answers). */
export const ByIdLoading: Story = {
  render: () => <ProgressMeterById campaignId={FIXTURE_IDS.pending} />,
  tags: ['loading'],
};

export const ByIdNotFound: Story = {
  render: () => <ProgressMeterById campaignId={FIXTURE_IDS.notFound} />,
};
