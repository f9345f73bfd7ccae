import type { Locale } from '@lomi/core';
import { useSiteText } from './use-site-text.ts';
import { useSiteLanguage } from './language-context.ts';

/** Each language is named in itself, so a visitor who cannot read the current one still finds theirs. */
const LANGUAGES: ReadonlyArray<{ locale: Locale; name: string }> = [
  { locale: 'en', name: 'English' },
  { locale: 'am', name: 'አማርኛ' },
];

/** Two toggle buttons, English and አማርኛ; the pressed one is the current language. */
export function LanguageSwitch() {
  const t = useSiteText();
  const { locale, selectLocale } = useSiteLanguage();
  return (
    <div className="language-switch" role="group" aria-label={t('layout.language.label')}>
      {LANGUAGES.map((language) => (
        <button
          key={language.locale}
          type="button"
          lang={language.locale}
          className="language-switch__option"
          aria-pressed={locale === language.locale}
          onClick={() => selectLocale(language.locale)}
        >
          {language.name}
        </button>
      ))}
    </div>
  );
}
