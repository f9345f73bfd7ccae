import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  ApiError,
  createConsoleClient,
  errorKind,
  parsePositiveId,
  PUBLIC_CAMPAIGN_STATUSES,
  type CampaignStatus,
  type ConsoleCampaign,
  type ConsoleClient,
} from '@lomi/core';
import { useLomiClient, useToast } from '@lomi/react';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { campaignPath } from '../../routing/campaign-path.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { consolePath } from '../console-path.ts';
import { useConsoleStyles } from '../use-console-styles.ts';
import { CampaignFacts } from './campaign-facts.tsx';
import { CloseDialog } from './close-dialog.tsx';
import {
  ConsoleCampaignsTextProvider,
  useConsoleCampaignsText,
  type ConsoleCampaignsMessageKey,
} from './console-campaigns-text.ts';
import campaignsCss from './console-campaigns.css?inline';
import { DeadlineForm } from './deadline-form.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import dialogFormCss from '../../shared/dialog-form/dialog-form.css?inline';

type Action = 'publish' | 'reject' | 'unpublish' | 'feature' | 'unfeature' | 'deadline' | 'close';

/** /console/campaigns/:id: one campaign of any status, with the actions its status allows. */
export default function CampaignDetailPage() {
  useConsoleStyles('campaigns', campaignsCss);
  useConsoleStyles('dialog-form', dialogFormCss);
  const { id = '' } = useParams();
  const campaignId = parsePositiveId(id);
  return (
    <ConsoleCampaignsTextProvider fallback={<LoadingState />}>
      {campaignId === undefined ? <NotFound /> : <CampaignDetail key={campaignId} campaignId={campaignId} />}
    </ConsoleCampaignsTextProvider>
  );
}

function NotFound() {
  const t = useConsoleCampaignsText();
  useDocumentTitle(t('campaigns.title'));
  return (
    <section className="console-screen">
      <h1 className="page__title">{t('campaigns.title')}</h1>
      <p>{t('campaign.notFound')}</p>
      <Link to={consolePath('campaigns')}>{t('campaign.back')}</Link>
    </section>
  );
}

function CampaignDetail({ campaignId }: { campaignId: number }) {
  const t = useConsoleCampaignsText();
  const read = useApi(`console-campaign-${campaignId}`, (client, signal) =>
    createConsoleClient(client).campaigns.get(campaignId, { signal }),
  );
  // The answer of the last action, newer than the read until the next read.
  const [latest, setLatest] = useState<ConsoleCampaign | null>(null);
  const campaign = latest ?? read.data;
  useDocumentTitle(campaign?.title ?? t('campaigns.title'));

  if (read.state === 'error' && errorKind(read.error) === 'not-found') return <NotFound />;
  return (
    <section className="console-screen console-campaign" aria-labelledby="console-campaign-title">
      <Link to={consolePath('campaigns')}>{t('campaign.back')}</Link>
      {read.state === 'error' && !campaign && <ErrorState onRetry={read.retry} />}
      {!campaign && read.state === 'loading' && <LoadingState />}
      {campaign && (
        <>
          <h1 id="console-campaign-title" className="page__title">
            {campaign.title}
          </h1>
          <p className="console-campaigns__status" data-status={campaign.status}>
            {t('campaign.status', { status: t(`campaigns.status.${campaign.status}`) })}
          </p>
          <div className="console-campaign__links">
            <Link
              className="console-button console-button--quiet"
              to={consolePath(`campaigns/${campaign.id}/edit`)}
            >
              {t('campaign.edit')}
            </Link>
            {(PUBLIC_CAMPAIGN_STATUSES as readonly CampaignStatus[]).includes(campaign.status) && (
              <Link className="console-button console-button--quiet" to={campaignPath(campaign.id)}>
                {t('campaign.publicPage')}
              </Link>
            )}
          </div>
          <Actions
            campaign={campaign}
            onChanged={setLatest}
            onConflict={() => {
              setLatest(null);
              read.retry();
            }}
          />
          <CampaignFacts campaign={campaign} />
        </>
      )}
    </section>
  );
}

const DONE: Record<Action, ConsoleCampaignsMessageKey> = {
  publish: 'campaign.done.publish',
  reject: 'campaign.done.reject',
  unpublish: 'campaign.done.unpublish',
  feature: 'campaign.done.feature',
  unfeature: 'campaign.done.unfeature',
  deadline: 'campaign.done.deadline',
  close: 'campaign.done.close',
};

