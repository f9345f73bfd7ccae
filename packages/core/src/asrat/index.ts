export {
  ASRAT_PAYMENT_METHODS,
  isAsratPaymentMethod,
  type AsratCampaign,
  type AsratMemberTotal,
  type AsratMonthTotal,
  type AsratPage,
  type AsratReportFormat,
  type AsratReportGrouping,
  type AsratSummary,
  type AsratTotal,
} from './asrat-types.ts';
export { asratCalls, type AsratCalls, type AsratReportQuery } from './asrat-calls.ts';
