import { useState } from 'react';
import { ApiError, createConsoleClient, type ConsoleOrganization } from '@lomi/core';
import { useLomiClient } from '@lomi/react';
import { useOrganizationsText } from './organizations-text.ts';
import { ReasonDialog } from './reason-dialog.tsx';

type Verb = 'approve' | 'reject' | 'suspend' | 'reinstate';

/** Which decisions an organization's status allows (the server checks again, under a row lock). */
function allowed(organization: ConsoleOrganization): Verb[] {
  switch (organization.approval_status) {
    case 'pending':
      return ['approve', 'reject'];
    case 'rejected':
      return ['approve'];
    case 'approved':
      return ['suspend'];
    case 'suspended':
      return ['reinstate'];
  }
}

interface ReviewActionsProps {
  organization: ConsoleOrganization;
  onDecided: (organization: ConsoleOrganization) => void;
}

/**
 * The team's decisions on an organization: approve, reject (with a reason), suspend (with a reason),
 * reinstate. The outcome is said in a live region; another operator's decision a moment earlier comes back
 * as the server's clear 409 message.
 */
export function ReviewActions({ organization, onDecided }: ReviewActionsProps) {
  const t = useOrganizationsText();
  const client = useLomiClient();
  const [dialog, setDialog] = useState<'reject' | 'suspend' | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  const name = organization.name;

  async function decide(verb: Verb, reason = '') {
    if (busy) return;
    setBusy(true);
    setOutcome(null);
    const calls = createConsoleClient(client).organizations;
    try {
      const decided =
        verb === 'approve'
          ? await calls.approve(organization.id)
          : verb === 'reinstate'
            ? await calls.reinstate(organization.id)
            : verb === 'reject'
              ? await calls.reject(organization.id, reason)
              : await calls.suspend(organization.id, reason);
      setDialog(null);
      onDecided(decided);
      setOutcome(t(`orgs.done.${verb}`, { name }));
    } catch (error) {
      setDialog(null);
      setOutcome(t('orgs.failed', { message: error instanceof ApiError ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  }

  const verbs = allowed(organization);
  return (
    <section aria-labelledby="console-org-actions">
      <h2 id="console-org-actions" className="visually-hidden">
        {t('orgs.actions')}
      </h2>
      <div className="console-org__actions">
        {verbs.map((verb) => (
          <button
            key={verb}
            type="button"
            className={
              verb === 'approve' || verb === 'reinstate'
                ? 'button button--primary'
                : 'button button--secondary'
            }
            aria-disabled={busy || undefined}
            onClick={() => {
              if (verb === 'reject' || verb === 'suspend') setDialog(verb);
              else void decide(verb);
            }}
          >
            {t(`orgs.${verb}`)}
          </button>
        ))}
      </div>
      <p role="status">{outcome}</p>
      {dialog === 'reject' && (
        <ReasonDialog
          title={t('orgs.rejectTitle', { name })}
          confirm={t('orgs.rejectConfirm')}
          busy={busy}
          onConfirm={(reason) => void decide('reject', reason)}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'suspend' && (
        <ReasonDialog
          title={t('orgs.suspendTitle', { name })}
          intro={t('orgs.suspendIntro')}
          confirm={t('orgs.suspendConfirm')}
          busy={busy}
          onConfirm={(reason) => void decide('suspend', reason)}
          onClose={() => setDialog(null)}
        />
      )}
    </section>
  );
}
