import type { Currency } from '@lomi/core';
import { LomiRoot } from '../root/lomi-root.tsx';
import { ProgressMeterView } from './progress-meter-view.tsx';

export interface ProgressMeterProps {
  /** Amount raised so far, in integer minor units (santim, cents). */
  collected: number;
  /** The goal, in integer minor units of the same currency. 0 means no goal (shown as 0%). */
  target: number;
  /** Currency of both amounts. Default `ETB`. */
  currency?: Currency;
}

/** How much a campaign has raised of its goal: amounts, percent to one decimal and an accessible bar. */
export function ProgressMeter({ collected, target, currency = 'ETB' }: ProgressMeterProps) {
  return (
    <LomiRoot className="lomi-progress-meter" data-state="ready">
      <ProgressMeterView collected={collected} target={target} currency={currency} />
    </LomiRoot>
  );
}
