// Embed entry chunk of <lomi-share-panel>: the loader imports it when the page has such a tag.
import { createSharePanelElement } from '../share-panel/share-panel-element.tsx';
import { defineLomiElement } from '../define/define.ts';

defineLomiElement('lomi-share-panel', createSharePanelElement());
