import { Link } from 'react-router';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useConsoleText } from './console-text.ts';

/** A /console path no screen answers (a section not built yet, a mistyped link). */
export function ConsoleNotFound() {
  const t = useConsoleText();
  useDocumentTitle(t('console.notFound.title'));
  return (
    <section className="console-screen">
      <h1 className="page__title">{t('console.notFound.title')}</h1>
      <p>
        <Link to="/console">{t('console.notFound.back')}</Link>
      </p>
    </section>
  );
}
