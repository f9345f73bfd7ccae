import { useId, useState, type FocusEvent, type MouseEvent } from 'react';
import type { Campaign } from '@lomi/core';
import { ProgressMeterView } from '../progress-meter/progress-meter-view.tsx';
import { useLomiClient } from '../provider/use-lomi-client.ts';
import { useTranslate } from '../provider/use-translate.ts';
import { LomiRoot } from '../root/lomi-root.tsx';
import { ImageSlider } from './image-slider.tsx';
import { SaveToggle } from './save-toggle.tsx';

/** The signed-in visitor's relation to a campaign; only given when someone is signed in. */
export interface CampaignCardViewer {
  /** The viewer owns the campaign's organization: shows the 'Your Campaign' badge. */
  isOwner: boolean;
  /** The viewer has saved the campaign: the save toggle is pressed. */
  saved: boolean;
  /** Called with the wanted saved state when the toggle is pressed. */
  onToggleSave: (saved: boolean) => void;
}

export interface CampaignCardProps {
  campaign: Campaign;
  /** Where the card links to. Default: the campaign's page on the Lomi site, `{baseURL}/campaign/{id}`. */
  href?: string;
  /** The signed-in visitor; enables the 'Your Campaign' badge and the save toggle. Omit for visitors. */
  viewer?: CampaignCardViewer;
  /** Level of the title's heading, to fit the page's outline. Default 3. */
  headingLevel?: 2 | 3 | 4;
  /** Called when the card's link is clicked; a single-page app can `preventDefault()` and route itself. */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * A campaign in a grid (§2 Explore): photo slider, title, organization, raised of target, percent and bar.
 * The whole card is one link (the title's link is stretched over it), so the save toggle stays a separate
 * control instead of a button nested in a link.
 */
export function CampaignCard({ campaign, href, viewer, headingLevel = 3, onLinkClick }: CampaignCardProps) {
  const client = useLomiClient();
  const t = useTranslate();
  const titleId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const Heading = `h${headingLevel}` as const;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <LomiRoot
      as="article"
      className="lomi-card"
      part="card"
      data-state="ready"
      aria-labelledby={titleId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <ImageSlider images={campaign.images} title={campaign.title} paused={hovered || focused} />
      {viewer?.isOwner ? <span className="lomi-card__badge">{t('campaign-card.your-campaign')}</span> : null}
      <div className="lomi-card__body">
        <Heading className="lomi-card__title" id={titleId} part="title">
          <a
            className="lomi-card__link"
            part="link"
            href={href ?? client.urls.campaignPage(campaign.id)}
            onClick={onLinkClick}
          >
            {campaign.title}
          </a>
        </Heading>
        <p className="lomi-card__organization" part="organization">
          {t('campaign-card.organization', { name: campaign.organization.name })}
        </p>
        <ProgressMeterView
          collected={campaign.collected_amount}
          target={campaign.target_amount}
          currency="ETB"
        />
      </div>
      {/* After the title in source order, so keyboard and screen-reader users meet the campaign first. */}
      {viewer ? (
        <SaveToggle title={campaign.title} saved={viewer.saved} onToggle={viewer.onToggleSave} />
      ) : null}
    </LomiRoot>
  );
}
