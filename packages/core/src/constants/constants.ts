/** Business constants of §9. One place, used by every package. */

/** Items per page of every paged list. */
export const PAGE_SIZE = 10;

/** The 18 categories of §3, index = id. */
export const CATEGORY_NAMES = [
  'Event',
  'Faith',
  'Medical',
  'Community',
  'Education',
  'Children',
  'Business',
  'Family',
  'Emergencies',
  'Nonprofit',
  'Animals',
  'Environment',
  'Funeral',
  'Competition',
  'Creative',
  'Sports',
  'Travel',
  'Other',
] as const;

export type CategoryName = (typeof CATEGORY_NAMES)[number];

export const PHONE_COUNTRY_CODE = '251';
export const PHONE_LOCAL_DIGITS = 9;

export const INVOICE_POLL_MS = 2000;
export const CREATOR_DASHBOARD_POLL_MS = 2000;
export const FEATURED_CAROUSEL_MS = 5000;
export const CARD_IMAGE_ROTATION_MS = 3000;
/*
 * The `sizes` of campaign images beside their `srcset`, by where they are shown: about how wide each is drawn,
 * so the browser fetches the smallest stored width that is sharp enough. The server's preload hints give the
 * same values (a preloaded image is used only when its srcset and sizes equal the <img>'s).
 */
/** A campaign card's photo: the width of the card (a column of a grid, the whole width on a phone). */
export const CARD_IMAGE_SIZES = '(max-width: 600px) 100vw, 400px';
/** The large photo of the campaign page: two thirds of the page from 900px, else the whole width. */
export const GALLERY_IMAGE_SIZES = '(min-width: 900px) 726px, 100vw';
/** A thumbnail button under it. */
export const THUMBNAIL_IMAGE_SIZES = '80px';
/** The featured carousel's photo: its left half from 900px, else the whole width. */
export const FEATURED_IMAGE_SIZES = '(min-width: 900px) 620px, 100vw';
export const SESSION_RETRY_ATTEMPTS = 3;
export const SESSION_RETRY_DELAY_MS = 1000;
export const TOAST_AUTO_CLOSE_MS = 3000;
export const TIP_QUICK_PICKS = [5, 10, 15, 20, 50, 100] as const;
export const CHAPA_METHOD_ID = 0;
export const CARD_METHOD_ID = 2;
export const TOKEN_COOKIE = 'user-token';
/** The cookie (and localStorage key) of a visitor's explicit language choice: the site writes it, and the
 * server reads it to announce a page's texts in the language the page will start in. */
export const LOCALE_COOKIE = 'lomi-locale';
export const REPORT_REASONS = ['spam', 'fraud', 'violence', 'misinformation', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * The processing fee of §1 ("a small processing fee on successful donations"), in basis points of the
 * donation amount (250 = 2.5 %). Recorded per donation as `fee_minor`, rounded half up to a whole minor unit.
 */
export const PROCESSING_FEE_BASIS_POINTS = 250;

/** The largest single donation or tip accepted, in minor units (10 000 000.00 in ETB or USD). */
export const DONATION_MAX_MINOR = 1_000_000_000;

/**
 * Longest donor full name kept (characters): the dialog's full name, and a wizard or card donor's first and
 * last names joined by a space (the donation's `full_name` column holds 255).
 */
export const DONOR_NAME_MAX_LENGTH = 255;

/**
 * Longest first or last name of a donor (characters), in the wizard and the card request: two of them and
 * the space between still fit {@link DONOR_NAME_MAX_LENGTH}.
 */
export const DONOR_NAME_PART_MAX_LENGTH = 127;
