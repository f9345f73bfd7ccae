import { useEffect, type ReactNode } from 'react';
import { EmbedRoot, type EmbedAttributes } from './embed-root.tsx';
import { parseCampaignId } from './campaign-id.ts';
import type { LomiTag } from './element-features.ts';

/** Attributes of the elements that show one campaign. */
export interface CampaignEmbedAttributes extends EmbedAttributes {
  /** `campaign-id` (required): the number of the campaign to show. */
  campaignId?: string;
}

/**
 * An `EmbedRoot` for one campaign: renders `children(id)` once `campaign-id` holds a campaign number; a bad
 * or missing one is logged with `[lomi]` and shown as `data-state="error"`, never thrown at the host page.
 */
export function CampaignEmbed({
  tag,
  styles,
  campaignId,
  children,
  ...attributes
}: CampaignEmbedAttributes & { tag: LomiTag; styles: string; children: (id: number) => ReactNode }) {
  const id = parseCampaignId(campaignId);
  useEffect(() => {
    if (id !== undefined) return;
    console.warn(
      `[lomi] <${tag}> needs a campaign-id attribute holding a campaign number, e.g. campaign-id="12"; got ${JSON.stringify(campaignId ?? null)}.`,
    );
  }, [tag, id, campaignId]);
  return (
    <EmbedRoot {...attributes} styles={styles} tag={tag} invalid={id === undefined}>
      {id !== undefined && children(id)}
    </EmbedRoot>
  );
}
