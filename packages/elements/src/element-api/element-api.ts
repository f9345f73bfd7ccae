import type { LomiTag } from '../embed-root/element-features.ts';
import type {
  CssPropertyDoc,
  ElementAttributeDoc,
  ElementDoc,
  ElementEventDoc,
  ElementPartDoc,
} from './element-api-types.ts';

export type {
  CssPropertyDoc,
  ElementAttributeDoc,
  ElementDoc,
  ElementEventDoc,
  ElementPartDoc,
  EventDetailFieldDoc,
} from './element-api-types.ts';

// Plain data, importable by Node without a bundler (the build writes `custom-elements.json` from it), so
// only type imports above. Rows shared by several elements are one constant, so the README tables group
// them and a wording fix lands everywhere.

/** Attributes every element takes. */
export const COMMON_ATTRIBUTES = [
  {
    name: 'api-base',
    property: 'apiBase',
    type: 'string',
    description: 'Origin of the Lomi API. Default: the origin that served `lomi.js`.',
  },
  {
    name: 'lang',
    property: 'lang',
    type: "'en' | 'am'",
    description:
      "The language, `en` or `am`. Default: the page's `<html lang>` if it is `en` or `am`, else the browser's language (Amharic for `am…`, else English).",
  },
  {
    name: 'theme',
    property: 'theme',
    type: "'light' | 'dark'",
    description: 'Light or dark colours; each CSS custom property has a default for both.',
    default: 'light',
  },
] as const satisfies readonly ElementAttributeDoc[];

/** Parts every element has. */
export const COMMON_PARTS = [
  {
    name: 'base',
    description: 'The wrapper inside the shadow root, around everything the element shows.',
  },
] as const satisfies readonly ElementPartDoc[];

const campaignId = {
  name: 'campaign-id',
  property: 'campaignId',
  type: 'number',
  description: 'The campaign\'s number (`campaign-id="12"`). Changing it shows the other campaign.',
  required: true,
} as const satisfies ElementAttributeDoc;

const donationDetail = [
  { name: 'campaignId', type: 'number', description: 'The campaign donated to.' },
  {
    name: 'amount',
    type: 'number',
    description:
      "Integer minor units of `currency` (santim or cents: 12550 is ETB 125.50); a wizard's Lomi tip is not included.",
  },
  { name: 'currency', type: "'ETB' | 'USD'", description: 'The currency of `amount`.' },
  {
    name: 'invoiceId',
    type: 'string | null',
    description: 'The invoice Lomi created; null only when starting the payment failed before one existed.',
  },
] as const;

const donationStarted = {
  name: 'lomi:donation-started',
  description:
    "A payment started: mobile money awaits the donor's approval, or the browser is about to leave for a card or checkout page.",
  detail: donationDetail,
} as const satisfies ElementEventDoc;

const donationSucceeded = {
  name: 'lomi:donation-succeeded',
  description:
    "A mobile-money payment succeeded (card and checkout payments end on Lomi's success page instead).",
  detail: donationDetail,
} as const satisfies ElementEventDoc;

const donationFailed = {
  name: 'lomi:donation-failed',
  description:
    "Starting the payment failed, or the payer declined; the element shows the provider's message.",
  detail: donationDetail,
} as const satisfies ElementEventDoc;

// The loading and error states of the elements that fetch their campaign first.
const skeleton = {
  name: 'skeleton',
  description: 'Each grey placeholder shape shown while the campaign loads.',
} as const;
const error = {
  name: 'error',
  description: 'The box with the error message (`data-state="error"`).',
} as const;
const retryButton = {
  name: 'retry-button',
  description: "The error's Try again button (shown for network failures).",
} as const;
const statusParts = [skeleton, error, retryButton] as const;

const meterParts = [
  { name: 'meter', description: 'The progress block: amounts, percent and bar.' },
  { name: 'amounts', description: "The amounts: 'ETB 123.00 raised of ETB 500.00'." },
  { name: 'percent', description: "The percent funded: '24.6% funded'." },
  { name: 'bar', description: "The progress bar's track." },
  { name: 'bar-fill', description: 'The filled share of the progress bar.' },
] as const;

const field = {
  name: 'field',
  description: 'Each labelled field: its label, control and error message.',
} as const;
const input = { name: 'input', description: 'Each text input and text area.' } as const;
const secondaryButton = { name: 'secondary-button', description: 'The Back button.' } as const;

