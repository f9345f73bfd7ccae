import type { Campaign } from '@lomi/core';

/** A realistic campaign with three photos; override any field per test. */
export function campaignFixture(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 12,
    title: 'Clean water for Lalibela schools',
    description: 'Wells and hand-washing stations for four primary schools.',
    images: [
      {
        id: 1,
        url: '/api/media/campaign/image/12/1',
        alt: 'Children at a new water tap',
        srcset: '/api/media/campaign/image/12/1?w=320 320w, /api/media/campaign/image/12/1?w=640 640w',
      },
      {
        id: 2,
        url: '/api/media/campaign/image/12/2',
        alt: 'Digging the well',
        srcset: '/api/media/campaign/image/12/2?w=320 320w, /api/media/campaign/image/12/2?w=640 640w',
      },
      { id: 3, url: '/api/media/campaign/image/12/3', alt: '', srcset: '' },
    ],
    category: { id: 4, name: 'Education' },
    organization: {
      id: 3,
      name: 'Tesfa Water Initiative',
      description: 'Community water projects in the Amhara region.',
      email: 'hello@tesfa.example',
      phone_number: '+251911000000',
      logo: null,
    },
    collected_amount: 12_345_050,
    target_amount: 50_000_000,
    goalEtbAmount: 50_000_000,
    goalUsdAmount: 0,
    etbAmount: 11_000_000,
    usdAmount: 250_000,
    withdrawEtbAmount: 0,
    withdrawUsdAmount: 0,
    video_url: null,
    created: '2026-11-01T08:00:00.000Z',
    deadline: '2027-02-01T00:00:00.000Z',
    createdByCharity: false,
    charityId: null,
    status: 'active',
    featured: false,
    donation_count: 87,
    ...overrides,
  };
}
