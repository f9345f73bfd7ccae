import { useState } from 'react';
import {
  ApiError,
  createConsoleClient,
  RESOLUTION_NOTE_MAX_LENGTH,
  type ConsoleHelpQuestion,
} from '@lomi/core';
import { useLomiClient, useToast } from '@lomi/react';
import { InboxResolveDialog } from '../reports/inbox-resolve-dialog.tsx';
import { useHelpQuestionsText } from './help-questions-text.ts';

interface ResolveHelpQuestionDialogProps {
  question: ConsoleHelpQuestion;
  onClose: () => void;
  onResolved: (question: ConsoleHelpQuestion) => void;
  /** Someone resolved it meanwhile: read the list again (the dialog stays, saying so). */
  onStale: () => void;
}

/** Marks a question answered with a note of the answer (the answer itself went by e-mail, outside Lomi). */
export function ResolveHelpQuestionDialog({
  question,
  onClose,
  onResolved,
  onStale,
}: ResolveHelpQuestionDialogProps) {
  const t = useHelpQuestionsText();
  const client = useLomiClient();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);

  async function resolve(note: string) {
    setFailure(null);
    try {
      const resolved = await createConsoleClient(client).helpQuestions.resolve(question.id, { note });
      toast.show(t('help.resolve.done', { id: question.id }));
      onResolved(resolved);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setFailure(t('help.resolve.conflict'));
        onStale();
      } else {
        setFailure(t('help.resolve.failed'));
      }
    }
  }

  return (
    <InboxResolveDialog
      texts={{
        title: t('help.resolve.title', { id: question.id }),
        close: t('help.resolve.close'),
        note: t('help.resolve.note'),
        noteHint: t('help.resolve.noteHint'),
        cancel: t('help.resolve.cancel'),
        submit: t('help.resolve.submit'),
        submitting: t('help.resolve.submitting'),
        noteRequired: t('help.resolve.noteRequired'),
        noteTooLong: t('help.resolve.noteTooLong', { max: RESOLUTION_NOTE_MAX_LENGTH }),
      }}
      description={<p>{t('help.resolve.intro', { email: question.email })}</p>}
      failure={failure}
      onClose={onClose}
      onSubmit={resolve}
    />
  );
}
