import { describe, expect, it } from 'vitest';
import { CAMPAIGN_GOAL_MAX_MINOR } from '../campaign-owner/new-campaign.ts';
import {
  buildCampaignFormData,
  campaignGoalFields,
  campaignGoalsMinor,
  campaignWizardStepProblem,
  chooseCampaignCurrency,
  emptyCampaignWizardForm,
  firstInvalidCampaignWizardStep,
  type CampaignWizardForm,
} from './campaign-wizard-form.ts';
import { CAMPAIGN_UPLOAD_LIMITS, isCampaignDocumentType } from './campaign-upload-limits.ts';

const photo = new File(['jpeg bytes'], 'well.jpg', { type: 'image/jpeg' });
const pdf = new File(['%PDF-1.7'], 'permit.pdf', { type: 'application/pdf' });

/** A file of `size` bytes without allocating them. */
function sized(name: string, type: string, size: number): File {
  const file = new File([''], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const complete: CampaignWizardForm = {
  categoryId: 2,
  currency: 'ALL',
  goalEtb: '150000',
  goalUsd: '1200.50',
  title: '  Clean water for Dessie ',
  description: 'A well for 300 families.',
  videoUrl: ' https://youtu.be/dQw4w9WgXcQ ',
  image: photo,
  documents: [pdf],
};

describe('the currency choice (§4 resets)', () => {
  const typed = { ...complete, goalEtb: '500', goalUsd: '20' };

  it('USD sets the ETB goal to 0 and clears the USD goal', () => {
    expect(chooseCampaignCurrency(typed, 'USD')).toMatchObject({
      currency: 'USD',
      goalEtb: '0',
      goalUsd: '',
    });
  });

  it('ETB sets the USD goal to 0 and keeps the ETB goal', () => {
    expect(chooseCampaignCurrency(typed, 'ETB')).toMatchObject({
      currency: 'ETB',
      goalEtb: '500',
      goalUsd: '0',
    });
  });

  it('ALL clears both', () => {
    expect(chooseCampaignCurrency(typed, 'ALL')).toMatchObject({ currency: 'ALL', goalEtb: '', goalUsd: '' });
  });

  it('shows the goal fields of the currency', () => {
    expect(campaignGoalFields('USD')).toEqual(['goalUsd']);
    expect(campaignGoalFields('ETB')).toEqual(['goalEtb']);
    expect(campaignGoalFields('ALL')).toEqual(['goalEtb', 'goalUsd']);
    expect(campaignGoalFields(null)).toEqual([]);
  });
});

describe('campaignWizardStepProblem', () => {
  it('step 1 needs a category', () => {
    expect(campaignWizardStepProblem(1, emptyCampaignWizardForm())).toBe('category-required');
    expect(campaignWizardStepProblem(1, { ...emptyCampaignWizardForm(), categoryId: 0 })).toBeNull();
  });

  it('step 2 needs a currency and both goals filled, one above 0', () => {
    const empty = emptyCampaignWizardForm();
    expect(campaignWizardStepProblem(2, empty)).toBe('goal-required');
    const usd = chooseCampaignCurrency(empty, 'USD');
    expect(campaignWizardStepProblem(2, usd)).toBe('goal-required');
    expect(campaignWizardStepProblem(2, { ...usd, goalUsd: '0' })).toBe('goal-required');
    expect(campaignWizardStepProblem(2, { ...usd, goalUsd: '2500' })).toBeNull();
    const all = chooseCampaignCurrency(empty, 'ALL');
    expect(campaignWizardStepProblem(2, { ...all, goalEtb: '100' })).toBe('goal-required');
    expect(campaignWizardStepProblem(2, { ...all, goalEtb: '100', goalUsd: '0' })).toBeNull();
    expect(campaignWizardStepProblem(2, { ...all, goalEtb: '1.234', goalUsd: '0' })).toBe('goal-required');
    expect(campaignWizardStepProblem(2, { ...all, goalEtb: 'abc', goalUsd: '1' })).toBe('goal-required');
  });

  it('step 2 refuses a goal above the money limit', () => {
    const limit = String(CAMPAIGN_GOAL_MAX_MINOR / 100);
    const form = { ...chooseCampaignCurrency(emptyCampaignWizardForm(), 'ETB'), goalEtb: limit };
    expect(campaignWizardStepProblem(2, form)).toBeNull();
    expect(campaignWizardStepProblem(2, { ...form, goalEtb: `${limit}.01` })).toBe('goal-too-large');
  });

  it('step 3 needs a title and a story; the video link is optional but must be a YouTube video', () => {
    expect(campaignWizardStepProblem(3, { ...complete, title: '  ' })).toBe('details-required');
    expect(campaignWizardStepProblem(3, { ...complete, description: '' })).toBe('details-required');
    expect(campaignWizardStepProblem(3, { ...complete, title: 'x'.repeat(256) })).toBe('title-too-long');
    expect(campaignWizardStepProblem(3, { ...complete, description: 'x'.repeat(10_001) })).toBe(
      'description-too-long',
    );
    expect(campaignWizardStepProblem(3, { ...complete, videoUrl: '' })).toBeNull();
    expect(campaignWizardStepProblem(3, { ...complete, videoUrl: 'https://vimeo.com/1' })).toBe(
      'video-invalid',
    );
    expect(campaignWizardStepProblem(3, { ...complete, videoUrl: 'https://www.youtube.com/' })).toBe(
      'video-invalid',
    );
    expect(campaignWizardStepProblem(3, complete)).toBeNull();
  });

  it('step 4 needs a photo; documents are optional within the upload limits', () => {
    expect(campaignWizardStepProblem(4, { ...complete, image: null })).toBe('photo-required');
    expect(campaignWizardStepProblem(4, { ...complete, documents: [] })).toBeNull();
    expect(campaignWizardStepProblem(4, { ...complete, image: pdf })).toBe('photo-not-image');
    expect(
      campaignWizardStepProblem(4, {
        ...complete,
        image: sized('big.jpg', 'image/jpeg', CAMPAIGN_UPLOAD_LIMITS.imageBytes + 1),
      }),
    ).toBe('photo-too-large');
    expect(campaignWizardStepProblem(4, { ...complete, documents: Array(11).fill(pdf) })).toBe(
      'too-many-documents',
    );
    expect(
      campaignWizardStepProblem(4, {
        ...complete,
        documents: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })],
      }),
    ).toBe('document-type');
    expect(
      campaignWizardStepProblem(4, {
        ...complete,
        documents: [sized('scan.pdf', 'application/pdf', CAMPAIGN_UPLOAD_LIMITS.documentBytes + 1)],
      }),
    ).toBe('document-too-large');
  });

  it('the preview checks every step, the first problem first', () => {
    expect(campaignWizardStepProblem(5, complete)).toBeNull();
    expect(campaignWizardStepProblem(5, { ...complete, title: '', image: null })).toBe('details-required');
    expect(firstInvalidCampaignWizardStep({ ...complete, title: '', image: null })).toBe(3);
    expect(firstInvalidCampaignWizardStep(complete)).toBeNull();
  });
});

