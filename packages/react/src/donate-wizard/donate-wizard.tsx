import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import {
  createDonationFlowStore,
  DONATE_WIZARD_STEPS,
  DONATION_MAX_MINOR,
  donationEventDetail,
  donateWizardStepErrors,
  emptyDonateWizardForm,
  formatMoney,
  wizardCurrencies,
  wizardTotalMinor,
  type Campaign,
  type DonateWizardForm,
  type DonateWizardStep,
  type DonationEventDetail,
} from '@lomi/core';
import { CampaignError } from '../campaign-status/campaign-error.tsx';
import { DonationFailureAlert } from '../donate-dialog/donation-failure-alert.tsx';
import { useCampaign } from '../provider/use-campaign.ts';
import { useLomiClient } from '../provider/use-lomi-client.ts';
import { useLomiSettings } from '../provider/use-lomi-settings.ts';
import { useTranslate } from '../provider/use-translate.ts';
import { LomiRoot } from '../root/lomi-root.tsx';
import { AmountStep } from './amount-step.tsx';
import { ConfirmStep } from './confirm-step.tsx';
import { DonatorStep } from './donator-step.tsx';
import { MessageStep } from './message-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { TipStep } from './tip-step.tsx';
import { WIZARD_STEP_NAMES, WizardProgress } from './wizard-progress.tsx';

/** The campaign fields the wizard needs. */
export type WizardCampaign = Pick<Campaign, 'id' | 'title' | 'goalEtbAmount' | 'goalUsdAmount'>;

/** A signed-in donor, whose details are prefilled (§6). */
export interface WizardDonor {
  id: number | null;
  firstName?: string;
  lastName?: string;
  email?: string;
}

export interface DonateWizardProps {
  /** The campaign to donate to. Give this or `campaignId`. */
  campaign?: WizardCampaign;
  /** The id of the campaign, fetched through the provider's client when `campaign` is not given. */
  campaignId?: number;
  /** The signed-in donor, prefilled and sent as `donatorId`. */
  donor?: WizardDonor;
  /** Address of Lomi's donation terms. Default `{baseURL}/legal/donationpolicy`. */
  termsHref?: string;
  /** The payment was started; the browser is about to leave for the payment page. */
  onStarted?: (detail: DonationEventDetail) => void;
  /** Starting the payment failed. */
  onFailed?: (detail: DonationEventDetail) => void;
  /** Sends the browser to the payment page. Default `window.location.assign(url)`. */
  onRedirect?: (url: string) => void;
}

/**
 * The donate wizard (§2, §5): Amount, Donator, Message, Payment, Lomi Tip and Confirm. Next checks the step
 * and shows §5's message on the field at fault; Donate, on the last step, needs the terms checkbox and sends
 * the browser to the provider's payment page.
 */
export function DonateWizard(props: DonateWizardProps) {
  if (props.campaign) return <WizardContent {...props} campaign={props.campaign} />;
  if (props.campaignId === undefined) {
    throw new Error(
      '[lomi] <DonateWizard> needs a `campaign` or a `campaignId` prop. See packages/react/README.md.',
    );
  }
  return <DonateWizardById {...props} campaignId={props.campaignId} />;
}

function DonateWizardById(props: DonateWizardProps & { campaignId: number }) {
  const result = useCampaign(props.campaignId);
  if (result.state === 'ready') return <WizardContent {...props} campaign={result.campaign} />;
  return (
    <LomiRoot
      className="lomi-wizard"
      part="wizard"
      data-state={result.state}
      aria-busy={result.state === 'loading'}
    >
      {result.state === 'error' ? (
        <CampaignError error={result.error} onRetry={result.retry} />
      ) : (
        <div className="lomi-skeleton-group">
          <div className="lomi-skeleton lomi-skeleton--line" part="skeleton" />
          <div className="lomi-skeleton lomi-skeleton--bar" part="skeleton" />
        </div>
      )}
    </LomiRoot>
  );
}

