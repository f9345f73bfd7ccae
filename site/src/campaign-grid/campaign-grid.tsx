import type { Campaign } from '@lomi/core';
import { CampaignCard } from '@lomi/react';
import { campaignPath } from '../routing/campaign-path.ts';
import { SpaLinks } from '../routing/spa-links.tsx';
import './campaign-grid.css';

interface CampaignGridProps {
  campaigns: readonly Campaign[];
  /** Names the list for assistive technology, e.g. "Campaigns". */
  label: string;
}

/** Campaign cards in a responsive grid, each linking to its campaign page. */
export function CampaignGrid({ campaigns, label }: CampaignGridProps) {
  return (
    <SpaLinks>
      <ul className="campaign-grid" aria-label={label}>
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="campaign-grid__item">
            <CampaignCard campaign={campaign} href={campaignPath(campaign.id)} />
          </li>
        ))}
      </ul>
    </SpaLinks>
  );
}