const dialogParts = [
  { name: 'dialog', description: "The donate dialog's box (over a dimmed backdrop)." },
  { name: 'title', description: "The donate dialog's heading." },
  { name: 'close-button', description: "The donate dialog's × button." },
  field,
  input,
  {
    name: 'primary-button',
    description: 'The main button: Next, Donate, and Close while waiting for a mobile payment.',
  },
  secondaryButton,
] as const;

/** Every element's attributes, events and parts: the one source of the docs and the manifest. */
export const ELEMENT_API = {
  'lomi-campaign-card': {
    tag: 'lomi-campaign-card',
    summary:
      "A campaign's card: photos, title, organization, raised of target, percent and progress bar, linking to the campaign page.",
    attributes: [campaignId],
    events: [],
    parts: [
      { name: 'card', description: 'The card (`<article>`), in every state.' },
      { name: 'image', description: 'Each campaign photo; they take turns, one shown at a time.' },
      { name: 'title', description: "The campaign's title (a heading)." },
      { name: 'link', description: "The title's link to the campaign page, stretched over the whole card." },
      { name: 'organization', description: "The line 'by {organization}'." },
      ...meterParts,
      ...statusParts,
    ],
    example: '<lomi-campaign-card campaign-id="12"></lomi-campaign-card>',
  },
  'lomi-progress-meter': {
    tag: 'lomi-progress-meter',
    summary: 'Raised of target, percent funded and a progress bar of one campaign.',
    attributes: [campaignId],
    events: [],
    parts: [...meterParts, ...statusParts],
    example: '<lomi-progress-meter campaign-id="12"></lomi-progress-meter>',
  },
  'lomi-donate-button': {
    tag: 'lomi-donate-button',
    summary: "A Donate button that opens the campaign's donate dialog over the page.",
    attributes: [campaignId],
    events: [donationStarted, donationSucceeded, donationFailed],
    parts: [{ name: 'button', description: 'The Donate button.' }, ...dialogParts],
    example: '<lomi-donate-button campaign-id="12"></lomi-donate-button>',
  },
  'lomi-donate-dialog': {
    tag: 'lomi-donate-dialog',
    summary:
      'The donate dialog (payment method, amount and message, confirm; then the payment) while its `open` attribute is set.',
    attributes: [
      campaignId,
      {
        name: 'open',
        property: 'open',
        type: 'boolean',
        description:
          'Present: the dialog is shown (like `<dialog open>`; also the `open` property). The element removes it when the donor closes the dialog or a donation succeeds.',
      },
    ],
    events: [donationStarted, donationSucceeded, donationFailed],
    parts: dialogParts,
    example: '<lomi-donate-dialog campaign-id="12" open></lomi-donate-dialog>',
  },
  'lomi-donate-wizard': {
    tag: 'lomi-donate-wizard',
    summary:
      "The step-by-step donation form (amount, donator, message, payment, Lomi tip, confirm), ending on the provider's payment page.",
    attributes: [campaignId],
    events: [donationStarted, donationFailed],
    parts: [
      { name: 'wizard', description: "The wizard's box, in every state." },
      { name: 'title', description: "The wizard's heading." },
      field,
      input,
      { name: 'primary-button', description: 'The main button: Next, then Donate.' },
      secondaryButton,
      ...statusParts,
    ],
    example: '<lomi-donate-wizard campaign-id="12"></lomi-donate-wizard>',
  },
  'lomi-share-panel': {
    tag: 'lomi-share-panel',
    summary:
      'Share links (Facebook, Twitter/X, LinkedIn, WhatsApp, Telegram), copy link, and a QR code with a printable poster.',
    attributes: [campaignId],
    events: [
      {
        name: 'lomi:share',
        description:
          "The visitor shared: a network's window opened, the link was copied, or the QR poster was downloaded.",
        detail: [
          { name: 'campaignId', type: 'number', description: 'The campaign shared.' },
          {
            name: 'channel',
            type: "'facebook' | 'twitter' | 'linkedin' | 'whatsapp' | 'telegram' | 'copy-link' | 'qr-poster'",
            description: 'How it was shared.',
          },
          { name: 'url', type: 'string', description: "The campaign page's address that was shared." },
        ],
      },
    ],
    parts: [
      { name: 'share-panel', description: 'The panel.' },
      { name: 'share-link', description: "Each network's share link." },
      { name: 'copy-button', description: 'The Copy link button.' },
      { name: 'qr', description: 'The QR code of the campaign page.' },
      { name: 'poster-button', description: 'The button that downloads the QR poster (PNG).' },
      error,
      retryButton,
    ],
    example: '<lomi-share-panel campaign-id="12"></lomi-share-panel>',
  },
  'lomi-report-form': {
    tag: 'lomi-report-form',
    summary:
      "The report form for a campaign or an organization: a reason, free text for 'other', optional e-mail and phone.",
    attributes: [
      {
        ...campaignId,
        description: 'The campaign to report (`campaign-id="12"`). Give this or `organization-id`.',
        required: false,
      },
      {
        name: 'organization-id',
        property: 'organizationId',
        type: 'number',
        description: 'The organization to report (`organization-id="3"`). Give this or `campaign-id`.',
      },
    ],
    events: [
      {
        name: 'lomi:report-submitted',
        description:
          "Lomi stored the report; the form shows its thank-you ('Campaign Reported, Thank you!').",
        detail: [
          {
            name: 'targetType',
            type: "'campaign' | 'organization'",
            description: 'What was reported.',
          },
          { name: 'targetId', type: 'number', description: "The campaign's or organization's number." },
          {
            name: 'reason',
            type: "'spam' | 'fraud' | 'violence' | 'misinformation' | 'other'",
            description: 'The reason chosen.',
          },
        ],
      },
    ],
    parts: [
      { name: 'report-form', description: 'The form.' },
      field,
      { name: 'submit-button', description: 'The Report button.' },
      {
        name: 'status',
        description: "Each message about sending: while it is sent, the thank-you, or 'Reporting Failed'.",
      },
    ],
    example: '<lomi-report-form campaign-id="12"></lomi-report-form>',
  },
} as const satisfies Record<LomiTag, ElementDoc>;

