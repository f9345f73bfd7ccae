import {
  createPageCatalog,
  preloadInDocumentLanguage,
  type PageCatalogKey,
} from '../../shared/page-text/create-page-catalog.tsx';

const auditLogCatalog = createPageCatalog({
  en: () => import('../../i18n/console-audit-log/en.json', { with: { type: 'json' } }),
  am: () => import('../../i18n/console-audit-log/am.json', { with: { type: 'json' } }),
});
preloadInDocumentLanguage(auditLogCatalog);

/** The texts of the audit log screen, fetched with it. */
export const AuditLogTextProvider = auditLogCatalog.Provider;

/** The typed translator of the audit log screen; only inside `AuditLogTextProvider`. */
export const useAuditLogText = auditLogCatalog.useText;

/** The keys of the audit log screen's catalog (site/src/i18n/console-audit-log/en.json). */
export type AuditLogMessageKey = PageCatalogKey<typeof auditLogCatalog>;
