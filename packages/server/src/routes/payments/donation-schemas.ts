import {
  DONOR_NAME_MAX_LENGTH,
  type CardCheckoutAnswer,
  type CheckoutAnswer,
  type DirectDonationAnswer,
} from '@lomi/core';
import { z } from 'zod';
import { errorBodySchema } from '../../errors/error-body-schema.ts';
import { shapeOf } from '../../http/response-schema.ts';
import type { DonationOrder } from '../../payments/initiation/donation-order.ts';
import {
  amountMinor,
  campaignId,
  email,
  flag,
  fullName,
  locale,
  message,
  NAME_REQUIRED,
  personName,
  splitPersonName,
  phoneNumber,
  tipMinor,
} from './donation-fields.ts';

/** A donor's first and last names as one full name; `null` when neither is given. */
const joinName = (first?: string, last?: string) => [first, last].filter(Boolean).join(' ') || null;

/** §3 direct donation payload (the dialog's telebirr, mpesa and cbe). */
export const directDonationBody = z
  .object({
    amount: amountMinor,
    campaign_id: campaignId,
    phone_number: phoneNumber,
    anonymous: flag,
    medium: z
      .string({ error: 'must be one of telebirr, mpesa, cbe' })
      .toLowerCase()
      .pipe(z.enum(['telebirr', 'mpesa', 'cbe'], { error: 'must be one of telebirr, mpesa, cbe' })),
    full_name: fullName,
    message,
    currency: z
      .string()
      .toUpperCase()
      .pipe(z.literal('ETB', { error: 'mobile money is paid in ETB' }))
      .optional(),
    lang: locale,
  })
  .refine((body) => body.anonymous || body.full_name, { message: NAME_REQUIRED, path: ['full_name'] });

/** The dialog's payonline: the same payload with medium payonline; the phone is optional. */
export const checkoutDonationBody = z
  .object({
    amount: amountMinor,
    campaign_id: campaignId,
    phone_number: phoneNumber.optional(),
    anonymous: flag,
    medium: z
      .string({ error: 'must be payonline' })
      .toLowerCase()
      .pipe(z.literal('payonline', { error: 'must be payonline' }))
      .optional(),
    full_name: fullName,
    message,
    currency: z
      .string()
      .toUpperCase()
      .pipe(z.literal('ETB', { error: 'hosted checkout is paid in ETB' }))
      .optional(),
    lang: locale,
  })
  .refine((body) => body.anonymous || body.full_name, { message: NAME_REQUIRED, path: ['full_name'] });

/** §3 card request. `price` and `metadata.tipAmount` are USD cents; the charge is their sum. */
export const cardCheckoutBody = z
  .object({
    // Only shown by the client ("Donation to <campaign title>"), so it may exceed a title's 255 characters.
    name: z.string({ error: 'is required' }).trim().min(1, 'is required').max(1000),
    description: z.string().max(1000).nullish(),
    price: amountMinor,
    metadata: z.object(
      {
        campaignId,
        donatorId: z.union([z.string(), z.number(), z.null()]).optional(),
        message,
        annonymous: flag,
        tipAmount: tipMinor,
        firstname: splitPersonName,
        lastname: splitPersonName,
        email,
      },
      { error: 'is required' },
    ),
    lang: locale,
  })
  .refine((body) => body.metadata.annonymous || body.metadata.firstname || body.metadata.lastname, {
    message: NAME_REQUIRED,
    path: ['metadata', 'firstname'],
  })
  .refine(
    (body) =>
      (joinName(body.metadata.firstname, body.metadata.lastname) ?? '').length <= DONOR_NAME_MAX_LENGTH,
    {
      message: `must be at most ${DONOR_NAME_MAX_LENGTH} characters with the last name`,
      path: ['metadata', 'firstname'],
    },
  );

