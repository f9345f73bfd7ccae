import { formatDate, formatMoney, type ConsoleCampaign } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useConsoleCampaignsText } from './console-campaigns-text.ts';

/** What an operator reads before deciding: organization, owner, status, review note, featured, totals. */
export function CampaignFacts({ campaign }: { campaign: ConsoleCampaign }) {
  const t = useConsoleCampaignsText();
  const { locale } = useSiteLanguage();
  const yesNo = (value: boolean) => t(value ? 'campaign.yes' : 'campaign.no');
  const goals = [
    campaign.goalEtbAmount > 0 ? formatMoney(campaign.goalEtbAmount, 'ETB', locale) : null,
    campaign.goalUsdAmount > 0 ? formatMoney(campaign.goalUsdAmount, 'USD', locale) : null,
  ].filter((goal): goal is string => goal !== null);
  const rows: [string, string][] = [
    [
      t('campaign.organization'),
      campaign.organization.approval_status === 'approved'
        ? campaign.organization.name
        : t('campaign.organizationPending', { name: campaign.organization.name }),
    ],
    [
      t('campaign.owner'),
      campaign.owner
        ? [campaign.owner.full_name || campaign.owner.username, campaign.owner.email]
            .filter(Boolean)
            .join(' · ')
        : t('campaign.ownerGone'),
    ],
    [t('campaign.category'), campaign.category.name],
    [t('campaign.created'), formatDate(campaign.created, locale)],
    [t('campaign.goal'), goals.length > 0 ? goals.join(' + ') : t('campaign.noGoal')],
    [
      t('campaign.collected'),
      t('campaign.collectedValue', {
        amount: formatMoney(campaign.collected_amount, 'ETB', locale),
        count: campaign.donation_count,
      }),
    ],
    [
      t('campaign.deadline'),
      campaign.deadline ? formatDate(campaign.deadline, locale) : t('campaign.noDeadline'),
    ],
    [t('campaign.featured'), yesNo(campaign.featured)],
    [t('campaign.acceptsDonations'), yesNo(campaign.accepts_donations)],
    [
      t('campaign.files'),
      t('campaign.filesValue', { images: campaign.image_count, documents: campaign.document_count }),
    ],
  ];
  if (campaign.review_note) rows.push([t('campaign.reviewNote'), campaign.review_note]);
  return (
    <>
      <dl className="console-campaign__facts" aria-label={t('campaign.facts')}>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>{t('campaign.description')}</h2>
      <p className="console-campaign__description">{campaign.description}</p>
    </>
  );
}
