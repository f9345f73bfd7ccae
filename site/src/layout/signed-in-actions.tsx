import { avatarInitial } from '@lomi/core';
import { useSession } from '../session/use-session.ts';

// The signed-in parts of the header, a chunk of their own so an anonymous visitor's first load does not carry
// them (nor the unread-count polling behind the bell).
export { NotificationsLink } from './notifications-link.tsx';

/** §2: the first letter of the username, else the e-mail, else the phone (made-up ones hidden). */
export function AvatarInitial() {
  const { user } = useSession();
  return (
    <span className="site-header__avatar" aria-hidden="true">
      {user ? avatarInitial(user) : ''}
    </span>
  );
}
