import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  createDonationFlowStore,
  EMPTY_DONATE_DIALOG_FORM,
  isDonateDialogStepValid,
  donationEventDetail,
  receiptPageUrl,
  type Campaign,
  type DonationEventDetail,
  type DonateDialogForm,
  type DonateDialogStep,
  type DonationFlowState,
  type MessageKey,
  type PaymentMethod,
} from '@lomi/core';
import { useLomiClient } from '../provider/use-lomi-client.ts';
import { useLomiSettings } from '../provider/use-lomi-settings.ts';
import { useTranslate } from '../provider/use-translate.ts';
import { LomiRoot } from '../root/lomi-root.tsx';
import { AmountStep, type TouchedFields } from './amount-step.tsx';
import { DonationFailureAlert } from './donation-failure-alert.tsx';
import { ConfirmStep, useFormattedAmount } from './confirm-step.tsx';
import { MethodStep } from './method-step.tsx';
import { Modal } from '../modal/modal.tsx';
import { WaitingPanel } from './waiting-panel.tsx';

export interface DonateDialogProps {
  /** The campaign to donate to; its title names the dialog. Give this or `campaignId`. */
  campaign?: Pick<Campaign, 'id' | 'title'>;
  /** The id of the campaign to donate to, when the campaign itself is not at hand. */
  campaignId?: number;
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called when the donor closes the dialog (Close, Escape) and after a successful donation. */
  onClose: () => void;
  /** A payment was started: mobile money awaits approval, or the browser is about to leave for a checkout. */
  onStarted?: (detail: DonationEventDetail) => void;
  /** The mobile-money payment succeeded. */
  onSucceeded?: (detail: DonationEventDetail) => void;
  /** Starting the payment failed, or the payment was declined. */
  onFailed?: (detail: DonationEventDetail) => void;
  /** Sends the browser to a card or hosted checkout page. Default `window.location.assign(url)`. */
  onRedirect?: (url: string) => void;
  /**
   * The payment methods offered (a subset of `DONATE_DIALOG_METHODS`, in its order); all by default. The Asrat
   * page offers mobile money only (`ASRAT_PAYMENT_METHODS`), as the server takes.
   */
  methods?: readonly PaymentMethod[];
}

const STEP_NAMES: readonly MessageKey[] = [
  'donate-dialog.step-method',
  'donate-dialog.step-amount',
  'donate-dialog.step-confirm',
];

/**
 * The donate dialog (§2, §4, §5): Payment Method, Amount & Message and Confirm, then either the 'Waiting for
 * payment' overlay while a mobile-money invoice is polled, or a redirect to the card or checkout page. A
 * success closes the dialog and leaves a thank-you alert in its place.
 */
export function DonateDialog(props: DonateDialogProps) {
  const { campaign, open, onClose } = props;
  const campaignId = campaign?.id ?? props.campaignId;
  if (campaignId === undefined) {
    throw new Error(
      '[lomi] <DonateDialog> needs a `campaign` or a `campaignId` prop. See packages/react/README.md.',
    );
  }
  const client = useLomiClient();
  const t = useTranslate();
  const store = useMemo(() => createDonationFlowStore({ client }), [client]);
  const flow = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  // After a success: the thank-you in the dialog's place, with the receipt's token when the server gave one.
  const [thanked, setThanked] = useState<false | { receiptToken: string | null }>(false);

  // The latest callbacks, read when the store reports a transition.
  const callbacks = useRef(props);
  useEffect(() => {
    callbacks.current = props;
  });

  useEffect(() => {
    return store.subscribe((state, previous) => {
      if (state.status === previous.status) return;
      const current = callbacks.current;
      const detail = donationEventDetail(state);
      if (!detail) return;
      if (state.status === 'pending' || state.status === 'redirect') current.onStarted?.(detail);
      if (state.status === 'redirect' && state.redirectUrl) {
        (current.onRedirect ?? ((url: string) => window.location.assign(url)))(state.redirectUrl);
      }
      if (state.status === 'failed') current.onFailed?.(detail);
      if (state.status === 'success') {
        current.onSucceeded?.(detail);
        setThanked({ receiptToken: state.receiptToken });
        current.onClose();
      }
    });
  }, [store]);

  useEffect(() => {
    if (open) setThanked(false);
    else store.getState().cancel();
  }, [open, store]);

  useEffect(() => () => store.getState().cancel(), [store]);

  if (!open) {
    if (!thanked) return null;
    return (
      <LomiRoot className="lomi-donate" data-state="closed" data-status="success">
        <div className="lomi-donate__thanks" role="alert">
          <p className="lomi-donate__thanks-text">{t('donation.thank-you')}</p>
          {thanked.receiptToken && (
            // The receipt lives on Lomi's site (the client's origin), also from an embed: a new tab keeps the
            // donor's page. The token in the link is the donor's key to it.
            <a
              className="lomi-donate__link-button"
              href={receiptPageUrl(client, thanked.receiptToken)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('donation.receipt-link')}
            </a>
          )}
          <button type="button" className="lomi-donate__link-button" onClick={() => setThanked(false)}>
            {t('donate-dialog.dismiss')}
          </button>
        </div>
      </LomiRoot>
    );
  }
  return (
    <LomiRoot className="lomi-donate" data-state="open" data-status={flow.status}>
      <DonateDialogContent
        campaignId={campaignId}
        title={campaign?.title}
        flow={flow}
        onClose={onClose}
        {...(props.methods ? { methods: props.methods } : {})}
      />
    </LomiRoot>
  );
}

