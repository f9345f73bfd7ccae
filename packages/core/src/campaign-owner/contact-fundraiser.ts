import { EMAIL_MAX_LENGTH, isValidEmail } from '../contact/email-address.ts';
import { isValidPersonName } from '../contact/person-name.ts';

/**
 * The Contact Fundraiser form (§2 Campaign detail): who writes, where to answer, and the message. The
 * server delivers it to the organizer as a notification (`POST /api/campaigns/{id}/contact/`).
 */
export interface ContactFundraiserMessage {
  name: string;
  email: string;
  message: string;
}

/** The answer of `POST /api/campaigns/{id}/contact/`: the message has reached the organizer. */
export interface ContactFundraiserAnswer {
  campaign_id: number;
  /** ISO 8601 timestamp. */
  created: string;
}

/** Longest sender name (characters), the donor name limit of the donate forms' spirit. */
export const CONTACT_NAME_MAX_LENGTH = 100;

/** Longest e-mail address (characters, RFC 5321). */
export const CONTACT_EMAIL_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** Longest message (characters): a long letter, not a document. */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** What can be wrong with one field of the form. */
export type ContactFieldProblem = 'required' | 'invalid' | 'too-long';

/** Problems of the Contact Fundraiser form, by field; empty when it can be sent. */
export type ContactFundraiserErrors = Partial<Record<keyof ContactFundraiserMessage, ContactFieldProblem>>;

/**
 * Checks the form (§5 helpers): a name of letters (any script) and spaces, an e-mail address the organizer
 * can answer, and a message; all three required.
 */
export function contactFundraiserErrors(values: ContactFundraiserMessage): ContactFundraiserErrors {
  const errors: ContactFundraiserErrors = {};
  const name = values.name.trim();
  if (name === '') errors.name = 'required';
  else if (name.length > CONTACT_NAME_MAX_LENGTH) errors.name = 'too-long';
  else if (!isValidPersonName(name)) errors.name = 'invalid';

  const email = values.email.trim();
  if (email === '') errors.email = 'required';
  else if (email.length > CONTACT_EMAIL_MAX_LENGTH || !isValidEmail(email)) errors.email = 'invalid';

  const message = values.message.trim();
  if (message === '') errors.message = 'required';
  else if (message.length > CONTACT_MESSAGE_MAX_LENGTH) errors.message = 'too-long';
  return errors;
}
