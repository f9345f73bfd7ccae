import { Link } from 'react-router';
import { formatDate } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { legalBlocks } from './legal-blocks.ts';

export interface LegalSection {
  title: string;
  /** Plain text: paragraphs separated by blank lines, list lines starting with "- " (see `legalBlocks`). */
  body: string;
}

export interface LegalDocumentProps {
  title: string;
  /** "Last updated: {date}" with the date filled in. */
  updated: (date: string) => string;
  /** ISO date the text was last changed. */
  updatedOn: string;
  intro: string;
  contentsLabel: string;
  sections: readonly LegalSection[];
  backLabel: string;
}

/** One legal text (§2 /legal/*): title, date of the last change, contents, numbered sections, back to /legal. */
export function LegalDocument({
  title,
  updated,
  updatedOn,
  intro,
  contentsLabel,
  sections,
  backLabel,
}: LegalDocumentProps) {
  const { locale } = useSiteLanguage();
  useDocumentTitle(title);
  return (
    <article className="page legal-document" aria-labelledby="legal-title">
      <p className="legal-document__back">
        <Link to="/legal">{backLabel}</Link>
      </p>
      <h1 id="legal-title" className="page__title">
        {title}
      </h1>
      <p className="legal-document__updated">
        {updated(formatDate(updatedOn, locale, { timeZone: 'Africa/Addis_Ababa' }))}
      </p>
      <p className="legal-document__intro">{intro}</p>
      <nav className="legal-document__contents" aria-labelledby="legal-contents">
        <h2 id="legal-contents" className="legal-document__contents-title">
          {contentsLabel}
        </h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#section-${index + 1}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.title}
          id={`section-${index + 1}`}
          className="legal-document__section"
          aria-labelledby={`section-${index + 1}-title`}
        >
          <h2 id={`section-${index + 1}-title`} className="legal-document__heading">
            {`${index + 1}. ${section.title}`}
          </h2>
          {legalBlocks(section.body).map((block, blockIndex) =>
            block.kind === 'list' ? (
              <ul key={blockIndex}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : (
              <p key={blockIndex}>{block.text}</p>
            ),
          )}
        </section>
      ))}
    </article>
  );
}
