import type { Locale } from '../i18n/locale.ts';

/** Mobile-money operators charged directly (a payment request pushed to the donor's phone). */
export type MobileMoneyMedium = 'telebirr' | 'mpesa' | 'cbe';

/**
 * Body of `POST /api/donation/lakipay/direct/` (mobile money) and `POST /api/donation/lakipay/checkout/`
 * (hosted checkout, medium `payonline`), §3 "Direct donation payload".
 */
export interface DirectDonationPayload {
  /** Integer minor units (santim for ETB, cents for USD). */
  amount: number;
  campaign_id: number;
  /** `251` followed by the 9-digit local number, digits only. */
  phone_number: string;
  anonymous: boolean;
  medium: MobileMoneyMedium | 'payonline';
  /** Left out when `anonymous` is true, so the name never leaves the donor's browser. */
  full_name?: string;
  message: string;
  /**
   * §3 lists `usd` for the card, but Lomi sends card donations as a {@link CardCheckoutRequest}; these
   * endpoints take ETB only, so the field is left out (ETB is the default).
   */
  currency?: 'ETB';
  /**
   * The donor's language (§1 `lang`): a hosted checkout page and the success or canceled page it returns to
   * speak it. The server takes `en` when left out.
   */
  lang?: Locale;
}

/** Answer of `POST /api/donation/lakipay/direct/`: the invoice to poll. */
export interface DirectDonationAnswer {
  invoice_id: string;
  /**
   * Opens the donation's receipt once the payment succeeded (`receipts.get`, the site's `/receipts/{token}`);
   * only this answer holds it, so keep it.
   */
  receipt_token: string;
}

/** Answer of `POST /api/donation/lakipay/checkout/`: the hosted checkout page to send the browser to. */
export interface CheckoutAnswer {
  invoice_id: string;
  payment_url: string;
  /**
   * Opens the donation's receipt once the payment succeeded (`receipts.get`, the site's `/receipts/{token}`);
   * only this answer holds it, so keep it.
   */
  receipt_token: string;
}

/** Body of `POST /api/stripe/checkout/`, §3 "Card request" (field names as the spec spells them). */
export interface CardCheckoutRequest {
  /** Shown on the checkout page, e.g. "Donation to Clean water for Lalibela schools". */
  name: string;
  description: string;
  metadata: {
    campaignId: number;
    /** The signed-in donor's user id, or null for visitors. */
    donatorId: number | null;
    message: string;
    annonymous: boolean;
    /** Integer minor units (cents); the dialog sends no tip. */
    tipAmount: number;
    firstname: string;
    lastname: string;
    email: string;
  };
  /** Integer minor units of USD (cents). */
  price: number;
  /**
   * The donor's language (§1 `lang`): a hosted checkout page and the success or canceled page it returns to
   * speak it. The server takes `en` when left out.
   */
  lang?: Locale;
}

/** Answer of `POST /api/stripe/checkout/`. */
export interface CardCheckoutAnswer {
  sessionId: string;
  /** The Stripe Checkout (or sandbox) page to send the browser to. */
  url: string;
  invoice_id: string;
  /**
   * Opens the donation's receipt once the payment succeeded (`receipts.get`, the site's `/receipts/{token}`);
   * only this answer holds it, so keep it.
   */
  receipt_token: string;
}

/** Ids of the donate wizard's payment methods (§9): Chapa takes ETB, the card takes USD. */
export type WizardPaymentMethodId = 0 | 2;

/** Body of `POST /api/donation/initiate/`, §3 "Donation request" of the donate wizard. */
export interface WizardDonationRequest {
  /** Integer minor units of `currency`, without the tip. */
  amount: number;
  currency: 'ETB' | 'USD';
  email: string;
  first_name: string;
  last_name: string;
  campaignId: number;
  /** The signed-in donor's user id, or null for visitors. */
  donatorId: number | null;
  /** The campaign's title, shown on the checkout page. */
  title: string;
  message: string;
  annonymous: boolean;
  /** Lomi's tip in integer minor units of `currency`; the charge is `amount + tipAmount`. */
  tipAmount: number;
  /** 0 Chapa (ETB) or 2 Card (USD). */
  payment_method: WizardPaymentMethodId;
  /**
   * The donor's language (§1 `lang`): a hosted checkout page and the success or canceled page it returns to
   * speak it. The server takes `en` when left out.
   */
  lang?: Locale;
}
