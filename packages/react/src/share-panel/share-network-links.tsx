import type { MouseEvent } from 'react';
import { SHARE_NETWORK_NAMES, SHARE_NETWORKS, shareLink, type ShareNetwork } from '@lomi/core';
import { useTranslate } from '../provider/use-translate.ts';
import { openSharePopup } from './open-share-popup.ts';
import { ShareNetworkIcon } from './share-network-icon.tsx';

export interface ShareNetworkLinksProps {
  url: string;
  title: string;
  onShare: (network: ShareNetwork) => void;
}

/**
 * One link per network to its share page. A plain click opens the page in a popup of the §2 size; with a
 * blocked popup, a modifier key or a middle click, the link itself opens it in a new tab.
 */
export function ShareNetworkLinks({ url, title, onShare }: ShareNetworkLinksProps) {
  const t = useTranslate();

  function onClick(event: MouseEvent<HTMLAnchorElement>, network: ShareNetwork) {
    onShare(network);
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (plainClick && openSharePopup(event.currentTarget.href, network)) event.preventDefault();
  }

  return (
    <ul className="lomi-share__networks">
      {SHARE_NETWORKS.map((network) => (
        <li key={network} className="lomi-share__network">
          <a
            className={`lomi-button lomi-button--secondary lomi-share__link lomi-share__link--${network}`}
            part="share-link"
            href={shareLink(network, { url, text: title })}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('share-panel.share-on', { network: SHARE_NETWORK_NAMES[network] })}
            onClick={(event) => onClick(event, network)}
          >
            <ShareNetworkIcon network={network} />
            {SHARE_NETWORK_NAMES[network]}
          </a>
        </li>
      ))}
    </ul>
  );
}
