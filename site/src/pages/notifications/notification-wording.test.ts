import { describe, expect, it } from 'vitest';
import type { Notification } from '@lomi/core';
import en from '../../i18n/notifications/en.json';
import type { NotificationsMessageKey } from './notifications-text.ts';
import { wordNotification } from './notification-wording.ts';

// The catalog's own sentences with {placeholders} filled in plainly: enough to see which words were chosen.
const t = (key: NotificationsMessageKey, values: Record<string, string | number> = {}) =>
  en[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const base: Notification = {
  id: 1,
  title: 'Server title',
  content: 'Server content',
  is_read: false,
  created: '2026-11-20T10:00:00.000Z',
  related_campaign: { id: 12 },
  kind: null,
  params: null,
};

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('wordNotification', () => {
  it('words a donation, naming an anonymous donor so', () => {
    const donation: Notification = {
      ...base,
      kind: 'donation_received',
      params: { amount: 250, currency: 'USD', donor_name: null, campaign_title: 'Desks', donation_id: 4 },
    };
    const words = wordNotification(donation, t, 'en');
    expect(words.title).toBe('New donation received');
    expect(plain(words.content)).toBe('An anonymous donor gave $2.50 to your campaign “Desks”.');
  });

  it('words a reached goal in ETB', () => {
    const goal: Notification = {
      ...base,
      kind: 'goal_reached',
      params: { campaign_title: 'Desks', collected: 1_000_000, target: 900_000 },
    };
    expect(plain(wordNotification(goal, t, 'en').content)).toBe(
      '“Desks” has raised ETB 10,000.00 of its ETB 9,000.00 goal.',
    );
  });

  it('words the team’s decisions on an organization, its reason quoted apart', () => {
    const approved: Notification = {
      ...base,
      kind: 'organization_approved',
      params: { organization_name: 'Hope' },
    };
    expect(wordNotification(approved, t, 'en')).toEqual({
      title: 'Your organization is approved',
      content: 'Lomi’s team approved “Hope”. Its page is public, and you can create campaigns for it.',
    });
    const suspended: Notification = {
      ...base,
      kind: 'organization_suspended',
      params: { organization_name: 'Hope', reason: 'Reported.' },
    };
    expect(wordNotification(suspended, t, 'en')).toMatchObject({
      title: 'Your organization is suspended',
      quote: 'Reported.',
    });
    const rejected = { ...suspended, kind: 'organization_rejected' };
    expect(wordNotification(rejected, t, 'en').title).toBe('Your organization was not approved');
    const reinstated = { ...approved, kind: 'organization_reinstated' };
    expect(wordNotification(reinstated, t, 'en').title).toBe('Your organization is public again');
  });

  it('words a Contact Fundraiser message and keeps the sender’s own words apart', () => {
    const message: Notification = {
      ...base,
      kind: 'contact_message',
      params: {
        campaign_title: 'Desks',
        sender_name: 'Abebe Kebede',
        sender_email: 'abebe@example.et',
        message: 'Can I give\nschool books?',
      },
    };
    expect(wordNotification(message, t, 'en')).toEqual({
      title: 'New message about your campaign',
      content: 'Abebe Kebede (abebe@example.et) wrote about “Desks”:',
      quote: 'Can I give\nschool books?',
    });
  });

  it('words a message whose sender has since deleted their account', () => {
    const message: Notification = {
      ...base,
      kind: 'contact_message',
      params: { campaign_title: 'Desks', sender_name: null, sender_email: null, message: 'Thank you' },
    };
    expect(wordNotification(message, t, 'en')).toEqual({
      title: 'New message about your campaign',
      content: 'Someone whose account has since been deleted wrote about “Desks”:',
      quote: 'Thank you',
    });
  });

  it('falls back to the server’s words for unknown kinds and for params that do not fit the kind', () => {
    const server = { title: 'Server title', content: 'Server content' };
    expect(wordNotification({ ...base, kind: 'organization_approved', params: {} }, t, 'en')).toEqual(server);
    const broken: Notification[] = [
      { ...base, kind: 'donation_received', params: null },
      {
        ...base,
        kind: 'donation_received',
        params: { amount: '5', currency: 'ETB', campaign_title: 'x', donor_name: null },
      },
      {
        ...base,
        kind: 'donation_received',
        params: { amount: 5, currency: 'EUR', campaign_title: 'x', donor_name: null },
      },
      { ...base, kind: 'goal_reached', params: { campaign_title: 'x', collected: 1.5, target: 2 } },
      { ...base, kind: 'contact_message', params: { campaign_title: 'x', sender_name: 'A', message: 'hi' } },
    ];
    for (const notification of broken) expect(wordNotification(notification, t, 'en')).toEqual(server);
  });

  it('words what the team did to a campaign, with its reason where there is one', () => {
    const word = (kind: string, params: Record<string, unknown>) =>
      wordNotification({ ...base, kind, params }, t, 'en');
    expect(word('campaign_published', { campaign_title: 'Desks' })).toEqual({
      title: 'Your campaign is live',
      content: 'Our team published “Desks”: it is listed, searchable and takes donations.',
    });
    expect(word('campaign_rejected', { campaign_title: 'Desks', reason: 'Blurry photo.' }).content).toBe(
      'Our team did not publish “Desks”. Reason: Blurry photo.',
    );
    expect(word('campaign_unpublished', { campaign_title: 'Desks', reason: 'Reported.' })).toEqual({
      title: 'Your campaign was unpublished',
      content: 'Our team took “Desks” down: it is no longer public and takes no donations. Reason: Reported.',
    });
    expect(word('campaign_closed', { campaign_title: 'Desks' }).title).toBe('Your campaign was closed');
    // Without its reason, the server's English words.
    expect(word('campaign_rejected', { campaign_title: 'Desks' })).toEqual({
      title: 'Server title',
      content: 'Server content',
    });
  });
  it('words each step of a withdrawal, a USD payout in the ETB that was paid, reasons quoted apart', () => {
    const params = {
      withdrawal_id: 7,
      campaign_id: 12,
      campaign_title: 'Desks',
      amount: 1_000_000,
      currency: 'ETB',
    };
    const approved: Notification = { ...base, kind: 'withdrawal_approved', params };
    expect(wordNotification(approved, t, 'en')).toEqual({
      title: 'Your withdrawal is approved',
      content: expect.stringContaining('approved your withdrawal of ETB'),
    });
    const paid: Notification = {
      ...base,
      kind: 'withdrawal_paid',
      params: { ...params, paid_etb_amount: 1_000_000 },
    };
    expect(plain(wordNotification(paid, t, 'en').content)).toBe(
      'ETB 10,000.00 from “Desks” was paid into your withdrawal account.',
    );
    const paidUsd: Notification = {
      ...base,
      kind: 'withdrawal_paid',
      params: { ...params, amount: 10_000, currency: 'USD', paid_etb_amount: 572_500 },
    };
    expect(plain(wordNotification(paidUsd, t, 'en').content)).toBe(
      '$100.00 from “Desks” was paid into your withdrawal account as ETB 5,725.00, at Lomi’s exchange rate on the day it was paid.',
    );
    const failed: Notification = {
      ...base,
      kind: 'withdrawal_failed',
      params: { ...params, reason: 'Account is closed' },
    };
    expect(wordNotification(failed, t, 'en')).toMatchObject({
      title: 'Your withdrawal could not be paid',
      quote: 'Account is closed',
    });
    const rejected: Notification = {
      ...base,
      kind: 'withdrawal_rejected',
      params: { ...params, reason: 'The account name does not match.' },
    };
    const words = wordNotification(rejected, t, 'en');
    expect(words.title).toBe('Your withdrawal was not approved');
    expect(plain(words.content)).toBe(
      'Lomi’s team did not approve your withdrawal of ETB 10,000.00 from “Desks”; the money stays with the campaign. Their reason:',
    );
    expect(words.quote).toBe('The account name does not match.');
  });

  it('falls back to the server’s words for a withdrawal notification without its amounts', () => {
    const broken: Notification = { ...base, kind: 'withdrawal_paid', params: { withdrawal_id: 7 } };
    expect(wordNotification(broken, t, 'en')).toEqual({ title: 'Server title', content: 'Server content' });
  });
});
