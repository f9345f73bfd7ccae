import type { Currency } from '../domain/money.ts';

/**
 * The `params` of each notification kind, as the server writes them (snake_case, like the rest of the API)
 * and clients read them to word a notification in their own language. Money is in integer minor units.
 */
export interface NotificationParamsByKind {
  /** "New donation received", to the campaign's owner. */
  donation_received: {
    /** Absent in notifications written before donations were linked to their notification. */
    donation_id?: number;
    amount: number;
    currency: Currency;
    /** Null for an anonymous donor, and once the donor has deleted their account. */
    donor_name: string | null;
    campaign_title: string;
  };
  /** "You have reached your goal!", to the campaign's owner; both amounts in ETB. */
  goal_reached: {
    campaign_title: string;
    collected: number;
    target: number;
  };
  /** A Contact Fundraiser message, to the owner of the campaign's organization. */
  contact_message: {
    campaign_title: string;
    /** Both null once the sender has deleted their account, else both text. */
    sender_name: string | null;
    sender_email: string | null;
    message: string;
  };
  /** The team published the owner's campaign (from review, or again after an unpublish). */
  campaign_published: { campaign_title: string };
  /** The team did not publish the owner's campaign, and says why. */
  campaign_rejected: { campaign_title: string; reason: string };
  /** The team took the owner's published campaign down, and says why. */
  campaign_unpublished: { campaign_title: string; reason: string };
  /** The team closed the owner's campaign: no more donations. */
  campaign_closed: { campaign_title: string };
  /** "Your organization is approved", to its owner, when Lomi's team approves it (issue 14). */
  organization_approved: {
    organization_name: string;
  };
  /** "Your organization was not approved", to its owner, with the team's reason. */
  organization_rejected: {
    organization_name: string;
    reason: string;
  };
  /** "Your organization is suspended", to its owner, with the team's reason. */
  organization_suspended: {
    organization_name: string;
    reason: string;
  };
  /** "Your organization is public again", to its owner, when the team lifts a suspension. */
  organization_reinstated: {
    organization_name: string;
  };
  /** Lomi's team checked the owner's withdrawal request; it is to be paid (issue 15). */
  withdrawal_approved: WithdrawalNoticeParams;
  /** The withdrawal was paid into the owner's account; `paid_etb_amount`: the ETB santim sent. */
  withdrawal_paid: WithdrawalNoticeParams & { paid_etb_amount: number };
  /** A payout attempt failed; nothing was paid and the team can pay it again. `reason`: the rail's words. */
  withdrawal_failed: WithdrawalNoticeParams & { reason: string };
  /** The team refused the withdrawal with a reason; the money stays with the campaign. */
  withdrawal_rejected: WithdrawalNoticeParams & { reason: string };
}

/** What every withdrawal notification names: the withdrawal, its campaign and its amount (minor units). */
export interface WithdrawalNoticeParams {
  withdrawal_id: number;
  campaign_id: number;
  campaign_title: string;
  amount: number;
  currency: Currency;
}

/** Kinds of notification the server writes; `params` carries the values to word them in any language. */
export type NotificationKind = keyof NotificationParamsByKind;

/** The params of one kind (or, without a kind, of any). */
export type NotificationParams<K extends NotificationKind = NotificationKind> = NotificationParamsByKind[K];

/** A kind with its params, told apart by `kind`. */
export type TypedNotificationParams = {
  [K in NotificationKind]: { kind: K; params: NotificationParamsByKind[K] };
}[NotificationKind];

type Fields = Record<string, unknown>;

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const isMinor = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isCurrency = (value: unknown): value is Currency => value === 'ETB' || value === 'USD';

function donationReceived(fields: Fields): NotificationParams<'donation_received'> | null {
  const { donation_id, amount, currency, donor_name, campaign_title } = fields;
  if (donation_id !== undefined && !isMinor(donation_id)) return null;
  if (!isMinor(amount) || !isCurrency(currency) || !isTextOrNull(donor_name) || !isText(campaign_title))
    return null;
  const read = { amount, currency, donor_name, campaign_title };
  return donation_id === undefined ? read : { donation_id, ...read };
}

