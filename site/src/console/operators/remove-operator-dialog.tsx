import { useState } from 'react';
import { ApiError, createConsoleClient, errorKind, type LomiClient, type Operator } from '@lomi/core';
import { SiteDialog } from '../../shared/site-dialog/site-dialog.tsx';
import { operatorName } from './operator-name.ts';
import { useOperatorsText } from './operators-text.ts';

interface RemoveOperatorDialogProps {
  client: LomiClient;
  operator: Operator;
  /** The operator is the one signed in (the server refuses it: 409). */
  isSelf: boolean;
  /** Called with the operators left. */
  onRemoved: (left: Operator[]) => void;
  onClose: () => void;
}

/** Asks before an operator is made a user again; shows why the server refused (yourself, the last one). */
export function RemoveOperatorDialog({
  client,
  operator,
  isSelf,
  onRemoved,
  onClose,
}: RemoveOperatorDialogProps) {
  const t = useOperatorsText();
  const name = operatorName(operator);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function remove() {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      onRemoved(await createConsoleClient(client).operators.demote(operator.id));
    } catch (failure) {
      setSending(false);
      setProblem(demoteError(failure, isSelf, t));
    }
  }

  return (
    <SiteDialog
      title={t('operators.remove.title', { name })}
      closeLabel={t('operators.remove.close')}
      description={<p>{t('operators.remove.text', { name })}</p>}
      onClose={onClose}
    >
      {problem && (
        <p className="console-operators__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="console-operators__actions">
        <button type="button" className="button button--secondary" onClick={onClose} data-lomi-autofocus>
          {t('operators.remove.cancel')}
        </button>
        <button
          type="button"
          className="button button--primary"
          disabled={sending}
          onClick={() => void remove()}
        >
          {t('operators.remove.confirm')}
        </button>
      </div>
    </SiteDialog>
  );
}

function demoteError(failure: unknown, isSelf: boolean, t: ReturnType<typeof useOperatorsText>): string {
  if (!(failure instanceof ApiError)) return t('operators.failed');
  if (errorKind(failure) === 'conflict')
    return isSelf ? t('operators.remove.self') : t('operators.remove.last');
  return failure.message || t('operators.failed');
}
