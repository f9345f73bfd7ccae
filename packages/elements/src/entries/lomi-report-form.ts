// Embed entry chunk of <lomi-report-form>: the loader imports it when the page has such a tag.
import { createReportFormElement } from '../report-form/report-form-element.tsx';
import { defineLomiElement } from '../define/define.ts';

defineLomiElement('lomi-report-form', createReportFormElement());