function goalReached(fields: Fields): NotificationParams<'goal_reached'> | null {
  const { campaign_title, collected, target } = fields;
  return isText(campaign_title) && isMinor(collected) && isMinor(target)
    ? { campaign_title, collected, target }
    : null;
}

function contactMessage(fields: Fields): NotificationParams<'contact_message'> | null {
  const { campaign_title, sender_name, sender_email, message } = fields;
  if (!isText(campaign_title) || !isText(message)) return null;
  const sender = isText(sender_name) && isText(sender_email);
  const deleted = sender_name === null && sender_email === null;
  return sender || deleted ? { campaign_title, sender_name, sender_email, message } : null;
}

function campaignOnly(fields: Fields): { campaign_title: string } | null {
  const { campaign_title } = fields;
  return isText(campaign_title) ? { campaign_title } : null;
}

function campaignWithReason(fields: Fields): { campaign_title: string; reason: string } | null {
  const { campaign_title, reason } = fields;
  return isText(campaign_title) && isText(reason) ? { campaign_title, reason } : null;
}

function organizationOnly(fields: Fields): { organization_name: string } | null {
  const { organization_name } = fields;
  return isText(organization_name) ? { organization_name } : null;
}

function organizationWithReason(fields: Fields): { organization_name: string; reason: string } | null {
  const { organization_name, reason } = fields;
  return isText(organization_name) && isText(reason) ? { organization_name, reason } : null;
}

function withdrawalNotice(fields: Fields): WithdrawalNoticeParams | null {
  const { withdrawal_id, campaign_id, campaign_title, amount, currency } = fields;
  return isMinor(withdrawal_id) &&
    isMinor(campaign_id) &&
    isText(campaign_title) &&
    isMinor(amount) &&
    isCurrency(currency)
    ? { withdrawal_id, campaign_id, campaign_title, amount, currency }
    : null;
}

/**
 * A notification's `kind` and `params` (as the API sends them: any kind, any JSON) read as one of the kinds
 * above with exactly its params; null for a kind this version does not know, or params that are not what the
 * kind promises. A client then shows the server's English `title` and `content` instead of a half-filled
 * sentence.
 */
export function parseNotificationParams(kind: unknown, params: unknown): TypedNotificationParams | null {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return null;
  const fields: Fields = { ...params };
  switch (kind) {
    case 'donation_received': {
      const read = donationReceived(fields);
      return read && { kind, params: read };
    }
    case 'goal_reached': {
      const read = goalReached(fields);
      return read && { kind, params: read };
    }
    case 'contact_message': {
      const read = contactMessage(fields);
      return read && { kind, params: read };
    }
    case 'campaign_published':
    case 'campaign_closed': {
      const read = campaignOnly(fields);
      return read && { kind, params: read };
    }
    case 'campaign_rejected':
    case 'campaign_unpublished': {
      const read = campaignWithReason(fields);
      return read && { kind, params: read };
    }
    case 'organization_approved':
    case 'organization_reinstated': {
      const read = organizationOnly(fields);
      return read && { kind, params: read };
    }
    case 'organization_rejected':
    case 'organization_suspended': {
      const read = organizationWithReason(fields);
      return read && { kind, params: read };
    }
    case 'withdrawal_approved': {
      const read = withdrawalNotice(fields);
      return read && { kind, params: read };
    }
    case 'withdrawal_paid': {
      const read = withdrawalNotice(fields);
      const { paid_etb_amount } = fields;
      return read && isMinor(paid_etb_amount) ? { kind, params: { ...read, paid_etb_amount } } : null;
    }
    case 'withdrawal_failed':
    case 'withdrawal_rejected': {
      const read = withdrawalNotice(fields);
      const { reason } = fields;
      return read && isText(reason) ? { kind, params: { ...read, reason } } : null;
    }
    default:
      return null;
  }
}
