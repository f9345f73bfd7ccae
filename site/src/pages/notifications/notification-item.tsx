import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { formatCreatedAgo, formatDate, type Notification } from '@lomi/core';
import { useLomiSettings } from '@lomi/react';
import { campaignPath } from '../../routing/campaign-path.ts';
import { wordNotification } from './notification-wording.ts';
import { useNotificationsText } from './notifications-text.ts';

interface NotificationItemProps {
  notification: Notification;
  /** Marks it read; only offered while it is unread. */
  onMarkRead: (id: number) => void;
  /** True while its mark-as-read request runs. */
  marking?: boolean;
}

/** One notification: its words in the page's language, when it came, an unread mark and Mark as read. */
export function NotificationItem({ notification, onMarkRead, marking = false }: NotificationItemProps) {
  const t = useNotificationsText();
  const { locale } = useLomiSettings();
  const titleId = useId();
  const words = wordNotification(notification, t, locale);
  const unread = !notification.is_read;
  const article = useRef<HTMLElement>(null);
  const markHadFocus = useRef(false);

  // The button leaves once the notification is read: keep keyboard focus on the notification, not the body.
  useEffect(() => {
    if (!unread && markHadFocus.current) article.current?.focus();
    markHadFocus.current = false;
  }, [unread]);

  return (
    <article
      ref={article}
      tabIndex={-1}
      className={unread ? 'notification notification--unread' : 'notification'}
      aria-labelledby={titleId}
      data-read={notification.is_read}
    >
      <div className="notification__head">
        <h2 id={titleId} className="notification__title">
          {words.title}
        </h2>
        {unread && <span className="notification__badge">{t('notifications.unreadBadge')}</span>}
      </div>
      <p className="notification__content">{words.content}</p>
      {words.quote && <blockquote className="notification__quote">{words.quote}</blockquote>}
      <div className="notification__foot">
        <time
          className="notification__time"
          dateTime={notification.created}
          title={formatDate(notification.created, locale)}
        >
          {formatCreatedAgo(notification.created, locale)}
        </time>
        {notification.related_campaign && (
          <Link className="notification__link" to={campaignPath(notification.related_campaign.id)}>
            {t('notifications.viewCampaign')}
          </Link>
        )}
        {unread && (
          <button
            type="button"
            className="button button--secondary notification__mark"
            aria-describedby={titleId}
            aria-disabled={marking || undefined}
            onClick={(event) => {
              if (marking) return;
              markHadFocus.current = document.activeElement === event.currentTarget;
              onMarkRead(notification.id);
            }}
          >
            {t('notifications.markRead')}
          </button>
        )}
      </div>
    </article>
  );
}
