import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ReportForm, type ReportFormProps } from '@lomi/react';
import { FIXTURE_IDS, waterCampaign } from './fixtures/campaigns.ts';

/**
 * The report form with a log of its `onSubmitted` calls, as a host page would hear `lomi:report-submitted`.
 * The fixture API stores every report, except campaign 404 (not found), organization 429 (rate-limited) and
 * id 999 (never answers).
 */
function ReportPage({ target }: Pick<ReportFormProps, 'target'>) {
  const [log, setLog] = useState<string[]>([]);
  return (
    <div style={{ maxWidth: 420 }}>
      <ReportForm
        target={target}
        onSubmitted={(detail) => setLog((lines) => [...lines, JSON.stringify(detail)])}
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
  title: 'Components/ReportForm',
  component: ReportPage,
  args: { target: { type: 'campaign', id: waterCampaign.id } },
} satisfies Meta<typeof ReportPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A campaign's report form as it opens: 'other' chosen, its text box shown, the button disabled. */
export const Campaign: Story = {};

/** An organization's report form. */
export const Organization: Story = { args: { target: { type: 'organization', id: 3 } } };

/** Another reason hides the text box and enables the button on its own. */
export const ReasonChosen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(element(canvasElement, 'input[type="radio"][value="fraud"]'));
    await expect(canvasElement.querySelector('textarea')).toBeNull();
    await expect(element(canvasElement, 'button[type="submit"]')).toBeEnabled();
  },
};

/** A bad e-mail and phone are flagged on submit, and nothing is sent. */
export const InvalidContact: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(element(canvasElement, 'input[type="radio"][value="spam"]'));
    await userEvent.type(element(canvasElement, 'input[type="email"]'), 'reader@example');
    await userEvent.type(element(canvasElement, 'input[type="tel"]'), '91122');
    await userEvent.click(element(canvasElement, 'button[type="submit"]'));
    await expect(canvasElement.querySelectorAll('.lomi-error')).toHaveLength(2);
  },
};

/** Sent: the form gives way to 'Campaign Reported, Thank you!'. */
export const Reported: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(element(canvasElement, 'textarea'), 'The photos belong to another fundraiser.');
    await userEvent.click(element(canvasElement, 'button[type="submit"]'));
    await waitFor(() => expect(element(canvasElement, '.lomi-report__thanks')).toBeVisible());
  },
};

/** Sent for an organization: 'Organization Reported, Thank you!'. */
export const OrganizationReported: Story = {
  args: { target: { type: 'organization', id: 3 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(element(canvasElement, 'input[type="radio"][value="misinformation"]'));
    await userEvent.click(element(canvasElement, 'button[type="submit"]'));
    await waitFor(() => expect(element(canvasElement, '.lomi-report__thanks')).toBeVisible());
  },
};

/** While the answer is on its way: 'Sending your report…'. */
export const Sending: Story = {
  args: { target: { type: 'campaign', id: FIXTURE_IDS.pending } },
  play: async ({ canvasElement }) => {
    await userEvent.click(element(canvasElement, 'input[type="radio"][value="violence"]'));
    await userEvent.click(element(canvasElement, 'button[type="submit"]'));
    await waitFor(() => expect(element(canvasElement, '.lomi-busy')).toBeVisible());
  },
};

/** An unknown campaign: 'Reporting Failed' with the server's message. */
export const Failed: Story = {
  args: { target: { type: 'campaign', id: FIXTURE_IDS.notFound } },
  play: async ({ canvasElement }) => {
    await userEvent.click(element(canvasElement, 'input[type="radio"][value="spam"]'));
    await userEvent.click(element(canvasElement, 'button[type="submit"]'));
    await waitFor(() => expect(element(canvasElement, '.lomi-failure')).toBeVisible());
  },
};

/** Too many reports from one connection: the server's 429 message under 'Reporting Failed'. */
export const RateLimited: Story = {
  args: { target: { type: 'organization', id: 429 } },
  play: async ({ canvasElement }) => {
    await userEvent.click(element(canvasElement, 'input[type="radio"][value="fraud"]'));
    await userEvent.click(element(canvasElement, 'button[type="submit"]'));
    await waitFor(() => expect(element(canvasElement, '.lomi-failure')).toBeVisible());
  },
};

/** The first element matching `selector`; the play functions find things by markup, not by (translated) text. */
function element(canvasElement: HTMLElement, selector: string): HTMLElement {
  const found = canvasElement.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`No ${selector} in the story.`);
  return found;
}
