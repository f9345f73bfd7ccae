import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../layout/use-document-title.ts';
import { useSession } from '../session/use-session.ts';
import { useConsoleText } from './console-text.ts';

/**
 * The console is for Lomi's operators only (issue 14): /console is login-only in `app/pages.ts` (anonymous
 * visitors go to /login and come back), and a signed-in user who is not an operator is told so here. The
 * server refuses them every console call anyway (403).
 */
export function OperatorsOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.role !== 'operator') return <ConsoleRefusal />;
  return children;
}

function ConsoleRefusal() {
  const t = useConsoleText();
  useDocumentTitle(t('console.refusal.title'));
  return (
    <div className="page console-refusal">
      <h1 className="page__title">{t('console.refusal.title')}</h1>
      <p>{t('console.refusal.text')}</p>
      <Link to="/" className="button button--primary">
        {t('console.refusal.home')}
      </Link>
    </div>
  );
}