describe('campaignGoalsMinor', () => {
  it('converts major units to integer minor units without floating point', () => {
    expect(campaignGoalsMinor({ goalEtb: '0.29', goalUsd: '1200.5' })).toEqual({ etb: 29, usd: 120050 });
    expect(campaignGoalsMinor({ goalEtb: '', goalUsd: '1' })).toBeNull();
  });
});

describe('buildCampaignFormData', () => {
  it('sends §3’s payload with goals in minor units, documents as doc-n', () => {
    const data = buildCampaignFormData(complete, 41);
    expect([...data.keys()]).toEqual([
      'title',
      'description',
      'category',
      'createdBy',
      'goalEtbAmount',
      'goalUsdAmount',
      'createdByCharity',
      'videoUrl',
      'image',
      'doc-0',
    ]);
    expect(data.get('title')).toBe('Clean water for Dessie');
    expect(data.get('category')).toBe('2');
    expect(data.get('createdBy')).toBe('41');
    expect(data.get('goalEtbAmount')).toBe('15000000');
    expect(data.get('goalUsdAmount')).toBe('120050');
    expect(data.get('createdByCharity')).toBe('false');
    expect(data.get('videoUrl')).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect((data.get('image') as File).name).toBe('well.jpg');
    expect((data.get('doc-0') as File).name).toBe('permit.pdf');
  });

  it('leaves out an empty video link', () => {
    expect(buildCampaignFormData({ ...complete, videoUrl: ' ', documents: [] }, 41).has('videoUrl')).toBe(
      false,
    );
  });

  it('refuses an incomplete form', () => {
    expect(() => buildCampaignFormData({ ...complete, image: null }, 41)).toThrow(RangeError);
  });
});

describe('isCampaignDocumentType', () => {
  it('takes PDF, JPEG, PNG and an unknown type', () => {
    for (const type of ['application/pdf', 'image/jpeg', 'image/png', ''])
      expect(isCampaignDocumentType(type)).toBe(true);
    expect(isCampaignDocumentType('text/html')).toBe(false);
  });
});
