import { describe, expect, it } from 'vitest';
import { hasReachedGoal } from './goal-reached.ts';

describe('hasReachedGoal', () => {
  it('is reached at exactly the target and beyond it, not a santim before', () => {
    expect(hasReachedGoal({ collected_amount: 49_999_99, target_amount: 50_000_00 })).toBe(false);
    expect(hasReachedGoal({ collected_amount: 50_000_00, target_amount: 50_000_00 })).toBe(true);
    expect(hasReachedGoal({ collected_amount: 67_250_00, target_amount: 50_000_00 })).toBe(true);
  });

  it('is never reached without a goal', () => {
    expect(hasReachedGoal({ collected_amount: 0, target_amount: 0 })).toBe(false);
    expect(hasReachedGoal({ collected_amount: 1_000_00, target_amount: 0 })).toBe(false);
  });
});
