import { NavLink } from 'react-router';
import { useSiteText } from '../language/use-site-text.ts';
import { useUnreadCount } from '../session/use-unread-count.ts';

/** The bell linking to /notifications, with the unread count as a badge hidden at 0 (§2). */
export function NotificationsLink() {
  const t = useSiteText();
  const { count } = useUnreadCount();
  return (
    <NavLink to="/notifications" className="site-header__bell" data-unread={count}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      <span className="visually-hidden">{t('layout.nav.notifications')}</span>
      {count > 0 && (
        <span className="site-header__badge">
          <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
          <span className="visually-hidden">{`, ${t('layout.nav.unread', { count })}`}</span>
        </span>
      )}
    </NavLink>
  );
}
