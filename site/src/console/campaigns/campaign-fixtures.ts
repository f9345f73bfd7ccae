import type { ConsoleCampaign } from '@lomi/core';

/** A campaign as the console's API answers it (tests). */
export function consoleCampaignFixture(fields: Partial<ConsoleCampaign> = {}): ConsoleCampaign {
  return {
    id: 41,
    title: 'School roof in Dessie',
    status: 'in_review',
    featured: false,
    deadline: null,
    accepts_donations: false,
    organization: { id: 7, name: 'Dessie Parents Association', approval_status: 'approved' },
    collected_amount: 0,
    goalEtbAmount: 50_000_00,
    goalUsdAmount: 0,
    donation_count: 0,
    created: '2026-11-20T09:00:00.000Z',
    description: 'The roof leaks every rainy season.',
    category: { id: 4, name: 'Education' },
    video_url: null,
    owner: { id: 3, username: 'owner', full_name: 'Almaz Bekele', email: 'owner@example.com' },
    review_note: null,
    reviewed: null,
    updated: '2026-11-20T09:00:00.000Z',
    etbAmount: 0,
    usdAmount: 0,
    withdrawEtbAmount: 0,
    withdrawUsdAmount: 0,
    createdByCharity: false,
    charityId: null,
    image_count: 1,
    document_count: 2,
    ...fields,
  };
}
