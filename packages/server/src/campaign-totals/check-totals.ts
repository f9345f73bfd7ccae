import {
  TOTAL_COLUMNS,
  type CampaignTotalsRepository,
  type TotalsDrift,
} from './campaign-totals-repository.ts';

/** How to run `npm run db:check-totals`. */
export const CHECK_TOTALS_USAGE = `Usage: npm run db:check-totals [-- --rebuild]
  (no option)  compare campaign_totals with the sums of donations and withdrawals; exit 1 if any differ
  --rebuild    recompute every campaign's totals from the sums (in one transaction) and print how many changed`;

/** One drifted campaign on one line: each column that differs, kept → summed. */
export function describeDrift({ campaignId, stored, summed }: TotalsDrift): string {
  if (!stored) return `campaign ${campaignId}: no totals row (summed: ${JSON.stringify(summed)})`;
  const differences = TOTAL_COLUMNS.filter((column) => stored[column] !== summed[column]).map(
    (column) => `${column} ${stored[column]} (sums: ${summed[column]})`,
  );
  return `campaign ${campaignId}: ${differences.join(', ')}`;
}

/** The command's options, or null for arguments it does not know (then it prints the usage, exit 2). */
export function parseCheckTotalsArgs(args: readonly string[]): { rebuild: boolean } | null {
  if (args.length === 0) return { rebuild: false };
  if (args.length === 1 && args[0] === '--rebuild') return { rebuild: true };
  return null;
}

/**
 * Runs `npm run db:check-totals` (issue 16 #1): `campaign_totals` is kept by triggers (migration 0026); this
 * proves it equals the sums, or rebuilds it. Returns the exit code: 0 in agreement (or rebuilt), 1 on drift.
 */
export async function runCheckTotals(
  { rebuild }: { rebuild: boolean },
  {
    totals,
    out,
    err,
  }: { totals: CampaignTotalsRepository; out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  if (rebuild) {
    const changed = await totals.rebuild();
    out(
      changed === 0
        ? 'Rebuilt campaign totals: every campaign already agreed with the sums.'
        : `Rebuilt campaign totals: ${changed} campaign${changed === 1 ? '' : 's'} changed.`,
    );
    return 0;
  }
  const drift = await totals.findDrift();
  if (drift.length === 0) {
    out('Campaign totals agree with the sums of donations and withdrawals.');
    return 0;
  }
  err(`Campaign totals differ from the sums for ${drift.length} campaign${drift.length === 1 ? '' : 's'}:`);
  for (const campaign of drift) err(describeDrift(campaign));
  err('Run `npm run db:check-totals -- --rebuild` to recompute them.');
  return 1;
}
