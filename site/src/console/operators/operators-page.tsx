import { useState } from 'react';
import { createConsoleClient, type Operator } from '@lomi/core';
import { useLomiClient, useToast } from '@lomi/react';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { useSession } from '../../session/use-session.ts';
import { useApi } from '../../shared/data/use-api.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { useConsoleStyles } from '../use-console-styles.ts';
import { AddOperatorForm } from './add-operator-form.tsx';
import { operatorName } from './operator-name.ts';
import { RemoveOperatorDialog } from './remove-operator-dialog.tsx';
import { OperatorsTextProvider, useOperatorsText } from './operators-text.ts';
import operatorsCss from './operators.css?inline';

/** The operators (issue 14 #1): who they are, add one by e-mail, remove one after a confirmation. */
export default function OperatorsPage() {
  useConsoleStyles('operators', operatorsCss);
  return (
    <OperatorsTextProvider fallback={<LoadingState />}>
      <Operators />
    </OperatorsTextProvider>
  );
}

function Operators() {
  const t = useOperatorsText();
  useDocumentTitle(t('operators.title'));
  const client = useLomiClient();
  const toast = useToast();
  const { user } = useSession();
  const [reload, setReload] = useState(0);
  const read = useApi(`console-operators#${reload}`, (lomi, signal) =>
    createConsoleClient(lomi).operators.list({ signal }),
  );
  // What the last add or remove answered, until the next read (so the list changes at once).
  const [changed, setChanged] = useState<Operator[] | null>(null);
  const [removing, setRemoving] = useState<Operator | null>(null);
  const operators = changed ?? read.data;

  function added(operator: Operator) {
    setChanged([...(operators ?? []).filter((known) => known.id !== operator.id), operator]);
    toast.show(t('operators.add.done', { name: operatorName(operator) }));
  }

  function removed(left: Operator[], operator: Operator) {
    setChanged(left);
    setRemoving(null);
    toast.show(t('operators.remove.done', { name: operatorName(operator) }));
  }

  return (
    <section className="console-screen console-operators" aria-labelledby="console-operators-title">
      <h1 id="console-operators-title" className="page__title">
        {t('operators.title')}
      </h1>
      <p>{t('operators.intro')}</p>
      {read.state === 'error' && !operators && (
        <ErrorState
          onRetry={() => {
            setChanged(null);
            setReload((count) => count + 1);
          }}
        />
      )}
      {!operators && read.state === 'loading' && <LoadingState />}
      {operators && (
        <ul className="console-operators__list" aria-label={t('operators.list.label')}>
          {operators.map((operator) => (
            <li key={operator.id} className="console-operators__item">
              <span className="console-operators__who">
                <strong>{operatorName(operator)}</strong>
                {operator.id === user?.id && <> {t('operators.you')}</>}
                <span className="console-operators__email">
                  {operator.email ?? t('operators.noEmail')}
                  {operator.full_name &&
                    operator.full_name !== operator.username &&
                    ` · @${operator.username}`}
                </span>
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('operators.remove', { name: operatorName(operator) })}
                onClick={() => setRemoving(operator)}
              >
                {t('operators.removeShort')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <AddOperatorForm client={client} onAdded={added} />
      {removing && (
        <RemoveOperatorDialog
          client={client}
          operator={removing}
          isSelf={removing.id === user?.id}
          onRemoved={(left) => removed(left, removing)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}
