import type { ChapaPayoutConfig } from './chapa/chapa-payout-config.ts';
import type { PayoutRail } from './payout-provider.ts';

/** The payout settings, read with every other variable by the configuration schema (src/config/). */
export interface PayoutsConfig {
  /** LOMI_PAYOUT_RAILS with `manual` always first: the rails operators can pay by. */
  rails: readonly PayoutRail[];
  /** LOMI_SANDBOX_PAYOUT_DELAY_MS: how long a sandbox transfer takes to settle. */
  sandboxDelayMs: number;
  /** LOMI_SANDBOX_WEBHOOK_SECRET: the sandbox signs its payout callbacks like its payment webhooks. */
  sandboxCallbackSecret: string;
  /** CHAPA_* (and CHAPA_TRANSFER_APPROVAL_SECRET), present when the rails include `chapa`. */
  chapa: ChapaPayoutConfig | undefined;
}
