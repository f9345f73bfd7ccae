import { describe, expect, it } from 'vitest';
import { parseNotificationParams } from './notification-params.ts';

const donation = {
  donation_id: 4,
  amount: 250,
  currency: 'USD',
  donor_name: 'Abebe',
  campaign_title: 'Desks',
};
const goal = { campaign_title: 'Desks', collected: 1_000_000, target: 900_000 };
const contact = { campaign_title: 'Desks', sender_name: 'Almaz', sender_email: 'a@b.et', message: 'Hi' };

describe('parseNotificationParams', () => {
  it('reads each kind with exactly its params', () => {
    expect(parseNotificationParams('donation_received', { ...donation, extra: 1 })).toEqual({
      kind: 'donation_received',
      params: donation,
    });
    expect(parseNotificationParams('goal_reached', goal)).toEqual({ kind: 'goal_reached', params: goal });
    expect(parseNotificationParams('contact_message', contact)).toEqual({
      kind: 'contact_message',
      params: contact,
    });
  });

  it('reads the organization review kinds (issue 14)', () => {
    const name = { organization_name: 'Hope for Dessie' };
    const withReason = { ...name, reason: 'The licence has expired.' };
    expect(parseNotificationParams('organization_approved', { ...name, extra: 1 })).toEqual({
      kind: 'organization_approved',
      params: name,
    });
    expect(parseNotificationParams('organization_reinstated', name)?.params).toEqual(name);
    expect(parseNotificationParams('organization_rejected', withReason)).toEqual({
      kind: 'organization_rejected',
      params: withReason,
    });
    expect(parseNotificationParams('organization_suspended', withReason)?.params).toEqual(withReason);
  });

  it('reads the withdrawal kinds (issue 15), each with its extra field', () => {
    const base = {
      withdrawal_id: 7,
      campaign_id: 3,
      campaign_title: 'A well for Kola Diba',
      amount: 1_950,
      currency: 'USD',
    };
    expect(parseNotificationParams('withdrawal_approved', { ...base, extra: 1 })).toEqual({
      kind: 'withdrawal_approved',
      params: base,
    });
    expect(parseNotificationParams('withdrawal_paid', { ...base, paid_etb_amount: 234_244 })?.params).toEqual(
      {
        ...base,
        paid_etb_amount: 234_244,
      },
    );
    expect(parseNotificationParams('withdrawal_paid', base)).toBeNull();
    expect(
      parseNotificationParams('withdrawal_failed', { ...base, reason: 'Dormant account' })?.params,
    ).toEqual({
      ...base,
      reason: 'Dormant account',
    });
    expect(parseNotificationParams('withdrawal_rejected', base)).toBeNull();
    expect(parseNotificationParams('withdrawal_approved', { ...base, currency: 'EUR' })).toBeNull();
    expect(parseNotificationParams('withdrawal_approved', { ...base, amount: 1.5 })).toBeNull();
  });

  it('reads what the team did to a campaign: published and closed by title, rejected and unpublished with a reason', () => {
    for (const kind of ['campaign_published', 'campaign_closed']) {
      expect(parseNotificationParams(kind, { campaign_title: 'Desks', extra: 1 })).toEqual({
        kind,
        params: { campaign_title: 'Desks' },
      });
      expect(parseNotificationParams(kind, { campaign_title: 3 })).toBeNull();
    }
    for (const kind of ['campaign_rejected', 'campaign_unpublished']) {
      expect(parseNotificationParams(kind, { campaign_title: 'Desks', reason: 'Why' })).toEqual({
        kind,
        params: { campaign_title: 'Desks', reason: 'Why' },
      });
      expect(parseNotificationParams(kind, { campaign_title: 'Desks' })).toBeNull();
    }
  });

  it('reads an anonymous donor, a notification from before donation ids, and a deleted sender', () => {
    expect(parseNotificationParams('donation_received', { ...donation, donor_name: null })?.params).toEqual({
      ...donation,
      donor_name: null,
    });
    const { donation_id: _id, ...older } = donation;
    expect(parseNotificationParams('donation_received', older)?.params).toEqual(older);
    const deleted = { ...contact, sender_name: null, sender_email: null };
    expect(parseNotificationParams('contact_message', deleted)?.params).toEqual(deleted);
  });

  it.each([
    ['an unknown kind', 'something_new', {}],
    ['an organization kind without a name', 'organization_approved', {}],
    ['a rejection without its reason', 'organization_rejected', { organization_name: 'Hope' }],
    [
      'a suspension with a reason that is not text',
      'organization_suspended',
      { organization_name: 'Hope', reason: 3 },
    ],
    ['no kind', null, donation],
    ['a kind inherited from Object', 'toString', {}],
    ['no params', 'donation_received', null],
    ['params that are a list', 'goal_reached', [goal]],
    ['an amount as text', 'donation_received', { ...donation, amount: '250' }],
    ['a fractional amount', 'donation_received', { ...donation, amount: 2.5 }],
    ['a currency not kept', 'donation_received', { ...donation, currency: 'EUR' }],
    ['a missing donor name', 'donation_received', { ...donation, donor_name: undefined }],
    ['a donation id as text', 'donation_received', { ...donation, donation_id: '4' }],
    ['a fractional goal', 'goal_reached', { ...goal, collected: 1.5 }],
    ['a missing title', 'goal_reached', { ...goal, campaign_title: undefined }],
    ['a sender without an address', 'contact_message', { ...contact, sender_email: undefined }],
    ['half a deleted sender', 'contact_message', { ...contact, sender_name: null }],
    ['a missing message', 'contact_message', { ...contact, message: undefined }],
  ])('refuses %s', (_name, kind, params) => {
    expect(parseNotificationParams(kind, params)).toBeNull();
  });
});
