import { describe, expect, it } from 'vitest';
import { emptyCampaignWizardForm, type CampaignWizardForm } from '../campaign-wizard/campaign-wizard-form.ts';
import { consoleCampaignFormData } from './campaign-editor-form.ts';

const form: CampaignWizardForm = {
  ...emptyCampaignWizardForm(),
  categoryId: 2,
  currency: 'ALL',
  goalEtb: '1500.50',
  goalUsd: '20',
  title: ' Benches ',
  description: 'For the clinic.',
  image: new File(['jpeg'], 'benches.jpg', { type: 'image/jpeg' }),
  documents: [new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })],
};

const textFields = (data: FormData) =>
  Object.fromEntries([...data.entries()].filter(([, value]) => typeof value === 'string'));

describe('consoleCampaignFormData', () => {
  it('is the wizard’s form for any organization, with a charity’s id when one is chosen', () => {
    const data = consoleCampaignFormData(form, 41, 5);
    expect(textFields(data)).toEqual({
      title: 'Benches',
      description: 'For the clinic.',
      category: '2',
      createdBy: '41',
      goalEtbAmount: '150050',
      goalUsdAmount: '2000',
      createdByCharity: 'true',
      charityId: '5',
    });
    expect((data.get('image') as File).name).toBe('benches.jpg');
    expect((data.get('doc-0') as File).name).toBe('plan.pdf');
  });

  it('says no charity without one, and refuses an incomplete form', () => {
    const data = consoleCampaignFormData(form, 41, null);
    expect(data.get('createdByCharity')).toBe('false');
    expect(data.has('charityId')).toBe(false);
    expect(() => consoleCampaignFormData({ ...form, image: null }, 41, null)).toThrow(RangeError);
  });
});