function WizardContent(props: DonateWizardProps & { campaign: WizardCampaign }) {
  const { campaign, donor } = props;
  const client = useLomiClient();
  const t = useTranslate();
  const { locale } = useLomiSettings();
  const idPrefix = `lomi-wizard-${useId().replace(/:/g, '')}`;
  const store = useMemo(() => createDonationFlowStore({ client }), [client]);
  const flow = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  const currencies = useMemo(() => wizardCurrencies(campaign), [campaign]);
  const [step, setStep] = useState<DonateWizardStep>(0);
  const [form, setForm] = useState<DonateWizardForm>(() => emptyDonateWizardForm(campaign, donor));
  const [attempted, setAttempted] = useState(false);
  // Counts refused Next presses; each one moves focus to the first field at fault once React shows it.
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const busy = flow.status === 'submitting' || flow.status === 'redirect';
  const last = DONATE_WIZARD_STEPS.length - 1;

  const callbacks = useRef(props);
  useEffect(() => {
    callbacks.current = props;
  });
  useEffect(() => {
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.status === previous.status) return;
      const detail = donationEventDetail(state);
      if (!detail) return;
      const current = callbacks.current;
      if (state.status === 'redirect' && state.redirectUrl) {
        current.onStarted?.(detail);
        (current.onRedirect ?? ((url: string) => window.location.assign(url)))(state.redirectUrl);
      }
      if (state.status === 'failed') current.onFailed?.(detail);
    });
    return () => {
      unsubscribe();
      store.getState().cancel();
    };
  }, [store]);

  // A new step moves focus to its heading, so screen readers announce where the donor now is.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (refusals === 0) return;
    const root = formRef.current;
    const target =
      root?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root?.querySelector<HTMLElement>('fieldset[aria-describedby] [data-lomi-focus]');
    target?.focus();
  }, [refusals]);

  const errorKeys = attempted ? donateWizardStepErrors(step, form) : {};
  const errors = Object.fromEntries(
    Object.entries(errorKeys).map(([field, key]) => [
      field,
      t(key, { max: formatMoney(DONATION_MAX_MINOR, form.currency, locale) }),
    ]),
  );

  function update(patch: Partial<DonateWizardForm>) {
    setForm((current) => ({ ...current, ...patch }));
    if (flow.status === 'failed') flow.cancel();
  }

  function goTo(next: DonateWizardStep) {
    setAttempted(false);
    setStep(next);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (Object.keys(donateWizardStepErrors(step, form)).length > 0) {
      setAttempted(true);
      setRefusals((count) => count + 1);
      return;
    }
    if (step < last) goTo((step + 1) as DonateWizardStep);
    else {
      void flow.submit({
        kind: 'wizard',
        target: { id: campaign.id, title: campaign.title },
        form,
        donatorId: donor?.id ?? null,
        // The payment page, and the page it returns to, speak the wizard's language.
        locale,
      });
    }
  }

  const stepProps = { idPrefix, form, onChange: update, errors };
  const stepName = DONATE_WIZARD_STEPS[step] ?? 'amount';
  const titleId = `${idPrefix}-title`;
  return (
    <LomiRoot
      as="div"
      className="lomi-wizard"
      part="wizard"
      data-state="ready"
      data-status={flow.status}
      role="region"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="lomi-wizard__title" part="title">
        {t('donate-wizard.title', { title: campaign.title })}
      </h2>
      <WizardProgress step={step} />
      <form ref={formRef} className="lomi-wizard__form" onSubmit={onSubmit} noValidate>
        <h3 ref={headingRef} tabIndex={-1} className="lomi-wizard__step-title">
          {t(WIZARD_STEP_NAMES[stepName])}
        </h3>
        {stepName === 'amount' ? <AmountStep {...stepProps} currencies={currencies} /> : null}
        {stepName === 'donator' ? <DonatorStep {...stepProps} /> : null}
        {stepName === 'message' ? <MessageStep {...stepProps} /> : null}
        {stepName === 'payment' ? <PaymentStep {...stepProps} /> : null}
        {stepName === 'tip' ? <TipStep {...stepProps} /> : null}
        {stepName === 'confirm' ? (
          <ConfirmStep
            {...stepProps}
            termsHref={props.termsHref ?? `${client.baseURL}/legal/donationpolicy`}
          />
        ) : null}
        {flow.status === 'failed' ? <DonationFailureAlert failure={flow.failure} /> : null}
        {busy ? (
          <p className="lomi-busy" role="status">
            {t(flow.status === 'redirect' ? 'donate-wizard.redirecting' : 'donate-wizard.submitting')}
          </p>
        ) : null}
        <div className="lomi-footer lomi-wizard__footer">
          {step > 0 ? (
            <button
              type="button"
              className="lomi-button lomi-button--secondary"
              part="secondary-button"
              onClick={() => goTo((step - 1) as DonateWizardStep)}
              disabled={busy}
            >
              {t('donate-wizard.back')}
            </button>
          ) : null}
          <button
            type="submit"
            className="lomi-button"
            part="primary-button"
            aria-disabled={busy ? true : undefined}
          >
            {step < last
              ? t('donate-wizard.next')
              : t('donate-wizard.donate', {
                  amount: formatMoney(wizardTotalMinor(form), form.currency, locale),
                })}
          </button>
        </div>
      </form>
    </LomiRoot>
  );
}
