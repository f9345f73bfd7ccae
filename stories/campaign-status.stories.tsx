import type { Meta, StoryObj } from '@storybook/react-vite';
import { ApiError, CLIENT_ERROR_CODES } from '@lomi/core';
import { CampaignError, LomiRoot } from '@lomi/react';

/**
 * The message every `…ById` component shows when its campaign cannot be loaded, inside the `LomiRoot` that
 * gives it the theme (as the components do).
 */
const meta = {
  title: 'Components/CampaignError',
  component: CampaignError,
  args: {
    error: new ApiError({ status: 503, code: 'LOMI_ERR_UNAVAILABLE', message: 'Service unavailable' }),
    onRetry: () => {},
  },
  decorators: [
    (Story) => (
      <LomiRoot style={{ maxWidth: 360 }}>
        <Story />
      </LomiRoot>
    ),
  ],
} satisfies Meta<typeof CampaignError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A server error: the general message and Try again. */
export const ServerError: Story = {};

/** No such campaign: retrying cannot help, so there is no button. */
export const NotFound: Story = {
  args: { error: new ApiError({ status: 404, code: 'LOMI_ERR_NOT_FOUND', message: 'Not found' }) },
};

/** No answer at all (offline or timed out): the offline message and Try again. */
export const Offline: Story = {
  args: {
    error: new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, message: 'Failed to fetch' }),
  },
};

/** Without `onRetry` the message stands alone. */
export const WithoutRetry: Story = { args: { onRetry: undefined } };
