import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { createConsoleClient, type ConsoleHelpQuestion } from '@lomi/core';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { PagedSection } from '../../shared/pager/paged-section.tsx';
import { usePagedList } from '../../shared/pager/use-paged-list.ts';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { InboxStatusFilter, readInboxStatus, withFilter } from '../reports/inbox-status-filter.tsx';
import css from '../reports/inbox.css?inline';
import { useConsoleStyles } from '../use-console-styles.ts';
import { HelpQuestionItem } from './help-question-item.tsx';
import { HelpQuestionsTextProvider, useHelpQuestionsText } from './help-questions-text.ts';
import { ResolveHelpQuestionDialog } from './resolve-help-question-dialog.tsx';

/** The console's help-questions inbox (issue 14 #6): `/console/help-questions?status=&page=`. */
export default function HelpQuestionsPage() {
  return (
    <HelpQuestionsTextProvider fallback={<LoadingState />}>
      <HelpQuestions />
    </HelpQuestionsTextProvider>
  );
}

function HelpQuestions() {
  const t = useHelpQuestionsText();
  useDocumentTitle(t('help.title'));
  useConsoleStyles('inbox', css);
  const [params, setParams] = useSearchParams();
  const status = readInboxStatus(params);
  const [resolving, setResolving] = useState<ConsoleHelpQuestion | null>(null);
  const list = usePagedList({
    key: `console/help-questions?status=${status}`,
    load: (client, page, signal) =>
      createConsoleClient(client).helpQuestions.list({ page, status }, { signal }),
    pastTheEnd: 'previous',
  });

  return (
    <section className="console-screen">
      <h1 className="page__title" ref={list.titleRef}>
        {t('help.title')}
      </h1>
      <p>{t('help.intro')}</p>
      <div className="inbox__filters">
        <InboxStatusFilter
          legend={t('help.filter.status')}
          labels={{ open: t('help.filter.open'), resolved: t('help.filter.resolved') }}
          value={status}
          onChange={(next) => setParams(withFilter(params, 'status', next, 'open'))}
        />
      </div>
      {list.data && (
        <p className="inbox__count" role="status">
          {t('help.count', { count: list.data.count })}
        </p>
      )}
      <PagedSection
        list={list}
        empty={<p>{t(status === 'open' ? 'help.empty.open' : 'help.empty.resolved')}</p>}
      >
        {(questions) => (
          <ul className="inbox__list">
            {questions.map((question) => (
              <HelpQuestionItem key={question.id} question={question} onResolve={setResolving} />
            ))}
          </ul>
        )}
      </PagedSection>
      {resolving && (
        <ResolveHelpQuestionDialog
          question={resolving}
          onClose={() => setResolving(null)}
          onResolved={() => {
            setResolving(null);
            list.retry();
          }}
          onStale={list.retry}
        />
      )}
    </section>
  );
}
