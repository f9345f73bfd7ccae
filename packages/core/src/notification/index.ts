export {
  parseNotificationParams,
  type NotificationKind,
  type NotificationParams,
  type NotificationParamsByKind,
  type TypedNotificationParams,
} from './notification-params.ts';
