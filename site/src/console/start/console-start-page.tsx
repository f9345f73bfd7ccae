import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { ConsoleStartTextProvider, useConsoleStartText } from './console-start-text.ts';

/** The console's start page (issue 14 #2): what waits for the team, each a link to its section. */
export default function ConsoleStartPage() {
  return (
    <ConsoleStartTextProvider fallback={<LoadingState />}>
      <ConsoleStart />
    </ConsoleStartTextProvider>
  );
}

function ConsoleStart() {
  const t = useConsoleStartText();
  useDocumentTitle(t('start.title'));
  return (
    <section className="console-screen">
      <h1 className="page__title">{t('start.title')}</h1>
      <p>{t('start.intro')}</p>
    </section>
  );
}
