import type { ReactNode } from 'react';
import type { Campaign } from '@lomi/core';
import { CampaignCard } from '@lomi/react';
import { campaignPath } from '../../routing/campaign-path.ts';
import { SpaLinks } from '../../routing/spa-links.tsx';
import { useOwnedOrganizationIds } from '../../session/use-owned-organizations.ts';
import { useSavedCampaigns } from '../../session/use-saved-campaigns.ts';
import { useSession } from '../../session/use-session.ts';
import './campaign-grid.css';

interface CampaignGridProps {
  campaigns: readonly Campaign[];
  /** Names the list for assistive technology, e.g. "Campaigns". */
  label: string;
  /** Where a card links to. Default: the campaign's page. */
  hrefOf?: (campaign: Campaign) => string;
  /** Called once the server has saved or unsaved a card's campaign (the saved list refetches here). */
  onSavedChange?: (campaignId: number, saved: boolean) => void;
  /** Shown under a card, e.g. its status for the owner. Default: nothing. */
  footerOf?: (campaign: Campaign) => ReactNode;
}

const campaignPage = (campaign: Campaign) => campaignPath(campaign.id);

/**
 * Campaign cards in a responsive grid, each linking to its campaign page. For a signed-in visitor each card
 * has the save toggle (§2 Explore: logged in only), pressed for the campaigns they saved, and the 'Your
 * Campaign' badge on campaigns of the organizations they own.
 */
export function CampaignGrid({
  campaigns,
  label,
  hrefOf = campaignPage,
  onSavedChange,
  footerOf,
}: CampaignGridProps) {
  const { status } = useSession();
  const saved = useSavedCampaigns();
  const owned = useOwnedOrganizationIds();
  const signedIn = status === 'signed-in';

  function toggle(campaignId: number) {
    // A failed toggle is reverted by the store, so the heart shows the truth again; nothing else to say.
    saved.toggle(campaignId).then(
      (isSaved) => onSavedChange?.(campaignId, isSaved),
      () => {},
    );
  }

  return (
    <SpaLinks>
      <ul className="campaign-grid" aria-label={label}>
        {campaigns.map((campaign) => (
          <li key={campaign.id} className="campaign-grid__item">
            <CampaignCard
              campaign={campaign}
              href={hrefOf(campaign)}
              {...(signedIn
                ? {
                    viewer: {
                      isOwner: owned.has(campaign.organization.id),
                      saved: saved.ids.has(campaign.id),
                      onToggleSave: () => toggle(campaign.id),
                    },
                  }
                : {})}
            />
            {footerOf?.(campaign)}
          </li>
        ))}
      </ul>
    </SpaLinks>
  );
}
