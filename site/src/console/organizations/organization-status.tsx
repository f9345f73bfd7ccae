import type { ApprovalStatus } from '@lomi/core';
import { useOrganizationsText } from './organizations-text.ts';

/** Where an organization stands, as a badge (its class says the status, for colour; the text says it too). */
export function OrganizationStatus({ status }: { status: ApprovalStatus }) {
  const t = useOrganizationsText();
  return (
    <span className={`console-org-status console-org-status--${status}`}>{t(`orgs.status.${status}`)}</span>
  );
}
