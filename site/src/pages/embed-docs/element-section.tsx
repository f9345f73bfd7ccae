import type { ElementAttributeDoc, ElementEventDoc, ElementPartDoc } from '@lomi/elements/element-api';
import { withLoader } from '../../features/embed-snippet/embed-snippet.ts';
import { SnippetBox } from '../../features/embed-snippet/snippet-box.tsx';
import { useEmbedText } from '../../features/embed-snippet/embed-text.ts';
import { AttributesTable, EventsTable, PartsTable } from './api-tables.tsx';
import { DocText } from './doc-text.tsx';
import { exampleFor } from './docs-example.ts';
import { LiveExample } from './live-example.tsx';

/** An element's entry of the descriptor, as readonly as `ELEMENT_API` declares it. */
export interface ElementEntry {
  tag: string;
  summary: string;
  example: string;
  attributes: readonly ElementAttributeDoc[];
  events: ReadonlyArray<
    Omit<ElementEventDoc, 'detail'> & { detail: ReadonlyArray<ElementEventDoc['detail'][number]> }
  >;
}

interface ElementSectionProps {
  element: ElementEntry;
  /** Every part inside it, the common ones included. */
  parts: readonly ElementPartDoc[];
  campaignId: number;
  origin: string;
}

/** One element on /embed: what it shows, a live example beside its snippet, then its API tables. */
export function ElementSection({ element, parts, campaignId, origin }: ElementSectionProps) {
  const t = useEmbedText();
  const example = exampleFor(element.example, campaignId);
  const titleId = `${element.tag}-title`;
  return (
    <section id={element.tag} className="embed-docs__section" aria-labelledby={titleId}>
      <h2 id={titleId} className="embed-docs__h2">
        <code>{`<${element.tag}>`}</code>
      </h2>
      <p lang="en">
        <DocText text={element.summary} />
      </p>
      <div className="embed-docs__example">
        <LiveExample tag={element.tag} markup={example} />
        <SnippetBox
          code={withLoader(origin, example)}
          label={t('embedDocs.example.code', { tag: element.tag })}
        />
      </div>
      <AttributesTable
        title={t('embedDocs.attributes')}
        level={3}
        attributes={element.attributes}
        of={titleId}
      />
      <p>
        <a href="#common-attributes">{t('embedDocs.attributes.more')}</a>
      </p>
      <EventsTable title={t('embedDocs.events')} events={element.events} of={titleId} />
      <PartsTable title={t('embedDocs.parts')} parts={parts} of={titleId} />
    </section>
  );
}