/** §3 donation request of the wizard. `payment_method`: 0 Chapa (ETB), 2 Card (USD). */
export const wizardDonationBody = z
  .object({
    amount: z
      .union([amountMinor, z.literal('')])
      .refine((value) => value !== '', 'Please fill in amount field'),
    currency: z
      .string({ error: 'must be ETB or USD' })
      .toUpperCase()
      .pipe(z.enum(['ETB', 'USD'], { error: 'must be ETB or USD' })),
    email,
    first_name: personName,
    last_name: personName,
    campaignId,
    donatorId: z.union([z.string(), z.number(), z.null()]).optional(),
    title: z.string().max(255).nullish(),
    message: message.refine((value) => value !== '', 'Please add a message for the fundraiser'),
    annonymous: flag,
    tipAmount: tipMinor,
    payment_method: z.union([z.literal(0), z.literal(2)], { error: 'Please choose a payment method' }),
    lang: locale,
  })
  .refine((body) => body.annonymous || body.first_name || body.last_name, {
    message: NAME_REQUIRED,
    path: ['first_name'],
  })
  .refine((body) => (body.payment_method === 0 ? body.currency === 'ETB' : body.currency === 'USD'), {
    message: 'Chapa (0) takes ETB and Card (2) takes USD',
    path: ['payment_method'],
  });

export function directOrder(body: z.infer<typeof directDonationBody>): DonationOrder {
  return {
    campaignId: body.campaign_id,
    method: body.medium,
    currency: 'ETB',
    amountMinor: body.amount,
    tipMinor: 0,
    anonymous: body.anonymous,
    fullName: body.full_name,
    email: null,
    message: body.message,
    phone: body.phone_number,
    locale: body.lang,
  };
}

export function checkoutOrder(body: z.infer<typeof checkoutDonationBody>): DonationOrder {
  return {
    campaignId: body.campaign_id,
    method: 'payonline',
    currency: 'ETB',
    amountMinor: body.amount,
    tipMinor: 0,
    anonymous: body.anonymous,
    fullName: body.full_name,
    email: null,
    message: body.message,
    phone: body.phone_number ?? null,
    locale: body.lang,
  };
}

export function cardOrder(body: z.infer<typeof cardCheckoutBody>): DonationOrder {
  const { metadata } = body;
  return {
    campaignId: metadata.campaignId,
    method: 'stripe',
    currency: 'USD',
    amountMinor: body.price,
    tipMinor: metadata.tipAmount,
    anonymous: metadata.annonymous,
    fullName: joinName(metadata.firstname, metadata.lastname),
    email: metadata.email,
    message: metadata.message,
    phone: null,
    locale: body.lang,
    ...(metadata.firstname ? { firstName: metadata.firstname } : {}),
    ...(metadata.lastname ? { lastName: metadata.lastname } : {}),
  };
}

export function wizardOrder(body: z.infer<typeof wizardDonationBody>): DonationOrder {
  return {
    campaignId: body.campaignId,
    method: body.payment_method === 0 ? 'payonline' : 'stripe',
    currency: body.currency,
    amountMinor: body.amount as number,
    tipMinor: body.tipAmount,
    anonymous: body.annonymous,
    fullName: joinName(body.first_name, body.last_name),
    email: body.email,
    message: body.message,
    phone: null,
    locale: body.lang,
    ...(body.first_name ? { firstName: body.first_name } : {}),
    ...(body.last_name ? { lastName: body.last_name } : {}),
  };
}

/** The donor's receipt token of a started payment (see `GET /api/receipts/{token}`). */
const receiptToken = z
  .string()
  .describe(
    'Opens the receipt once the payment succeeded (`GET /api/receipts/{token}`); only this answer holds it.',
  );

/** Answer of `POST /api/donation/lakipay/direct/` (201): the invoice to poll. */
export const directDonationAnswerSchema = shapeOf<DirectDonationAnswer>()(
  z.object({
    invoice_id: z.string().describe('Poll it at `GET /api/invoices/{id}`.'),
    receipt_token: receiptToken,
  }),
);

/** Answer of the hosted checkouts (201): the page to send the browser to. */
export const checkoutAnswerSchema = shapeOf<CheckoutAnswer>()(
  z.object({ invoice_id: z.string(), payment_url: z.string(), receipt_token: receiptToken }),
);

/** Answer of `POST /api/stripe/checkout/` (201). */
export const cardCheckoutAnswerSchema = shapeOf<CardCheckoutAnswer>()(
  z.object({ sessionId: z.string(), url: z.string(), invoice_id: z.string(), receipt_token: receiptToken }),
);

/**
 * An error of a donation call: `{message, code, errors?}`, with the invoice when one was opened (the
 * provider refused the payment, 422, or did not answer, 503).
 */
export const donationErrorSchema = errorBodySchema
  .extend({ invoice_id: z.string().optional() })
  .meta({ id: 'DonationError' });
