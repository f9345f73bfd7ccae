import type { AuditLogQuery } from '@lomi/core';

/** The filters of the audit log, as the address keeps them (`?action=…&operator=…&target_type=…&target_id=…`). */
export type AuditLogFilters = Omit<AuditLogQuery, 'page'>;

const FILTER_PARAMS = ['action', 'operator', 'target_type', 'target_id'] as const;

const positiveInt = (text: string | null): number | undefined => {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 ? value : undefined;
};

const text = (value: string | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, 64) : undefined;
};

/** The filters in the address; what does not read as a filter is left out (a target id only with its type). */
export function readFilters(params: URLSearchParams): AuditLogFilters {
  const targetType = text(params.get('target_type'));
  const filters: AuditLogFilters = {};
  const action = text(params.get('action'));
  const operator = positiveInt(params.get('operator'));
  const targetId = targetType ? positiveInt(params.get('target_id')) : undefined;
  if (action) filters.action = action;
  if (operator) filters.operator = operator;
  if (targetType) filters.target_type = targetType;
  if (targetId) filters.target_id = targetId;
  return filters;
}

/** The address parameters of `filters` (page 1: a new filter starts from the newest entries). */
export function filterParams(filters: AuditLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of FILTER_PARAMS) {
    const value = filters[name];
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params;
}

/** Whether any filter is set. */
export function hasFilters(filters: AuditLogFilters): boolean {
  return FILTER_PARAMS.some((name) => filters[name] !== undefined);
}
