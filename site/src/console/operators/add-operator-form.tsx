import { useState, type FormEvent } from 'react';
import { ApiError, createConsoleClient, errorKind, type LomiClient, type Operator } from '@lomi/core';
import { FormField } from '../../shared/form-field/form-field.tsx';
import { useOperatorsText } from './operators-text.ts';
import '../../shared/dialog-form/dialog-form.css';

interface AddOperatorFormProps {
  client: LomiClient;
  onAdded: (operator: Operator) => void;
}

/** Makes the account with an e-mail address an operator; says why not (no such account, one already). */
export function AddOperatorForm({ client, onAdded }: AddOperatorFormProps) {
  const t = useOperatorsText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const address = email.trim();
    if (address === '') {
      setError(t('operators.add.required'));
      return;
    }
    setSending(true);
    setError(null);
    try {
      const operator = await createConsoleClient(client).operators.promote(address);
      setEmail('');
      onAdded(operator);
    } catch (failure) {
      setError(promoteError(failure, address, t));
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="console-operators__add" aria-labelledby="console-operators-add">
      <h2 id="console-operators-add">{t('operators.add.title')}</h2>
      <form className="dialog-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          block="dialog-form"
          label={t('operators.add.email')}
          hint={t('operators.add.hint')}
          type="email"
          name="email"
          autoComplete="off"
          required
          value={email}
          onChange={setEmail}
          error={error}
        />
        <div>
          <button type="submit" className="button button--primary" disabled={sending}>
            {t('operators.add.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

function promoteError(failure: unknown, email: string, t: ReturnType<typeof useOperatorsText>): string {
  if (!(failure instanceof ApiError)) return t('operators.failed');
  const kind = errorKind(failure);
  if (kind === 'not-found') return t('operators.add.notFound', { email });
  if (kind === 'conflict') return t('operators.add.already', { email });
  if (kind === 'invalid') return t('operators.add.required');
  return failure.message || t('operators.failed');
}
