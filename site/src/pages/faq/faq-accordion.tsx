import { useId, useState } from 'react';

export interface FaqEntry {
  question: string;
  answer: string;
}

interface FaqAccordionProps {
  entries: readonly FaqEntry[];
}

/**
 * The FAQ as an accordion with at most one answer open (§2): each question is a button in a heading with
 * `aria-expanded` and `aria-controls` naming its answer panel; opening one closes the one that was open, and
 * pressing the open one closes it. Closed panels are `hidden`, so they are neither shown nor read.
 */
export function FaqAccordion({ entries }: FaqAccordionProps) {
  const id = useId();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="faq-accordion">
      {entries.map((entry, index) => {
        const expanded = open === index;
        const buttonId = `${id}-question-${index}`;
        const panelId = `${id}-answer-${index}`;
        return (
          <div key={entry.question} className="faq-accordion__item" data-state={expanded ? 'open' : 'closed'}>
            <h2 className="faq-accordion__heading">
              <button
                type="button"
                id={buttonId}
                className="faq-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{entry.question}</span>
                <svg
                  className="faq-accordion__icon"
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M6 9l6 6 6-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </h2>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className="faq-accordion__panel"
              hidden={!expanded}
            >
              <p>{entry.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
