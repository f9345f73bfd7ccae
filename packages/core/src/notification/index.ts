export {
  parseNotificationParams,
  type NotificationKind,
  type NotificationParams,
  type NotificationParamsByKind,
  type TypedNotificationParams,
  type WithdrawalNoticeParams,
} from './notification-params.ts';
