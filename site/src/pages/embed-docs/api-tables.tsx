import { useId, type ReactNode } from 'react';
import type {
  CssPropertyDoc,
  ElementAttributeDoc,
  ElementEventDoc,
  ElementPartDoc,
} from '@lomi/elements/element-api';
import { useEmbedText } from '../../features/embed-snippet/embed-text.ts';
import { DocText } from './doc-text.tsx';

// The descriptor is deeply readonly (`as const`); these accept it as it is.
type EventDoc = Omit<ElementEventDoc, 'detail'> & {
  detail: ReadonlyArray<ElementEventDoc['detail'][number]>;
};

interface ApiTableProps {
  /** The heading above the table, which also names it. */
  title: string;
  /** The heading's level, by where the table sits on the page. */
  level: 2 | 3;
  columns: string[];
  /** Shown instead of an empty table. */
  empty?: string;
  rows: ReactNode[];
  /**
   * Id of the heading of the element the table belongs to: the scrolling region is named after both, since
   * every element has an "Attributes" table and landmarks need distinct names.
   */
  of?: string;
}

/**
 * A heading and its table. The table scrolls sideways on a narrow screen inside a focusable region, so it can
 * be scrolled with the keyboard too. Descriptions are English (the descriptor's), marked `lang="en"`.
 */
function ApiTable({ title, level, columns, empty, rows, of }: ApiTableProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading id={id} className={`embed-docs__h${level}`}>
        {title}
      </Heading>
      {rows.length === 0 && empty ? (
        <p>{empty}</p>
      ) : (
        <div className="api-table" role="region" aria-labelledby={of ? `${id} ${of}` : id} tabIndex={0}>
          <table aria-labelledby={id}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
      )}
    </>
  );
}

export function AttributesTable({
  title,
  level,
  attributes,
  of,
}: {
  title: string;
  level: 2 | 3;
  attributes: readonly ElementAttributeDoc[];
  of?: string;
}) {
  const t = useEmbedText();
  return (
    <ApiTable
      title={title}
      level={level}
      of={of}
      columns={[
        t('embedDocs.column.name'),
        t('embedDocs.column.type'),
        t('embedDocs.column.default'),
        t('embedDocs.column.description'),
      ]}
      rows={attributes.map((attribute) => (
        <tr key={attribute.name}>
          <th scope="row">
            <code>{attribute.name}</code>
            {attribute.required && <span className="api-table__required">{t('embedDocs.required')}</span>}
          </th>
          <td>
            <code>{attribute.type}</code>
          </td>
          <td>{attribute.default !== undefined && <code>{attribute.default}</code>}</td>
          <td lang="en">
            <DocText text={attribute.description} />
          </td>
        </tr>
      ))}
    />
  );
}

export function EventsTable({
  title,
  events,
  of,
}: {
  title: string;
  events: readonly EventDoc[];
  of?: string;
}) {
  const t = useEmbedText();
  return (
    <ApiTable
      title={title}
      level={3}
      of={of}
      empty={t('embedDocs.events.none')}
      columns={[t('embedDocs.column.name'), t('embedDocs.column.description'), t('embedDocs.column.detail')]}
      rows={events.map((event) => (
        <tr key={event.name}>
          <th scope="row">
            <code>{event.name}</code>
          </th>
          <td lang="en">
            <DocText text={event.description} />
          </td>
          <td>
            <ul className="api-table__fields">
              {event.detail.map((field) => (
                <li key={field.name}>
                  <code>{field.name}</code>: <code>{field.type}</code>{' '}
                  <span lang="en">
                    — <DocText text={field.description} />
                  </span>
                </li>
              ))}
            </ul>
          </td>
        </tr>
      ))}
    />
  );
}

export function PartsTable({
  title,
  parts,
  of,
}: {
  title: string;
  parts: readonly ElementPartDoc[];
  of?: string;
}) {
  const t = useEmbedText();
  return (
    <ApiTable
      title={title}
      level={3}
      of={of}
      empty={t('embedDocs.parts.none')}
      columns={[t('embedDocs.column.name'), t('embedDocs.column.description')]}
      rows={parts.map((part) => (
        <tr key={part.name}>
          <th scope="row">
            <code>{part.name}</code>
          </th>
          <td lang="en">
            <DocText text={part.description} />
          </td>
        </tr>
      ))}
    />
  );
}

const COLOUR = /^#[0-9a-f]{3,8}$/i;

function DefaultValue({ value }: { value: string }) {
  return (
    <>
      {COLOUR.test(value) && (
        <span className="api-table__swatch" style={{ background: value }} aria-hidden="true" />
      )}
      <code>{value}</code>
    </>
  );
}

export function CssPropertiesTable({
  title,
  properties,
}: {
  title: string;
  properties: readonly CssPropertyDoc[];
}) {
  const t = useEmbedText();
  return (
    <ApiTable
      title={title}
      level={3}
      columns={[
        t('embedDocs.column.name'),
        t('embedDocs.column.light'),
        t('embedDocs.column.dark'),
        t('embedDocs.column.description'),
      ]}
      rows={properties.map((property) => (
        <tr key={property.name}>
          <th scope="row">
            <code>{property.name}</code>
          </th>
          <td>
            <DefaultValue value={property.default} />
          </td>
          <td>
            <DefaultValue value={property.darkDefault ?? property.default} />
          </td>
          <td lang="en">
            <DocText text={property.description} />
          </td>
        </tr>
      ))}
    />
  );
}
