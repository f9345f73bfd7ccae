import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { DonateWizard, type DonateWizardProps } from '@lomi/react';
import { FIXTURE_IDS, waterCampaign } from './fixtures/campaigns.ts';

const bothCurrencies = {
  id: waterCampaign.id,
  title: waterCampaign.title,
  goalEtbAmount: 50_000_000,
  goalUsdAmount: 1_000_000,
};

/** The wizard with its events listed below it; the payment page address is shown instead of visited. */
function WizardPage(props: Partial<DonateWizardProps>) {
  const [log, setLog] = useState<string[]>([]);
  const note = (line: string) => setLog((lines) => [...lines, line]);
  return (
    <div>
      <DonateWizard
        campaign={bothCurrencies}
        {...props}
        onStarted={(detail) => note(`started ${JSON.stringify(detail)}`)}
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
  title: 'Components/DonateWizard',
  component: WizardPage,
} satisfies Meta<typeof WizardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A campaign with goals in birr and dollars: both currency buttons, ETB preselected. */
export const BothCurrencies: Story = {};

/** Next without an amount: the step's message on the field at fault, which gets the focus. */
export const AmountMissing: Story = {
  play: async ({ canvasElement }) => {
    const next = canvasElement.querySelector<HTMLElement>('button[type="submit"]');
    if (!next) throw new Error('No Next button in the wizard.');
    await userEvent.click(next);
    await waitFor(() => expect(canvasElement.querySelector('[aria-invalid="true"]')).toHaveFocus());
  },
};

/** No ETB goal: USD is preselected and no currency buttons appear; the card is the only method. */
export const DollarsOnly: Story = { args: { campaign: { ...bothCurrencies, goalEtbAmount: 0 } } };

/** A signed-in donor: name and e-mail prefilled. */
export const SignedIn: Story = {
  args: { donor: { id: 7, firstName: 'Abebe', lastName: 'Kebede', email: 'abebe@example.com' } },
};

/** Narrow screens show 'n/5' with a bar instead of the step names. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
};

/** Fetched by campaign id through the provider's client. */
export const ById: Story = { args: { campaign: undefined, campaignId: waterCampaign.id } };

export const ByIdNotFound: Story = { args: { campaign: undefined, campaignId: FIXTURE_IDS.notFound } };

/** A closed campaign: the server refuses the donation and its message is shown. */
export const CampaignClosed: Story = { args: { campaign: { ...bothCurrencies, id: 410 } } };
