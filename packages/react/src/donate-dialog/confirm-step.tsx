import {
  donationCurrency,
  formatMoney,
  needsPhone,
  parseAmountToMinor,
  PHONE_COUNTRY_CODE,
  type DonateDialogForm,
} from '@lomi/core';
import { useLomiSettings } from '../provider/use-lomi-settings.ts';
import { useTranslate } from '../provider/use-translate.ts';

/** The amount of a completed form as money text, e.g. `ETB 150.00`. */
export function useFormattedAmount(form: DonateDialogForm): string {
  const { locale } = useLomiSettings();
  const minor = parseAmountToMinor(form.amount) ?? 0;
  return formatMoney(minor, form.method ? donationCurrency(form.method) : 'ETB', locale);
}

/** Step 2: what will be sent, to check before donating. */
export function ConfirmStep({ form }: { form: DonateDialogForm }) {
  const t = useTranslate();
  const amount = useFormattedAmount(form);
  const message = form.message.trim();
  return (
    <dl className="lomi-summary">
      <div className="lomi-summary-row">
        <dt>{t('donate-dialog.summary-method')}</dt>
        <dd>{form.method ? t(`donate-dialog.method-${form.method}`) : ''}</dd>
      </div>
      <div className="lomi-summary-row">
        <dt>{t('donate-dialog.summary-amount')}</dt>
        <dd>{amount}</dd>
      </div>
      {form.method && needsPhone(form.method) ? (
        <div className="lomi-summary-row">
          <dt>{t('donate-dialog.summary-phone')}</dt>
          <dd dir="ltr">
            +{PHONE_COUNTRY_CODE} {form.phone}
          </dd>
        </div>
      ) : null}
      <div className="lomi-summary-row">
        <dt>{t('donate-dialog.summary-name')}</dt>
        <dd>{form.anonymous ? t('donate-dialog.summary-anonymous') : form.fullName.trim()}</dd>
      </div>
      <div className="lomi-summary-row">
        <dt>{t('donate-dialog.summary-message')}</dt>
        <dd>{message === '' ? t('donate-dialog.summary-no-message') : message}</dd>
      </div>
    </dl>
  );
}
