import { useState } from 'react';
import { createAccountClient } from '@lomi/core';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { useUnreadCount } from '../../session/use-unread-count.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { NotificationItem } from './notification-item.tsx';
import { NotificationsTextProvider, useNotificationsText } from './notifications-text.ts';
import './notifications.css';
import { useAccountClient } from '../../session/use-account-client.ts';

/** /notifications (§2; login only, see app/pages.ts); the page's texts are fetched with it. */
export default function NotificationsRoute() {
  return (
    <NotificationsTextProvider fallback={<LoadingState />}>
      <NotificationsPage />
    </NotificationsTextProvider>
  );
}

/**
 * The signed-in user's notifications, newest first, 10 a page: the unread count, 'Mark all as read', each
 * notification with 'Mark as read', and the pager. Marking refreshes the header's badge too.
 */
export function NotificationsPage() {
  const t = useNotificationsText();
  useDocumentTitle(t('notifications.documentTitle'));
  const account = useAccountClient();
  const unread = useUnreadCount();
  const list = usePagedList({
    key: 'notifications',
    load: (client, page, signal) => createAccountClient(client).notifications.list(page, { signal }),
  });
  // Read in this visit, shown read at once (the list is not fetched again for one notification).
  const [readHere, setReadHere] = useState<ReadonlySet<number>>(new Set());
  const [marking, setMarking] = useState<ReadonlySet<number>>(new Set());
  const [markingAll, setMarkingAll] = useState(false);
  const [failed, setFailed] = useState(false);

  async function markRead(id: number) {
    setFailed(false);
    setMarking((ids) => new Set(ids).add(id));
    try {
      await account.notifications.markRead(id);
      setReadHere((ids) => new Set(ids).add(id));
      void unread.refresh();
    } catch {
      setFailed(true);
    } finally {
      setMarking((ids) => {
        const next = new Set(ids);
        next.delete(id);
        return next;
      });
    }
  }

  async function markAllRead() {
    if (markingAll || unread.count === 0) return;
    setFailed(false);
    setMarkingAll(true);
    try {
      await account.notifications.markAllRead();
      list.retry();
      void unread.refresh();
    } catch {
      setFailed(true);
    } finally {
      setMarkingAll(false);
    }
  }

  return (
    <div className="page notifications">
      <h1 ref={list.titleRef} className="page__title">
        {t('notifications.title')}
      </h1>
      <div className="notifications__toolbar">
        <p className="notifications__count" aria-live="polite">
          {t('notifications.unread', { count: unread.count })}
        </p>
        <button
          type="button"
          className="button button--secondary"
          aria-disabled={markingAll || unread.count === 0 || undefined}
          onClick={() => void markAllRead()}
        >
          {t('notifications.markAll')}
        </button>
      </div>
      {failed && (
        <p className="notifications__failed" role="alert">
          {t('notifications.failed')}
        </p>
      )}
      <PagedSection list={list} empty={<p>{t('notifications.empty')}</p>}>
        {(results) => (
          <ul className="notifications__list" aria-label={t('notifications.list')}>
            {results.map((notification) => (
              <li key={notification.id}>
                <NotificationItem
                  notification={
                    readHere.has(notification.id) ? { ...notification, is_read: true } : notification
                  }
                  marking={marking.has(notification.id)}
                  onMarkRead={(id) => void markRead(id)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedSection>
    </div>
  );
}
