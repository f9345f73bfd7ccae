import type { SavedCampaign, SavedCampaignChange, SavedCampaignIds } from '@lomi/core';
import { z } from 'zod';
import { shapeOf } from '../../http/response-schema.ts';
import { campaignSchema } from '../campaigns/campaign-schemas.ts';

/** §3 Saved campaign: the campaign and when it was saved. */
export const savedCampaignSchema = shapeOf<SavedCampaign>()(
  z.object({ campaign: campaignSchema, created: z.string().describe('ISO 8601 timestamp.') }),
);

/** Answer of `GET /api/saved-campaigns/ids/`. */
export const savedCampaignIdsSchema = shapeOf<SavedCampaignIds>()(
  z.object({ ids: z.array(z.number().int()) }),
);

/** Answer of saving or unsaving a campaign. */
export const savedCampaignChangeSchema = shapeOf<SavedCampaignChange>()(
  z.object({ campaign_id: z.number().int(), saved: z.boolean() }),
);
