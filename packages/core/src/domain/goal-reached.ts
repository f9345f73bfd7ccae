/**
 * §2 'You have reached your goal!': whether `collected` has reached `target`, both in ETB minor units: a
 * campaign's `collected_amount` and `target_amount` (the ETB goal, or the USD goal at today's rate when it
 * has only a USD goal). A campaign without a goal (target 0) never reaches it. The creator dashboard's banner
 * and the server's goal-reached notification both ask this.
 */
export function hasReachedGoal(collected: number, target: number): boolean {
  return target > 0 && collected >= target;
}
