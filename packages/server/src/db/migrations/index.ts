import type { Migration } from 'kysely';
import * as initial from './0001-initial.ts';
import * as payments from './0002-payments.ts';
import * as accounts from './0004-accounts.ts';
import * as withdrawals from './0005-withdrawals.ts';
import * as notificationSubjects from './0006-notification-subjects.ts';
import * as reconciliationSchedule from './0007-reconciliation-schedule.ts';
import * as usernameCase from './0008-username-case.ts';
import * as initiationCaps from './0009-initiation-caps.ts';
import * as campaignImageVariants from './0010-campaign-image-variants.ts';
import * as organizationReview from './0011-organization-review.ts';
import * as campaignReview from './0012-campaign-review.ts';
import * as operators from './0013-operators.ts';
import * as inboxResolution from './0014-inbox-resolution.ts';
import * as campaignModeration from './0015-campaign-moderation.ts';
import * as consoleCharitiesAndRates from './0016-console-charities-and-rates.ts';
import * as paymentReview from './0017-payment-review.ts';
import * as organizationSuspension from './0018-organization-suspension.ts';
import * as consoleSummary from './0019-console-summary.ts';
import * as payouts from './0020-payouts.ts';
import * as payoutRates from './0021-payout-rates.ts';
import * as asrat from './0022-asrat.ts';
import * as receipts from './0023-receipts.ts';
import * as sandboxPayouts from './0025-sandbox-payouts.ts';
import * as campaignTotals from './0026-campaign-totals.ts';
import * as readIndexes from './0027-read-indexes.ts';
import * as campaignSearch from './0028-campaign-search.ts';
import * as searchListing from './0029-search-listing.ts';

/**
 * Every migration, in order. Listed statically (not read from the folder) so they run the same from source
 * on Node, under Vitest and in any bundle. Add the next one here (see ../README.md, "Adding a migration");
 * never edit a migration that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-payments': payments,
  '0004-accounts': accounts,
  '0005-withdrawals': withdrawals,
  '0006-notification-subjects': notificationSubjects,
  '0007-reconciliation-schedule': reconciliationSchedule,
  '0008-username-case': usernameCase,
  '0009-initiation-caps': initiationCaps,
  '0010-campaign-image-variants': campaignImageVariants,
  '0011-organization-review': organizationReview,
  '0012-campaign-review': campaignReview,
  '0013-operators': operators,
  '0014-inbox-resolution': inboxResolution,
  '0015-campaign-moderation': campaignModeration,
  '0016-console-charities-and-rates': consoleCharitiesAndRates,
  '0017-payment-review': paymentReview,
  '0018-organization-suspension': organizationSuspension,
  '0019-console-summary': consoleSummary,
  '0020-payouts': payouts,
  '0021-payout-rates': payoutRates,
  '0022-asrat': asrat,
  '0023-receipts': receipts,
  '0025-sandbox-payouts': sandboxPayouts,
  '0026-campaign-totals': campaignTotals,
  '0027-read-indexes': readIndexes,
  '0028-campaign-search': campaignSearch,
  '0029-search-listing': searchListing,
};
