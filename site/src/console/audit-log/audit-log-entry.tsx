import { useContext } from 'react';
import { Link } from 'react-router';
import { formatDate, intlLocale, type AuditLogEntry } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { ConsoleScreensContext } from '../console-sections.ts';
import { changeValueText, describeChanges } from './audit-changes.ts';
import { auditTargetPath } from './audit-target.ts';
import { useAuditLogText, type AuditLogMessageKey } from './audit-log-text.ts';

const TYPE_NAMES: Record<string, AuditLogMessageKey> = {
  user: 'auditLog.type.user',
  organization: 'auditLog.type.organization',
  campaign: 'auditLog.type.campaign',
  charity: 'auditLog.type.charity',
  report: 'auditLog.type.report',
  help_question: 'auditLog.type.help_question',
  invoice: 'auditLog.type.invoice',
  exchange_rate: 'auditLog.type.exchange_rate',
  withdrawal: 'auditLog.type.withdrawal',
};

/** One entry of the audit log: what was done, who, when, to what, and the values before → after. */
export function AuditLogEntryItem({ entry }: { entry: AuditLogEntry }) {
  const t = useAuditLogText();
  const { locale } = useSiteLanguage();
  const screens = useContext(ConsoleScreensContext);
  const typeKey = TYPE_NAMES[entry.target_type];
  const type = typeKey ? t(typeKey) : entry.target_type;
  const target = entry.target_id === null ? type : t('auditLog.targetName', { type, id: entry.target_id });
  const path = auditTargetPath(entry.target_type, entry.target_id, screens);
  const changes = describeChanges(entry.before, entry.after);
  const time = new Intl.DateTimeFormat(intlLocale(locale), { timeStyle: 'short' }).format(
    new Date(entry.created),
  );
  const none = t('auditLog.empty.value');
  return (
    <li className="console-audit__entry">
      <p className="console-audit__action">
        <code>{entry.action}</code>
      </p>
      <dl className="console-audit__facts">
        <div>
          <dt>{t('auditLog.who')}</dt>
          <dd>{entry.operator ? entry.operator.username : t('auditLog.commandLine')}</dd>
        </div>
        <div>
          <dt>{t('auditLog.when')}</dt>
          <dd>
            <time dateTime={entry.created}>
              {formatDate(entry.created, locale, { style: 'medium' })} {time}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('auditLog.target')}</dt>
          <dd>{path ? <Link to={path}>{target}</Link> : target}</dd>
        </div>
        <div>
          <dt>{t('auditLog.changes')}</dt>
          <dd>
            {changes.length === 0 ? (
              t('auditLog.noChange')
            ) : (
              <ul className="console-audit__changes">
                {changes.map(({ field, before, after }) => (
                  <li key={field}>
                    {field && <span className="console-audit__field">{field}: </span>}
                    <span className="console-audit__before">{changeValueText(before, none)}</span>
                    {' → '}
                    <span className="console-audit__after">{changeValueText(after, none)}</span>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}
