import { UpdatedAgo } from './updated-ago.tsx';
import { useMyCampaignText } from './my-campaign-text.ts';

interface LiveStatusProps {
  /** `live` while polls answer; `reconnecting` after a failed one, until one answers again. */
  status: 'live' | 'reconnecting';
  /** When the last answer came (milliseconds since the epoch). */
  updatedAt: number;
}

/**
 * §2 LIVE UPDATE badge and the last answer's age. After a failed poll the badge quietly says 'Reconnecting…'
 * instead (announced once, politely), while the figures below stay as last read.
 */
export function LiveStatus({ status, updatedAt }: LiveStatusProps) {
  const t = useMyCampaignText();
  return (
    <div className="live-status" data-state={status}>
      <p className="live-status__badge" role="status">
        <span className="live-status__dot" aria-hidden="true" />
        {status === 'live' ? t('myCampaign.live') : t('myCampaign.reconnecting')}
      </p>
      <UpdatedAgo at={updatedAt} />
    </div>
  );
}
