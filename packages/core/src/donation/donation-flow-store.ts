import { createStore, type StoreApi } from 'zustand/vanilla';
import { ApiError, CLIENT_ERROR_CODES } from '../api-client/api-error.ts';
import type { LomiClient } from '../api-client/lomi-client.ts';
import { INVOICE_POLL_MS } from '../constants/constants.ts';
import type { Currency } from '../domain/money.ts';
import type { Locale } from '../i18n/locale.ts';
import { parseAmountToMinor } from './amount-input.ts';
import type { DonateDialogForm } from './donate-dialog-form.ts';
import { wholeUnitsToMinor, type DonateWizardForm } from './donate-wizard-form.ts';
import { donationCurrency, paymentFlow } from './donate-dialog-methods.ts';
import {
  buildCardCheckoutRequest,
  buildDirectDonationPayload,
  type DonationTarget,
} from './donation-payload.ts';
import { createIdempotencyKey } from './idempotency-key.ts';
import { buildWizardDonationRequest } from './wizard-donation-request.ts';

/**
 * Where a donation stands (§4): `submitting` while the payment is started, `pending` while a mobile-money
 * invoice is polled, `redirect` when the browser must go to a checkout page, then `success` or `failed`.
 */
export type DonationFlowStatus = 'idle' | 'submitting' | 'pending' | 'redirect' | 'success' | 'failed';

/**
 * What the donor sends from the donate dialog: the campaign, the completed form and the language the dialog
 * speaks (`en` when left out), which the checkout page and the pages it returns to then speak too.
 */
export interface DialogSubmission {
  kind?: 'dialog';
  target: DonationTarget;
  form: DonateDialogForm;
  locale?: Locale;
}

/**
 * What the donor sends from the donate wizard; `donatorId` is the signed-in donor's user id, `locale` the
 * language the wizard speaks (`en` when left out).
 */
export interface WizardSubmission {
  kind: 'wizard';
  target: DonationTarget;
  form: DonateWizardForm;
  donatorId?: number | null;
  locale?: Locale;
}

/** A donation to start. */
export type DonationSubmission = DialogSubmission | WizardSubmission;

/** Why a donation failed. `message` is the server's own words, or null (then show 'Donation failed'). */
export interface DonationFailure {
  message: string | null;
  code: string | null;
  /** How long the server asked to wait (a 429's `Retry-After`), in seconds; null when it said nothing. */
  retryAfterSeconds: number | null;
  /** `initiation`: starting the payment failed; `payment`: the provider declined or the invoice failed. */
  during: 'initiation' | 'payment';
}

export interface DonationFlowState {
  status: DonationFlowStatus;
  /** The campaign, amount (integer minor units) and currency of the current attempt. */
  campaignId: number | null;
  amount: number | null;
  currency: Currency | null;
  invoiceId: string | null;
  /**
   * The receipt token the server gave with the invoice (`receipt_token`): the donor's one key to the
   * receipt once the payment succeeded. Null before an invoice (or from a server without receipts).
   */
  receiptToken: string | null;
  /** Where to send the browser, in `redirect`. */
  redirectUrl: string | null;
  failure: DonationFailure | null;
  /** The `Idempotency-Key` of the current attempt, reused when the same attempt is sent again. */
  idempotencyKey: string | null;
  /**
   * Starts a donation. Resolves once the payment is started (`pending` or `redirect`) or has failed; a
   * `pending` donation is then polled every `pollMs` until it succeeds or fails. Ignored while a donation
   * is being started or polled.
   */
  submit(submission: DonationSubmission): Promise<DonationFlowStatus>;
  /** Sends the last submission again (same key when its start failed, see {@link submit}). */
  retry(): Promise<DonationFlowStatus>;
  /** Stops polling and forgets the attempt's outcome: the dialog was closed or the donor gave up waiting. */
  cancel(): void;
}

export interface DonationFlowOptions {
  client: LomiClient;
  /** Interval between invoice polls. Default `INVOICE_POLL_MS` (2000). */
  pollMs?: number;
  /** Key generator, for tests. Default `createIdempotencyKey`. */
  createKey?: () => string;
}

export type DonationFlowStore = StoreApi<DonationFlowState>;

/** The invoice fields of the state from an initiation answer. */
function invoiceOf(answer: { invoice_id: string; receipt_token?: string }) {
  return { invoiceId: answer.invoice_id, receiptToken: answer.receipt_token ?? null };
}

const RESET = {
  status: 'idle',
  campaignId: null,
  amount: null,
  currency: null,
  invoiceId: null,
  receiptToken: null,
  redirectUrl: null,
  failure: null,
} as const satisfies Partial<DonationFlowState>;

/**
 * The donation flow of the donate dialog as a small state machine in a vanilla zustand store:
 * `idle → submitting → pending → success | failed`, or `submitting → redirect` for card and hosted checkout
 * (and for every donate-wizard submission, which always goes to a payment page).
 *
 * Each attempt carries an `Idempotency-Key`. When starting the payment fails (no answer, a timeout, a 5xx),
 * the server may still have started it, so sending the same submission again reuses the key and the server
 * answers with the invoice it already made instead of charging twice. A changed submission, or one whose
 * payment was declined, gets a new key.
 */