function Actions({
  campaign,
  onChanged,
  onConflict,
}: {
  campaign: ConsoleCampaign;
  onChanged: (campaign: ConsoleCampaign) => void;
  onConflict: () => void;
}) {
  const t = useConsoleCampaignsText();
  const toast = useToast();
  const calls = createConsoleClient(useLomiClient()).campaigns;
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<'reject' | 'unpublish' | 'close' | null>(null);

  async function run(
    action: Action,
    call: (campaigns: ConsoleClient['campaigns']) => Promise<ConsoleCampaign>,
  ) {
    setBusy(true);
    try {
      const changed = await call(calls);
      setDialog(null);
      onChanged(changed);
      toast.show(t(DONE[action]));
    } catch (error) {
      setDialog(null);
      if (error instanceof ApiError && errorKind(error) === 'conflict') {
        toast.show(t('campaign.conflict'), { tone: 'error' });
        onConflict();
      } else {
        toast.show(t('campaign.failed'), { tone: 'error' });
      }
    } finally {
      setBusy(false);
    }
  }

  const { status } = campaign;
  const buttons: { key: string; label: ConsoleCampaignsMessageKey; onClick: () => void; danger?: boolean }[] =
    [];
  if (status === 'in_review' || status === 'unpublished') {
    buttons.push({
      key: 'publish',
      label: status === 'in_review' ? 'campaign.publish' : 'campaign.publishAgain',
      onClick: () => void run('publish', (c) => c.publish(campaign.id)),
    });
  }
  if (status === 'in_review') {
    buttons.push({
      key: 'reject',
      label: 'campaign.reject',
      onClick: () => setDialog('reject'),
      danger: true,
    });
  }
  if (campaign.featured) {
    buttons.push({
      key: 'unfeature',
      label: 'campaign.unfeature',
      onClick: () => void run('unfeature', (c) => c.unfeature(campaign.id)),
    });
  } else if (status === 'active' && campaign.accepts_donations) {
    buttons.push({
      key: 'feature',
      label: 'campaign.feature',
      onClick: () => void run('feature', (c) => c.feature(campaign.id)),
    });
  }
  if (status === 'active') {
    buttons.push({
      key: 'unpublish',
      label: 'campaign.unpublish',
      onClick: () => setDialog('unpublish'),
      danger: true,
    });
    buttons.push({ key: 'close', label: 'campaign.close', onClick: () => setDialog('close'), danger: true });
  }

  return (
    <>
      <section aria-labelledby="console-campaign-actions">
        <h2 id="console-campaign-actions">{t('campaign.actions')}</h2>
        {buttons.length === 0 ? (
          <p>{t('campaign.noActions', { status: t(`campaigns.status.${status}`) })}</p>
        ) : (
          <div className="console-campaign__actions">
            {buttons.map((button) => (
              <button
                key={button.key}
                type="button"
                className={button.danger ? 'console-button console-button--danger' : 'console-button'}
                disabled={busy}
                onClick={button.onClick}
              >
                {t(button.label)}
              </button>
            ))}
          </div>
        )}
        {status === 'active' && !campaign.featured && !campaign.accepts_donations && (
          <p>{t('campaign.featureHint')}</p>
        )}
      </section>
      <DeadlineForm
        key={campaign.deadline ?? 'none'}
        campaign={campaign}
        busy={busy}
        onSave={(deadline) =>
          void run('deadline', (c) =>
            c.setDeadline(campaign.id, { deadline, previous_deadline: campaign.deadline }),
          )
        }
      />
      {(dialog === 'reject' || dialog === 'unpublish') && (
        <ReasonDialog
          action={dialog}
          busy={busy}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) =>
            void run(dialog, (c) =>
              dialog === 'reject' ? c.reject(campaign.id, reason) : c.unpublish(campaign.id, reason),
            )
          }
        />
      )}
      {dialog === 'close' && (
        <CloseDialog
          title={campaign.title}
          busy={busy}
          onCancel={() => setDialog(null)}
          onConfirm={() => void run('close', (c) => c.close(campaign.id))}
        />
      )}
    </>
  );
}
