import type { Campaign } from '@lomi/core';
import { CampaignCard } from '@lomi/react';
import { useApi } from '../../shared/data/use-api.ts';
import { campaignPath } from '../../routing/campaign-path.ts';
import { SpaLinks } from '../../routing/spa-links.tsx';
import { useSavedCampaigns } from '../../session/use-saved-campaigns.ts';
import { useSession } from '../../session/use-session.ts';
import { useCampaignText } from './campaign-text.ts';

interface MoreCampaignsProps {
  campaign: Pick<Campaign, 'id' | 'organization'>;
  /** Whether the viewer owns the organization, so every card here is 'Your Campaign'. */
  viewerIsOwner: boolean;
}

/**
 * §2 'More Campaigns from this Organization': the organization's other listed campaigns (its first page,
 * `GET /api/campaigns/?organization_id=`) in a horizontal, scrollable row of cards linking to their pages.
 * Nothing is shown when there are none, or when they cannot be read (§8: only logged).
 */
export function MoreCampaigns({ campaign, viewerIsOwner }: MoreCampaignsProps) {
  const t = useCampaignText();
  const { status } = useSession();
  const saved = useSavedCampaigns();
  const organizationId = campaign.organization.id;
  const result = useApi(`campaigns?organization_id=${organizationId}`, (client, signal) =>
    client.campaigns.list({ organizationId }, { signal }),
  );
  const others = result.data?.results.filter((other) => other.id !== campaign.id) ?? [];
  if (others.length === 0) return null;
  const signedIn = status === 'signed-in';
  return (
    <section className="more-campaigns" aria-labelledby="more-campaigns-heading">
      <h2 id="more-campaigns-heading">{t('campaignDetail.more.heading')}</h2>
      <SpaLinks>
        <ul className="more-campaigns__list">
          {others.map((other) => (
            <li key={other.id} className="more-campaigns__item">
              <CampaignCard
                campaign={other}
                href={campaignPath(other.id)}
                {...(signedIn
                  ? {
                      viewer: {
                        isOwner: viewerIsOwner,
                        saved: saved.ids.has(other.id),
                        onToggleSave: () => void saved.toggle(other.id).catch(() => {}),
                      },
                    }
                  : {})}
              />
            </li>
          ))}
        </ul>
      </SpaLinks>
    </section>
  );
}
