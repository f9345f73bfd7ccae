// Embed entry chunk of <lomi-donate-button>: the loader imports it when the page has such a tag.
import { createDonateButtonElement } from '../donate-button/donate-button-element.tsx';
import { defineLomiElement } from '../define/define.ts';

defineLomiElement('lomi-donate-button', createDonateButtonElement());