export function createDonationFlowStore(options: DonationFlowOptions): DonationFlowStore {
  const { client } = options;
  const pollMs = options.pollMs ?? INVOICE_POLL_MS;
  const createKey = options.createKey ?? createIdempotencyKey;
  // Bumped by every submit and cancel, so answers and timers of an earlier run are ignored.
  let run = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let lastSubmission: DonationSubmission | null = null;

  function stop(): void {
    run += 1;
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  }

  const store = createStore<DonationFlowState>()((set, get) => {
    function fail(error: unknown, during: DonationFailure['during']): void {
      set({ status: 'failed', failure: { ...serverMessage(error), during } });
    }

    function poll(current: number, invoiceId: string): void {
      timer = setTimeout(() => {
        controller = new AbortController();
        client.invoices.get(invoiceId, { signal: controller.signal }).then(
          (invoice) => {
            if (current !== run) return;
            if (invoice.status === 'success') set({ status: 'success', failure: null });
            else if (invoice.status === 'failed') {
              set({
                status: 'failed',
                failure: {
                  message: nonEmpty(invoice.message),
                  code: null,
                  retryAfterSeconds: null,
                  during: 'payment',
                },
              });
            } else poll(current, invoiceId);
          },
          (error: unknown) => {
            if (current !== run) return;
            // An unknown invoice will never settle; anything else (offline, a 5xx) may pass, so keep polling.
            if (error instanceof ApiError && error.status === 404) fail(error, 'payment');
            else poll(current, invoiceId);
          },
        );
      }, pollMs);
    }

    async function submit(submission: DonationSubmission): Promise<DonationFlowStatus> {
      const state = get();
      if (state.status === 'submitting' || state.status === 'pending') return state.status;
      const sameAttempt =
        state.status === 'failed' &&
        state.failure?.during === 'initiation' &&
        state.idempotencyKey !== null &&
        lastSubmission !== null &&
        JSON.stringify(lastSubmission) === JSON.stringify(submission);
      const idempotencyKey = sameAttempt && state.idempotencyKey ? state.idempotencyKey : createKey();
      stop();
      const current = run;
      lastSubmission = submission;
      set({
        ...RESET,
        status: 'submitting',
        campaignId: submission.target.id,
        ...money(submission),
        idempotencyKey,
      });
      controller = new AbortController();
      const requestOptions = { idempotencyKey, signal: controller.signal };
      try {
        if (submission.kind === 'wizard') {
          const answer = await client.donations.initiate(
            buildWizardDonationRequest(
              submission.target,
              submission.form,
              submission.donatorId ?? null,
              submission.locale,
            ),
            requestOptions,
          );
          if (current === run) {
            set({ status: 'redirect', ...invoiceOf(answer), redirectUrl: answer.payment_url });
          }
          return get().status;
        }
        const method = submission.form.method;
        const flow = method === null ? 'mobile' : paymentFlow(method);
        if (flow === 'card') {
          const answer = await client.stripe.checkout(
            buildCardCheckoutRequest(submission.target, submission.form, submission.locale),
            requestOptions,
          );
          if (current === run) set({ status: 'redirect', ...invoiceOf(answer), redirectUrl: answer.url });
        } else if (flow === 'checkout') {
          const answer = await client.donations.checkout(
            buildDirectDonationPayload(submission.target, submission.form, submission.locale),
            requestOptions,
          );
          if (current === run) {
            set({ status: 'redirect', ...invoiceOf(answer), redirectUrl: answer.payment_url });
          }
        } else {
          const answer = await client.donations.direct(
            buildDirectDonationPayload(submission.target, submission.form, submission.locale),
            requestOptions,
          );
          if (current === run) {
            set({ status: 'pending', ...invoiceOf(answer) });
            poll(current, answer.invoice_id);
          }
        }
      } catch (error) {
        if (current === run) fail(error, 'initiation');
      }
      return get().status;
    }

    return {
      ...RESET,
      idempotencyKey: null,
      submit,
      retry: () => (lastSubmission ? submit(lastSubmission) : Promise.resolve(get().status)),
      cancel: () => {
        stop();
        set({ ...RESET });
      },
    };
  });
  return store;
}

/** The donation's amount (minor units, without a wizard tip) and currency, for events. */
function money(submission: DonationSubmission): { amount: number | null; currency: Currency | null } {
  if (submission.kind === 'wizard') {
    return { amount: wholeUnitsToMinor(submission.form.amount), currency: submission.form.currency };
  }
  const method = submission.form.method;
  return {
    amount: parseAmountToMinor(submission.form.amount),
    currency: method === null ? null : donationCurrency(method),
  };
}

/** What donation callbacks and DOM events carry (`lomi:donation-started` and friends). */
export interface DonationEventDetail {
  campaignId: number;
  /** Integer minor units of `currency` (a wizard's tip not included). */
  amount: number;
  currency: Currency;
  /** The invoice of the payment; null when starting the payment failed. */
  invoiceId: string | null;
  /**
   * The receipt token of that invoice, the donor's key to its receipt (the site keeps it for the success
   * page's receipt link); null or absent without one. The embed's DOM events leave it out.
   */
  receiptToken?: string | null;
}

/** The event detail of the flow's current attempt, or null before one. */
export function donationEventDetail(state: DonationFlowState): DonationEventDetail | null {
  if (state.campaignId === null || state.amount === null || state.currency === null) return null;
  return {
    campaignId: state.campaignId,
    amount: state.amount,
    currency: state.currency,
    invoiceId: state.invoiceId,
    ...(state.receiptToken ? { receiptToken: state.receiptToken } : {}),
  };
}

/** The server's message for a failure, or null when there is none to show (network errors, bare 5xx). */
function serverMessage(error: unknown): Omit<DonationFailure, 'during'> {
  if (error instanceof ApiError) {
    const fromServer = error.status > 0 && error.code !== CLIENT_ERROR_CODES.http;
    return {
      message: fromServer ? nonEmpty(error.message) : null,
      code: error.code,
      retryAfterSeconds: error.retryAfterSeconds ?? null,
    };
  }
  return { message: null, code: null, retryAfterSeconds: null };
}

function nonEmpty(text: string | undefined): string | null {
  return text !== undefined && text.trim() !== '' ? text : null;
}
