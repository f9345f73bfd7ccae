import { describe, expect, it } from 'vitest';
import { hasReachedGoal } from './goal-reached.ts';

describe('hasReachedGoal', () => {
  it('is reached at exactly the target and beyond it, not a santim before', () => {
    expect(hasReachedGoal(49_999_99, 50_000_00)).toBe(false);
    expect(hasReachedGoal(50_000_00, 50_000_00)).toBe(true);
    expect(hasReachedGoal(67_250_00, 50_000_00)).toBe(true);
  });

  it('is never reached without a goal', () => {
    expect(hasReachedGoal(0, 0)).toBe(false);
    expect(hasReachedGoal(1_000_00, 0)).toBe(false);
  });
});
