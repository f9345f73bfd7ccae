import { useId, type Ref } from 'react';
import { balanceIn, formatMoney, type Currency, type WithdrawableBalance } from '@lomi/core';
import { useLomiSettings } from '@lomi/react';
import { useWithdrawRequestText } from './withdraw-request-text.ts';

const CURRENCIES: readonly Currency[] = ['ETB', 'USD'];

interface CurrencyChoiceProps {
  balance: WithdrawableBalance;
  /** `''` until one is chosen. */
  value: Currency | '';
  onChange: (currency: Currency) => void;
  /** The problem to show under the choice, already in the page's language. */
  error: string | undefined;
  /** The first radio button, to move the focus to. */
  firstRef?: Ref<HTMLInputElement>;
}

/**
 * The withdraw panel's currency choice: a radio button per currency with what it can pay out. A currency with
 * nothing to withdraw stays choosable (so §5's message can say why it cannot be requested) and says so.
 */
export function CurrencyChoice({ balance, value, onChange, error, firstRef }: CurrencyChoiceProps) {
  const t = useWithdrawRequestText();
  const { locale } = useLomiSettings();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="withdraw-request__currencies" aria-describedby={error ? errorId : undefined}>
      <legend className="withdraw-request__legend">{t('withdrawRequest.currency.legend')}</legend>
      {CURRENCIES.map((currency, index) => {
        const available = balanceIn(balance, currency);
        return (
          <label key={currency} className="withdraw-request__option">
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={currency}
              checked={value === currency}
              onChange={() => onChange(currency)}
            />
            <span className="withdraw-request__option-text">
              <span className="withdraw-request__currency">{t(`withdrawRequest.currency.${currency}`)}</span>
              <span className="withdraw-request__amount">
                {available > 0
                  ? t('withdrawRequest.available', { amount: formatMoney(available, currency, locale) })
                  : t('withdrawRequest.nothing')}
              </span>
            </span>
          </label>
        );
      })}
      {error && (
        <p id={errorId} className="withdraw-request__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
