/** The languages of the interface: English and Amharic. */
export type Locale = 'en' | 'am';

/** Every supported {@link Locale}; English first because it is the message source. */
export const LOCALES = ['en', 'am'] as const satisfies readonly Locale[];

/** Narrows a string to a {@link Locale} (exact, case-insensitive match). */
export function isLocale(value: string | null | undefined): value is Locale {
  return value === 'en' || value === 'am';
}
