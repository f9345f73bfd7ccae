import { useState, type FormEvent } from 'react';
import type { Operator } from '@lomi/core';
import { FormField } from '../../shared/form-field/form-field.tsx';
import type { AuditLogFilters } from './audit-log-filters.ts';
import { useAuditLogText } from './audit-log-text.ts';
import '../../shared/dialog-form/dialog-form.css';

interface AuditLogFilterFormProps {
  filters: AuditLogFilters;
  /** The operators to choose from (the current ones); empty while they load. */
  operators: readonly Operator[];
  onApply: (filters: AuditLogFilters) => void;
}

/** The filters of the audit log: action, operator, target type and id; applied on submit. */
export function AuditLogFilterForm({ filters, operators, onApply }: AuditLogFilterFormProps) {
  const t = useAuditLogText();
  const [action, setAction] = useState(filters.action ?? '');
  const [operator, setOperator] = useState(filters.operator ? String(filters.operator) : '');
  const [targetType, setTargetType] = useState(filters.target_type ?? '');
  const [targetId, setTargetId] = useState(filters.target_id ? String(filters.target_id) : '');
  const [idError, setIdError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = /^\d{1,9}$/.test(targetId.trim()) ? Number(targetId.trim()) : undefined;
    if (targetId.trim() !== '' && (!id || targetType.trim() === '')) {
      setIdError(t('auditLog.filters.targetIdNeedsType'));
      return;
    }
    setIdError(null);
    const next: AuditLogFilters = {};
    if (action.trim()) next.action = action.trim();
    if (operator) next.operator = Number(operator);
    if (targetType.trim()) next.target_type = targetType.trim();
    if (id) next.target_id = id;
    onApply(next);
  }

  function clear() {
    setAction('');
    setOperator('');
    setTargetType('');
    setTargetId('');
    setIdError(null);
    onApply({});
  }

  return (
    <form
      className="dialog-form console-audit__filters"
      aria-labelledby="console-audit-filters"
      noValidate
      onSubmit={submit}
    >
      <h2 id="console-audit-filters">{t('auditLog.filters.title')}</h2>
      <div className="console-audit__filter-fields">
        <FormField
          block="dialog-form"
          label={t('auditLog.filters.action')}
          hint={t('auditLog.filters.actionHint')}
          name="action"
          value={action}
          onChange={setAction}
        />
        <div className="dialog-form__field">
          <label className="dialog-form__label" htmlFor="console-audit-operator">
            {t('auditLog.filters.operator')}
          </label>
          <select
            id="console-audit-operator"
            className="dialog-form__input"
            name="operator"
            value={operator}
            onChange={(event) => setOperator(event.target.value)}
          >
            <option value="">{t('auditLog.filters.anyOperator')}</option>
            {operators.map((one) => (
              <option key={one.id} value={String(one.id)}>
                {one.username}
              </option>
            ))}
            {operator && !operators.some((one) => String(one.id) === operator) && (
              <option value={operator}>#{operator}</option>
            )}
          </select>
        </div>
        <FormField
          block="dialog-form"
          label={t('auditLog.filters.targetType')}
          hint={t('auditLog.filters.targetTypeHint')}
          name="target_type"
          value={targetType}
          onChange={setTargetType}
        />
        <FormField
          block="dialog-form"
          label={t('auditLog.filters.targetId')}
          name="target_id"
          inputMode="numeric"
          value={targetId}
          onChange={setTargetId}
          error={idError}
        />
      </div>
      <div className="console-audit__filter-actions">
        <button type="submit" className="button button--primary">
          {t('auditLog.filters.apply')}
        </button>
        <button type="button" className="button button--secondary" onClick={clear}>
          {t('auditLog.filters.clear')}
        </button>
      </div>
    </form>
  );
}
