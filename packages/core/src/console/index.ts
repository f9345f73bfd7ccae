export type { AuditLogEntry, AuditLogQuery, Operator, PromoteOperatorRequest } from './console-types.ts';
export { createConsoleClient, type ConsoleClient } from './console-client.ts';
export type { CharityCalls, CharityUploadOptions } from './charity-calls.ts';
export {
  CHARITY_MAX_LENGTHS,
  charityFormData,
  charityFormErrors,
  type CharityFieldProblem,
  type CharityFormErrors,
} from './charity-form.ts';
export type {
  CharityFields,
  CharityFiles,
  CharityUpdate,
  ConsoleCharity,
  ConsoleCharityQuery,
} from './charity-types.ts';
export type { ExchangeRateCalls } from './exchange-rate-calls.ts';
export type {
  ExchangeRateEntry,
  ExchangeRateOverview,
  SetExchangeRateRequest,
} from './exchange-rate-types.ts';
export {
  ETB_PER_USD_DECIMALS,
  ETB_PER_USD_RANGE,
  etbMinorOfUsd,
  formatEtbPerUsd,
  parseEtbPerUsd,
  type ExchangeRateProblem,
} from './exchange-rate-value.ts';