/**
 * The CSS custom properties a host page may set on an element (or an ancestor) to theme it; the defaults
 * are those of `rootStyles` in @lomi/react (a test holds them equal).
 */
export const CSS_PROPERTIES = [
  {
    name: '--lomi-color-primary',
    description: 'Buttons, progress bar, percent, links',
    default: '#0a7350',
    darkDefault: '#4fd1a1',
  },
  {
    name: '--lomi-color-on-primary',
    description: 'Text on the primary colour',
    default: '#ffffff',
    darkDefault: '#062118',
  },
  {
    name: '--lomi-color-surface',
    description: 'Card, dialog and form background; in the dark theme, the background of the whole element',
    default: '#ffffff',
    darkDefault: '#141b18',
  },
  { name: '--lomi-color-text', description: 'Text', default: '#18211d', darkDefault: '#eef3f1' },
  {
    name: '--lomi-color-text-muted',
    description: 'Secondary text',
    default: '#4d5a55',
    darkDefault: '#a9b7b1',
  },
  {
    name: '--lomi-color-border',
    description: 'Borders of cards and fields',
    default: '#d9e0dd',
    darkDefault: '#2e3a35',
  },
  {
    name: '--lomi-color-track',
    description: 'Progress track, image and loading placeholders',
    default: '#e3eae7',
    darkDefault: '#2a3531',
  },
  { name: '--lomi-color-badge', description: 'Badge background', default: '#fff1c2', darkDefault: '#4a3a00' },
  { name: '--lomi-color-on-badge', description: 'Badge text', default: '#5c4300', darkDefault: '#ffe69a' },
  {
    name: '--lomi-color-danger',
    description: 'Error messages',
    default: '#a4262c',
    darkDefault: '#ff9ea3',
  },
  { name: '--lomi-color-focus', description: 'Focus ring', default: '#1d4ed8', darkDefault: '#93b4ff' },
  { name: '--lomi-radius', description: 'Corners of cards, dialogs and fields', default: '12px' },
  {
    name: '--lomi-font-family',
    description: 'Text',
    default:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Ethiopic', 'Abyssinica SIL', Nyala, sans-serif",
  },
  { name: '--lomi-font-size', description: 'Base text size (everything scales in em)', default: '16px' },
] as const satisfies readonly CssPropertyDoc[];

/** Every attribute `tag` takes: its own, then the common ones. */
export function elementAttributes(tag: LomiTag): readonly ElementAttributeDoc[] {
  return [...ELEMENT_API[tag].attributes, ...COMMON_ATTRIBUTES];
}

/** Every part inside `tag`: the common ones, then its own. */
export function elementParts(tag: LomiTag): readonly ElementPartDoc[] {
  return [...COMMON_PARTS, ...ELEMENT_API[tag].parts];
}
