import { Link } from 'react-router';
import { formatDate, formatMoney, type ConsoleWithdrawal } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { campaignPath } from '../../routing/campaign-path.ts';
import { consolePath } from '../console-path.ts';
import { useWithdrawalsText } from './withdrawals-text.ts';

/** What an operator checks before approving or paying: who asked, for what, and the account to pay into. */
export function WithdrawalFacts({ withdrawal }: { withdrawal: ConsoleWithdrawal }) {
  const t = useWithdrawalsText();
  const { locale } = useSiteLanguage();
  const date = (iso: string) => formatDate(iso, locale, { style: 'medium' });
  const { account } = withdrawal;
  return (
    <>
      <dl className="console-withdrawals__facts">
        <div>
          <dt>{t('withdrawal.campaign')}</dt>
          <dd>
            <Link to={campaignPath(withdrawal.campaign.id)}>{withdrawal.campaign.title}</Link>
          </dd>
        </div>
        <div>
          <dt>{t('withdrawal.organization')}</dt>
          <dd>
            <Link to={consolePath(`organizations/${withdrawal.organization.id}`)}>
              {withdrawal.organization.name}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t('withdrawal.requester')}</dt>
          <dd>
            {withdrawal.requester.name}
            {withdrawal.requester.email && ` · ${withdrawal.requester.email}`}
          </dd>
        </div>
        <div>
          <dt>{t('withdrawal.requested')}</dt>
          <dd>{date(withdrawal.dateCreated)}</dd>
        </div>
        <div>
          <dt>{t('withdrawal.updated')}</dt>
          <dd>{date(withdrawal.dateUpdated)}</dd>
        </div>
        {withdrawal.paidAt && (
          <div>
            <dt>{t('withdrawal.paidAt')}</dt>
            <dd>{date(withdrawal.paidAt)}</dd>
          </div>
        )}
        {withdrawal.rejectionReason !== null && (
          <div>
            <dt>{t('withdrawal.rejectionReason')}</dt>
            <dd>{withdrawal.rejectionReason}</dd>
          </div>
        )}
        {withdrawal.currency === 'USD' && (
          <div>
            <dt>{t('withdrawal.usd')}</dt>
            <dd>
              {withdrawal.etbEstimate !== null && (
                <strong>
                  {t('withdrawal.usd.estimate', { etb: formatMoney(withdrawal.etbEstimate, 'ETB', locale) })}
                </strong>
              )}{' '}
              {t('withdrawal.usd.rule')}
            </dd>
          </div>
        )}
      </dl>
      <section aria-labelledby="console-withdrawal-account">
        <h2 id="console-withdrawal-account">{t('withdrawal.account.title')}</h2>
        {account ? (
          <dl className="console-withdrawals__facts">
            <div>
              <dt>{t('withdrawal.account.name')}</dt>
              <dd>{account.accountName}</dd>
            </div>
            <div>
              <dt>{t('withdrawal.account.number')}</dt>
              <dd>{account.accountNumber}</dd>
            </div>
            <div>
              <dt>{t('withdrawal.account.bank')}</dt>
              <dd>{account.bankName}</dd>
            </div>
            <div>
              <dt>{t('withdrawal.account.type')}</dt>
              <dd>{t(`withdrawal.account.type.${account.accountType}`)}</dd>
            </div>
            <div>
              <dt>{t('withdrawal.account.phone')}</dt>
              <dd>{account.phoneNumber}</dd>
            </div>
          </dl>
        ) : (
          <p>{t('withdrawal.account.none')}</p>
        )}
      </section>
    </>
  );
}
