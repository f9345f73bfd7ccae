// Embed entry chunk of <lomi-donate-dialog>: the loader imports it when the page has such a tag.
import { createDonateDialogElement } from '../donate-dialog/donate-dialog-element.tsx';
import { defineLomiElement } from '../define/define.ts';

defineLomiElement('lomi-donate-dialog', createDonateDialogElement());
