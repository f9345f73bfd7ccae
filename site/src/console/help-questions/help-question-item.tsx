import { formatDate, type ConsoleHelpQuestion } from '@lomi/core';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useHelpQuestionsText } from './help-questions-text.ts';

interface HelpQuestionItemProps {
  question: ConsoleHelpQuestion;
  /** Opens the resolve dialog (open questions only). */
  onResolve: (question: ConsoleHelpQuestion) => void;
}

/** One question of the inbox: who asked (a reply link), when, the question, and how it was answered. */
export function HelpQuestionItem({ question, onResolve }: HelpQuestionItemProps) {
  const t = useHelpQuestionsText();
  const { locale } = useSiteLanguage();
  const date = (iso: string) => formatDate(iso, locale, { style: 'medium' });
  const { resolution } = question;
  const reply = `mailto:${question.email}?subject=${encodeURIComponent(t('help.item.replySubject'))}`;
  return (
    <li className="inbox__item">
      <h2>{t('help.item.title', { id: question.id })}</h2>
      <dl className="inbox__facts">
        <dt>{t('help.item.from')}</dt>
        <dd>{question.email}</dd>
      </dl>
      <p className="inbox__text">{question.question}</p>
      <p className="inbox__count">
        <time dateTime={question.created}>{t('help.item.asked', { date: date(question.created) })}</time>
      </p>
      {resolution ? (
        <div className="inbox__resolution">
          <p>
            <strong>
              {resolution.operator
                ? t('help.item.resolved', {
                    date: date(resolution.resolved),
                    operator: resolution.operator.username,
                  })
                : t('help.item.resolvedByUnknown', { date: date(resolution.resolved) })}
            </strong>
          </p>
          <p>
            {t('help.item.note')}: {resolution.note}
          </p>
        </div>
      ) : (
        <div className="inbox__actions">
          <a className="button button--secondary" href={reply}>
            {t('help.item.reply')}
          </a>
          <button type="button" className="button button--primary" onClick={() => onResolve(question)}>
            {t('help.item.resolve', { id: question.id })}
          </button>
        </div>
      )}
    </li>
  );
}
