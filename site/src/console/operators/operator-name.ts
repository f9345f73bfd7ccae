import type { Operator } from '@lomi/core';

/** How the screen names an operator: the full name, else the username. */
export function operatorName(operator: Operator): string {
  return operator.full_name || operator.username;
}
