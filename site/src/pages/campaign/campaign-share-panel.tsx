import { useInsertionEffect } from 'react';
import { useLocation } from 'react-router';
import { SharePanel, sharePanelStyles } from '@lomi/react';
import { useMessageFeatures } from '../../language/use-message-features.ts';

const FEATURES = ['share-panel'] as const;
const STYLE_ID = 'lomi-share-styles';

interface CampaignSharePanelProps {
  campaignId: number;
  title: string;
  /** The site path to share instead of the current one (the creator dashboard shares the campaign page). */
  path?: string;
}

/**
 * §2 share panel on the campaign page (its own module, see campaign-share.tsx). The shared link is the
 * site's public address plus the current path (§2), without the query (a thank-you banner's invoice id, the
 * language), so everyone who opens it lands on the plain campaign page in their own language.
 */
export default function CampaignSharePanel({ campaignId, title, path }: CampaignSharePanelProps) {
  const { pathname } = useLocation();
  useInsertionEffect(() => {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.dataset.lomi = 'share';
    style.textContent = sharePanelStyles;
    document.head.append(style);
  }, []);
  if (!useMessageFeatures(FEATURES)) return null;
  return (
    <SharePanel campaignId={campaignId} url={`${window.location.origin}${path ?? pathname}`} title={title} />
  );
}
