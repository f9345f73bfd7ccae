import { useEffect, useMemo } from 'react';
import { toWebComponent } from '../define/to-web-component.ts';
import { ReportForm, reportFormStyles, rootStyles } from '@lomi/react';
import { EmbedRoot, type EmbedAttributes } from '../embed-root/embed-root.tsx';
import { reportSubmittedCallback } from './report-events.ts';
import { parseReportTarget } from './report-target.ts';

/** Attributes of `<lomi-report-form>`. */
export interface ReportFormAttributes extends EmbedAttributes {
  /** `campaign-id`: the number of the campaign to report. Give this or `organization-id`. */
  campaignId?: string;
  /** `organization-id`: the number of the organization to report. Give this or `campaign-id`. */
  organizationId?: string;
}

/**
 * `<lomi-report-form campaign-id>` or `<lomi-report-form organization-id>`: the §2 report form. Dispatches
 * `lomi:report-submitted` once the report is stored.
 */
export type ReportFormElement = HTMLElement & Omit<ReportFormAttributes, 'container'>;

const formStyles = rootStyles + reportFormStyles;

/**
 * An `EmbedRoot` for the report target: a bad, missing or doubled id attribute is logged with `[lomi]`
 * and shown as `data-state="error"`, never thrown at the host page.
 */
function ReportFormEmbed({ campaignId, organizationId, ...attributes }: ReportFormAttributes) {
  const { target, problem } = parseReportTarget(campaignId, organizationId);
  useEffect(() => {
    if (problem) console.warn(`[lomi] <lomi-report-form> ${problem}`);
  }, [problem]);
  const host = attributes.container?.host;
  const onSubmitted = useMemo(() => (host ? reportSubmittedCallback(host) : undefined), [host]);
  return (
    <EmbedRoot {...attributes} styles={formStyles} tag="lomi-report-form" invalid={target === undefined}>
      {target && <ReportForm target={target} onSubmitted={onSubmitted} />}
    </EmbedRoot>
  );
}

/** Builds the `<lomi-report-form>` class; `defineLomiElement` registers it. */
export const createReportFormElement = (): CustomElementConstructor =>
  toWebComponent(ReportFormEmbed, {
    shadow: 'open',
    props: ['campaignId', 'organizationId', 'apiBase', 'lang', 'theme'],
  });
