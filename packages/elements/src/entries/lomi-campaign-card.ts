// Embed entry chunk of <lomi-campaign-card>: the loader imports it when the page has such a tag.
import { createCampaignCardElement } from '../campaign-card/campaign-card-element.tsx';
import { defineLomiElement } from '../define/define.ts';

defineLomiElement('lomi-campaign-card', createCampaignCardElement());