interface ContentProps {
  campaignId: number;
  title: string | undefined;
  flow: DonationFlowState;
  onClose: () => void;
  methods?: readonly PaymentMethod[];
}

/** The open dialog; mounted on open, so each opening starts from an empty form. */
function DonateDialogContent({ campaignId, title, flow, onClose, methods }: ContentProps) {
  const t = useTranslate();
  const { locale } = useLomiSettings();
  const idPrefix = `lomi-donate-${useId().replace(/:/g, '')}`;
  const [step, setStep] = useState<DonateDialogStep>(0);
  const [form, setForm] = useState<DonateDialogForm>(EMPTY_DONATE_DIALOG_FORM);
  const [touched, setTouched] = useState<TouchedFields>({});
  const formRef = useRef<HTMLFormElement>(null);
  const amount = useFormattedAmount(form);
  const waiting = flow.status === 'pending';
  const busy = flow.status === 'submitting' || flow.status === 'redirect';
  const stepValid = isDonateDialogStepValid(step, form);

  // Each step (and the return from the waiting panel) puts focus on its first field, so focus never rests
  // on a button that has just become disabled or disappeared.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!waiting) formRef.current?.querySelector<HTMLElement>('[data-lomi-autofocus]')?.focus();
  }, [step, waiting]);

  function update(patch: Partial<DonateDialogForm>) {
    setForm((current) => ({ ...current, ...patch }));
    if (flow.status === 'failed') flow.cancel();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!stepValid || busy) return;
    if (step < 2) setStep((step + 1) as DonateDialogStep);
    // The locale goes along so a checkout page, and the page it returns to, speak the dialog's language.
    else void flow.submit({ target: { id: campaignId, title }, form, locale });
  }

  const titleId = `${idPrefix}-title`;
  const waitingTitleId = `${idPrefix}-waiting-title`;
  const waitingTextId = `${idPrefix}-waiting-text`;
  return (
    <Modal
      labelledBy={waiting ? waitingTitleId : titleId}
      describedBy={waiting ? waitingTextId : undefined}
      onClose={onClose}
      className="lomi-donate__dialog"
    >
      <div className="lomi-donate__header">
        <h2 id={titleId} className="lomi-donate__title" part="title">
          {title ? t('donate-dialog.title-campaign', { title }) : t('donate-dialog.title')}
        </h2>
        {waiting ? null : (
          <button
            type="button"
            className="lomi-donate__close"
            part="close-button"
            aria-label={t('donate-dialog.close')}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
      {waiting ? (
        <WaitingPanel titleId={waitingTitleId} textId={waitingTextId} onClose={() => flow.cancel()} />
      ) : (
        <form ref={formRef} className="lomi-donate__form" onSubmit={onSubmit} noValidate>
          <ol
            className="lomi-donate__steps"
            aria-label={t('donate-dialog.step-progress', { current: step + 1, total: 3 })}
          >
            {STEP_NAMES.map((name, index) => (
              <li
                key={name}
                className="lomi-donate__step"
                aria-current={index === step ? 'step' : undefined}
                data-done={index < step ? '' : undefined}
              >
                {t(name)}
              </li>
            ))}
          </ol>
          <div className="lomi-donate__body">
            {step === 0 ? (
              <MethodStep
                idPrefix={idPrefix}
                method={form.method}
                onChange={(method) => update({ method })}
                {...(methods ? { methods } : {})}
              />
            ) : null}
            {step === 1 ? (
              <AmountStep
                idPrefix={idPrefix}
                form={form}
                touched={touched}
                onChange={update}
                onTouch={(field) => setTouched((current) => ({ ...current, [field]: true }))}
              />
            ) : null}
            {step === 2 ? <ConfirmStep form={form} /> : null}
            {flow.status === 'failed' ? <DonationFailureAlert failure={flow.failure} /> : null}
            {busy ? (
              <p className="lomi-busy" role="status">
                {t(flow.status === 'redirect' ? 'donate-dialog.redirecting' : 'donate-dialog.submitting')}
              </p>
            ) : null}
          </div>
          <div className="lomi-footer lomi-donate__footer">
            {step > 0 ? (
              <button
                type="button"
                className="lomi-button lomi-button--secondary"
                part="secondary-button"
                onClick={() => setStep((step - 1) as DonateDialogStep)}
                disabled={busy}
              >
                {t('donate-dialog.back')}
              </button>
            ) : null}
            {step < 2 ? (
              <button type="submit" className="lomi-button" part="primary-button" disabled={!stepValid}>
                {t('donate-dialog.next')}
              </button>
            ) : (
              <button
                type="submit"
                className="lomi-button"
                part="primary-button"
                disabled={!stepValid}
                aria-disabled={busy ? true : undefined}
                data-lomi-autofocus=""
              >
                {flow.status === 'failed'
                  ? t('donate-dialog.try-again')
                  : t('donate-dialog.donate', { amount })}
              </button>
            )}
          </div>
        </form>
      )}
    </Modal>
  );
}
