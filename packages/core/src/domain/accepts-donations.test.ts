import { describe, expect, it } from 'vitest';
import { acceptsDonations, donationsClosedReason } from './accepts-donations.ts';

const now = new Date('2026-11-27T10:00:00.000Z');

describe('donationsClosedReason and acceptsDonations', () => {
  it('opens an active campaign without a deadline, or before it', () => {
    for (const deadline of [null, '2026-11-27T10:00:00.001Z', new Date('2027-01-01T00:00:00Z')]) {
      expect(donationsClosedReason({ status: 'active', deadline }, now)).toBeNull();
      expect(acceptsDonations({ status: 'active', deadline }, now)).toBe(true);
    }
  });

  it('closes an active campaign at its deadline and after it', () => {
    for (const deadline of ['2026-11-27T10:00:00.000Z', new Date('2026-11-27T09:59:59.999Z'), '2020-01-01']) {
      expect(donationsClosedReason({ status: 'active', deadline }, now)).toBe('deadline-passed');
      expect(acceptsDonations({ status: 'active', deadline }, now)).toBe(false);
    }
  });

  it('closes a campaign whose deadline cannot be read', () => {
    expect(donationsClosedReason({ status: 'active', deadline: 'soon' }, now)).toBe('deadline-passed');
  });

  it('closes every campaign that is not active, whatever its deadline', () => {
    for (const status of ['draft', 'in_review', 'rejected', 'completed', 'closed'] as const) {
      for (const deadline of [null, '2030-01-01T00:00:00Z', '2020-01-01T00:00:00Z']) {
        expect(donationsClosedReason({ status, deadline }, now)).toBe('not-active');
        expect(acceptsDonations({ status, deadline }, now)).toBe(false);
      }
    }
  });

  it('takes now as a Date or as milliseconds alike', () => {
    const campaign = { status: 'active', deadline: '2026-11-27T10:00:00.000Z' } as const;
    expect(acceptsDonations(campaign, now.getTime() - 1)).toBe(true);
    expect(acceptsDonations(campaign, now.getTime())).toBe(false);
  });
});
