import { useId, useState } from 'react';
import {
  ApiError,
  createConsoleClient,
  RESOLUTION_NOTE_MAX_LENGTH,
  type ConsoleReport,
  type ReportResolutionAction,
} from '@lomi/core';
import { useLomiClient, useToast } from '@lomi/react';
import { InboxResolveDialog } from './inbox-resolve-dialog.tsx';
import { useReportsText } from './reports-text.ts';

interface ResolveReportDialogProps {
  report: ConsoleReport;
  onClose: () => void;
  /** The report is resolved (the dialog is done). */
  onResolved: (report: ConsoleReport) => void;
  /** The server refused because something changed: read the list again (the dialog stays, saying so). */
  onStale: () => void;
}

/**
 * Resolves a report with a note and, in the same step, an action: nothing more, unpublish the reported
 * campaign (only a published one), or suspend the organization (only an approved one). The choices that
 * cannot apply are shown disabled with the reason.
 */
export function ResolveReportDialog({ report, onClose, onResolved, onStale }: ResolveReportDialogProps) {
  const t = useReportsText();
  const client = useLomiClient();
  const toast = useToast();
  const name = useId();
  const [action, setAction] = useState<ReportResolutionAction>('none');
  const [failure, setFailure] = useState<string | null>(null);
  const { campaign, organization } = report;

  const choices: Array<{ value: ReportResolutionAction; detail?: string; disabled?: boolean }> = [
    { value: 'none' },
  ];
  if (campaign) {
    const live = campaign.status === 'active';
    choices.push({
      value: 'unpublish-campaign',
      disabled: !live,
      detail: live
        ? t('reports.resolve.action.unpublishDetail', { title: campaign.title })
        : t('reports.resolve.action.unpublishUnavailable', {
            status: t(`reports.campaignStatus.${campaign.status}`),
          }),
    });
  }
  const approved = organization.state === 'approved';
  choices.push({
    value: 'suspend-organization',
    disabled: !approved,
    detail: approved
      ? t('reports.resolve.action.suspendDetail', { name: organization.name })
      : t('reports.resolve.action.suspendUnavailable', {
          state: t(`reports.organizationState.${organization.state}`),
        }),
  });

  async function resolve(note: string) {
    setFailure(null);
    try {
      const resolved = await createConsoleClient(client).reports.resolve(report.id, { note, action });
      toast.show(t('reports.resolve.done', { id: report.id }));
      onResolved(resolved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setFailure(t('reports.resolve.conflict', { detail: error.message }));
        onStale();
      } else {
        setFailure(t('reports.resolve.failed'));
      }
    }
  }

  return (
    <InboxResolveDialog
      texts={{
        title: t('reports.resolve.title', { id: report.id }),
        close: t('reports.resolve.close'),
        note: t('reports.resolve.note'),
        noteHint: t('reports.resolve.noteHint'),
        cancel: t('reports.resolve.cancel'),
        submit: t('reports.resolve.submit'),
        submitting: t('reports.resolve.submitting'),
        noteRequired: t('reports.resolve.noteRequired'),
        noteTooLong: t('reports.resolve.noteTooLong', { max: RESOLUTION_NOTE_MAX_LENGTH }),
      }}
      failure={failure}
      onClose={onClose}
      onSubmit={resolve}
    >
      <fieldset className="inbox__action-choices">
        <legend>{t('reports.resolve.action')}</legend>
        {choices.map((choice) => {
          const inputId = `${name}-${choice.value}`;
          const detailId = `${inputId}-detail`;
          return (
            <div key={choice.value} className="inbox__action-choice">
              <input
                id={inputId}
                type="radio"
                name={name}
                value={choice.value}
                checked={action === choice.value}
                disabled={choice.disabled}
                aria-describedby={choice.detail ? detailId : undefined}
                onChange={() => setAction(choice.value)}
              />
              <label htmlFor={inputId}>{t(`reports.action.${choice.value}`)}</label>
              {choice.detail && (
                <span id={detailId} className="inbox__action-detail">
                  {choice.detail}
                </span>
              )}
            </div>
          );
        })}
      </fieldset>
    </InboxResolveDialog>
  );
}
