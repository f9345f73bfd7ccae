import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CAMPAIGN_STATUSES,
  createConsoleClient,
  formatDate,
  formatMoney,
  type CampaignStatus,
  type ConsoleCampaignSummary,
} from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { consolePath } from '../console-path.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import { ConsoleCampaignsTextProvider, useConsoleCampaignsText } from './console-campaigns-text.ts';
import campaignsCss from './console-campaigns.css?inline';

const isStatus = (value: string | null): value is CampaignStatus =>
  (CAMPAIGN_STATUSES as readonly string[]).includes(value ?? '');

/** The console's campaigns (issue 14 #4): every status, filtered by status, title and featured, paged. */
export default function CampaignsPage() {
  useConsoleStyles('campaigns', campaignsCss);
  return (
    <ConsoleCampaignsTextProvider fallback={<LoadingState />}>
      <Campaigns />
    </ConsoleCampaignsTextProvider>
  );
}

function Campaigns() {
  const t = useConsoleCampaignsText();
  useDocumentTitle(t('campaigns.title'));
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const filter = {
    status: isStatus(status) ? status : undefined,
    search: params.get('search') ?? undefined,
    featured: params.get('featured') === 'true' ? true : undefined,
  };
  const list = usePagedList<ConsoleCampaignSummary>({
    key: `console-campaigns?${filter.status ?? ''}&${filter.search ?? ''}&${filter.featured ?? ''}`,
    load: (client, page, signal) =>
      createConsoleClient(client).campaigns.list({ ...filter, page }, { signal }),
  });

  function apply(next: { status: string; search: string; featured: boolean }) {
    const query = new URLSearchParams();
    if (next.status) query.set('status', next.status);
    if (next.search.trim()) query.set('search', next.search.trim());
    if (next.featured) query.set('featured', 'true');
    setParams(query);
  }

  return (
    <section className="console-screen console-campaigns" aria-labelledby="console-campaigns-title">
      <div className="console-campaigns__head">
        <h1 id="console-campaigns-title" className="page__title" ref={list.titleRef}>
          {t('campaigns.title')}
        </h1>
        <Link className="console-campaigns__set-up" to={consolePath('campaigns/new')}>
          {t('campaigns.setUp')}
        </Link>
      </div>
      <p>{t('campaigns.intro')}</p>
      <Filters
        key={params.toString()}
        status={filter.status ?? ''}
        search={filter.search ?? ''}
        featured={filter.featured ?? false}
        onApply={apply}
      />
      {list.data && (
        <p className="console-campaigns__count">{t('campaigns.count', { count: list.data.count })}</p>
      )}
      <PagedSection list={list} empty={<p>{t('campaigns.empty')}</p>}>
        {(campaigns) => (
          <ul className="console-campaigns__list" aria-label={t('campaigns.list')}>
            {campaigns.map((campaign) => (
              <CampaignRow key={campaign.id} campaign={campaign} />
            ))}
          </ul>
        )}
      </PagedSection>
    </section>
  );
}

function Filters(props: {
  status: string;
  search: string;
  featured: boolean;
  onApply: (filter: { status: string; search: string; featured: boolean }) => void;
}) {
  const t = useConsoleCampaignsText();
  const [status, setStatus] = useState(props.status);
  const [search, setSearch] = useState(props.search);
  const [featured, setFeatured] = useState(props.featured);
  function submit(event: FormEvent) {
    event.preventDefault();
    props.onApply({ status, search, featured });
  }
  return (
    <form
      className="console-campaigns__filters"
      role="search"
      aria-label={t('campaigns.filters')}
      onSubmit={submit}
    >
      <label>
        <span>{t('campaigns.filters.status')}</span>
        <select value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">{t('campaigns.filters.allStatuses')}</option>
          {CAMPAIGN_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`campaigns.status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('campaigns.filters.search')}</span>
        <input
          type="search"
          value={search}
          maxLength={200}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <label className="console-campaigns__check">
        <input type="checkbox" checked={featured} onChange={(event) => setFeatured(event.target.checked)} />
        <span>{t('campaigns.filters.featured')}</span>
      </label>
      <button type="submit" className="console-button">
        {t('campaigns.filters.apply')}
      </button>
    </form>
  );
}

function CampaignRow({ campaign }: { campaign: ConsoleCampaignSummary }) {
  const t = useConsoleCampaignsText();
  const { locale } = useSiteLanguage();
  return (
    <li className="console-campaigns__item" data-status={campaign.status}>
      <Link to={consolePath(`campaigns/${campaign.id}`)} className="console-campaigns__name">
        {campaign.title}
      </Link>
      <p className="console-campaigns__meta">
        <span className="console-campaigns__status" data-status={campaign.status}>
          {t(`campaigns.status.${campaign.status}`)}
        </span>
        {campaign.featured && <span className="console-campaigns__featured">{t('campaigns.featured')}</span>}
        <span>{t('campaigns.row.organization', { name: campaign.organization.name })}</span>
        <span>
          {t('campaigns.row.collected', {
            amount: formatMoney(campaign.collected_amount, 'ETB', locale),
            count: campaign.donation_count,
          })}
        </span>
        <span>
          {t('campaigns.row.created', { date: formatDate(campaign.created, locale, { style: 'medium' }) })}
        </span>
      </p>
    </li>
  );
}
