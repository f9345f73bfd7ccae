import { describe, expect, it } from 'vitest';
import { campaignChip } from './campaign-chip.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const active = {
  status: 'active' as const,
  deadline: null,
  collected_amount: 5_000_00,
  target_amount: 10_000_00,
};

describe('campaignChip', () => {
  it('is active for an open campaign below its goal', () => {
    expect(campaignChip(active, now)).toBe('active');
    expect(campaignChip({ ...active, deadline: '2026-11-24T00:00:00Z' }, now)).toBe('active');
  });

  it('says the goal is reached once the collected amount meets the target', () => {
    expect(campaignChip({ ...active, collected_amount: 10_000_00 }, now)).toBe('goal-reached');
    expect(campaignChip({ ...active, collected_amount: 12_500_00 }, now)).toBe('goal-reached');
    // No target: nothing to reach.
    expect(campaignChip({ ...active, target_amount: 0 }, now)).toBe('active');
  });

  it('says ended once the deadline has passed, even when the goal was reached', () => {
    expect(campaignChip({ ...active, deadline: '2026-11-23T12:00:00Z' }, now)).toBe('ended');
    expect(
      campaignChip({ ...active, deadline: '2026-11-01T00:00:00Z', collected_amount: 10_000_00 }, now),
    ).toBe('ended');
  });

  it("keeps a finished campaign's own status", () => {
    expect(campaignChip({ ...active, status: 'completed' }, now)).toBe('completed');
    expect(campaignChip({ ...active, status: 'closed', deadline: '2026-01-01T00:00:00Z' }, now)).toBe(
      'closed',
    );
  });
});
