// Embed entry chunk of <lomi-progress-meter>: the loader imports it when the page has such a tag.
import { createProgressMeterElement } from '../progress-meter/progress-meter-element.tsx';
import { defineLomiElement } from '../define/define.ts';

defineLomiElement('lomi-progress-meter', createProgressMeterElement());
