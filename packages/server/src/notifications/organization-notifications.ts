import type { NotificationParams } from '@lomi/core';
import type { NewNotification } from './notification-repository.ts';

/** The organization review kinds of notification (issue 14 #3), with core's params. */
export type OrganizationNotice =
  | { kind: 'organization_approved'; params: NotificationParams<'organization_approved'> }
  | { kind: 'organization_rejected'; params: NotificationParams<'organization_rejected'> }
  | { kind: 'organization_suspended'; params: NotificationParams<'organization_suspended'> }
  | { kind: 'organization_reinstated'; params: NotificationParams<'organization_reinstated'> };

/**
 * The notification its owner gets of the team's decision on an organization: English `title` and `content`
 * like the other kinds, `kind` and `params` for clients to word it in their language (the site's
 * notifications page has the Amharic).
 */
export function organizationNotification(userId: number, notice: OrganizationNotice): NewNotification {
  const name = notice.params.organization_name;
  const words = ((): { title: string; content: string } => {
    switch (notice.kind) {
      case 'organization_approved':
        return {
          title: 'Your organization is approved',
          content: `Lomi's team approved "${name}". Its page is public, and you can create campaigns for it.`,
        };
      case 'organization_rejected':
        return {
          title: 'Your organization was not approved',
          content: `Lomi's team did not approve "${name}". Their reason:\n${notice.params.reason}`,
        };
      case 'organization_suspended':
        return {
          title: 'Your organization is suspended',
          content:
            `Lomi's team suspended "${name}": its page and campaigns are hidden and take no donations. ` +
            `Their reason:\n${notice.params.reason}`,
        };
      case 'organization_reinstated':
        return {
          title: 'Your organization is public again',
          content: `Lomi's team lifted the suspension of "${name}": its page and campaigns are public again.`,
        };
    }
  })();
  return {
    user_id: userId,
    ...words,
    kind: notice.kind,
    params: JSON.stringify(notice.params),
    related_campaign_id: null,
  };
}
