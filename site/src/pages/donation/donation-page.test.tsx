import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { campaignFixture } from '@lomi/react/testing';
import { fakeApiClient } from '../../testing/fake-api-client.ts';
import { renderSite, signedInSession } from '../../testing/render-site.tsx';
import DonationPage from './donation-page.tsx';

const CAMPAIGN = campaignFixture();

function campaignApi() {
  return fakeApiClient((url) =>
    url.pathname === '/api/campaigns/12'
      ? { status: 200, body: CAMPAIGN }
      : { status: 404, body: { message: 'Not found', code: 'LOMI_ERR_NOT_FOUND' } },
  );
}

/** Opens /donation/12, gives an amount and goes on to the Donator step. */
async function openDonatorStep(session?: ReturnType<typeof signedInSession>) {
  const user = userEvent.setup();
  await renderSite(
    <Routes>
      <Route path="/donation/:id" element={<DonationPage />} />
    </Routes>,
    { url: '/donation/12', client: campaignApi(), ...(session ? { session } : {}) },
  );
  await user.type(await screen.findByLabelText('Amount (ETB)'), '500');
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return { user, field };
}

describe('/donation/{id}', () => {
  it("prefills a signed-in donor's name and e-mail, and they stay editable", async () => {
    const session = signedInSession({ full_name: 'Abebe Kebede', email: 'abebe@example.et' });
    const { user, field } = await openDonatorStep(session);
    expect(field('First name').value).toBe('Abebe');
    expect(field('Last name').value).toBe('Kebede');
    expect(field('Email').value).toBe('abebe@example.et');

    await user.clear(field('First name'));
    await user.type(field('First name'), 'Almaz');
    expect(field('First name').value).toBe('Almaz');
  });

  it('leaves the donor fields empty when signed out', async () => {
    const { field } = await openDonatorStep();
    expect(field('First name').value).toBe('');
    expect(field('Last name').value).toBe('');
    expect(field('Email').value).toBe('');
  });
});
