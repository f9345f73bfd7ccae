import { screen } from '@testing-library/react';
import type { DonationFailure } from '@lomi/core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.ts';
import { renderWithLomi } from '../testing/render-with-lomi.tsx';
import { DonationFailureAlert } from './donation-failure-alert.tsx';

const failure = (overrides: Partial<DonationFailure>): DonationFailure => ({
  message: null,
  code: null,
  retryAfterSeconds: null,
  during: 'initiation',
  ...overrides,
});

const rateLimited = failure({
  message: 'Too many payment requests to this phone number. Please try again in 15 minutes.',
  code: 'LOMI_ERR_RATE_LIMITED',
  retryAfterSeconds: 61,
});

describe('DonationFailureAlert', () => {
  it('says too many attempts and the wait in English, whatever the server wrote', async () => {
    const { container } = await renderWithLomi(<DonationFailureAlert failure={rateLimited} />);
    expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please try again in 2 minutes.');
    await expectNoAxeViolations(container);
  });

  it('says it in Amharic', async () => {
    const { container } = await renderWithLomi(<DonationFailureAlert failure={rateLimited} />, {
      locale: 'am',
    });
    expect(screen.getByRole('alert').textContent).toBe('በጣም ብዙ ሙከራዎች ተደርገዋል። እባክዎ ከ2 ደቂቃ በኋላ እንደገና ይሞክሩ።');
    await expectNoAxeViolations(container);
  });

  it("says §8's payment failure in Amharic, with the provider's reason beside it", async () => {
    await renderWithLomi(
      <DonationFailureAlert failure={failure({ during: 'payment', message: 'Insufficient balance' })} />,
      { locale: 'am' },
    );
    expect(screen.getByText('ክፍያው አልተሳካም። እባክዎ እንደገና ይሞክሩ።')).toBeTruthy();
    expect(screen.getByText('Insufficient balance')).toBeTruthy();
  });

  it("shows the server's message alone when starting failed for another reason", async () => {
    await renderWithLomi(
      <DonationFailureAlert
        failure={failure({ code: 'LOMI_ERR_CAMPAIGN_CLOSED', message: 'This campaign has ended' })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('This campaign has ended');
  });
});
