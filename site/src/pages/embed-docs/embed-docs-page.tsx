import { COMMON_ATTRIBUTES, CSS_PROPERTIES, ELEMENT_API, elementParts } from '@lomi/elements/element-api';
import { useApi } from '../../shared/data/use-api.ts';
import { EmbedTextProvider } from '../../features/embed-snippet/embed-text.ts';
import { loaderSnippet } from '../../features/embed-snippet/embed-snippet.ts';
import { SnippetBox } from '../../features/embed-snippet/snippet-box.tsx';
import { useEmbedScript } from '../../features/embed-snippet/use-embed-script.ts';
import { useEmbedText } from '../../features/embed-snippet/embed-text.ts';
import { useDocumentTitle } from '../../layout/use-document-title.ts';
import { ErrorState } from '../../shared/status/error-state.tsx';
import { LoadingState } from '../../shared/status/loading-state.tsx';
import { AttributesTable, CssPropertiesTable } from './api-tables.tsx';
import { ElementSection, type ElementEntry } from './element-section.tsx';
import '../../features/embed-snippet/embed-snippet.css';
import './embed-docs.css';

type Tag = keyof typeof ELEMENT_API;

/** Every element, in the descriptor's order. */
const TAGS = Object.keys(ELEMENT_API) as Tag[];

/** /embed: the embed SDK for integrators, every element live beside its snippet, from the element descriptor. */
export default function EmbedDocsPage() {
  return (
    <EmbedTextProvider fallback={<LoadingState />}>
      <EmbedDocs />
    </EmbedTextProvider>
  );
}

function EmbedDocs() {
  const t = useEmbedText();
  useDocumentTitle(t('embedDocs.title'));
  const script = useEmbedScript();
  // The examples show a real campaign, the one that raised most, so every element has data to show.
  const campaign = useApi('embed-docs/campaign', async (client, signal) => {
    const page = await client.campaigns.list({ ordering: '-collected_amount' }, { signal });
    return page.results[0] ?? null;
  });
  const origin = window.location.origin;

  return (
    <div className="page embed-docs">
      <h1 className="page__title">{t('embedDocs.title')}</h1>
      <p className="embed-docs__intro">{t('embedDocs.intro')}</p>
      <nav className="embed-docs__toc" aria-labelledby="embed-docs-toc">
        <h2 id="embed-docs-toc" className="embed-docs__toc-title">
          {t('embedDocs.toc')}
        </h2>
        <ul>
          <li>
            <a href="#quick-start">{t('embedDocs.start.title')}</a>
          </li>
          <li>
            <a href="#common-attributes">{t('embedDocs.common.title')}</a>
          </li>
          {TAGS.map((tag) => (
            <li key={tag}>
              <a href={`#${tag}`}>
                <code>{`<${tag}>`}</code>
              </a>
            </li>
          ))}
          <li>
            <a href="#theming">{t('embedDocs.theming.title')}</a>
          </li>
          <li>
            <a href="#csp">{t('embedDocs.csp.title')}</a>
          </li>
        </ul>
      </nav>

      <section id="quick-start" className="embed-docs__section" aria-labelledby="quick-start-title">
        <h2 id="quick-start-title" className="embed-docs__h2">
          {t('embedDocs.start.title')}
        </h2>
        <p>{t('embedDocs.start.loader')}</p>
        <SnippetBox code={loaderSnippet(origin)} />
        {campaign.data && <p>{t('embedDocs.start.elements', { title: campaign.data.title })}</p>}
        <p>{t('embedDocs.events.text')}</p>
      </section>

      <section id="common-attributes" className="embed-docs__section">
        <AttributesTable title={t('embedDocs.common.title')} level={2} attributes={COMMON_ATTRIBUTES} />
      </section>

      {script === 'failed' && <p className="embed-live__failed">{t('embed.previewFailed')}</p>}
      {campaign.state === 'error' && <ErrorState onRetry={campaign.retry} />}
      {campaign.state === 'loading' && <LoadingState />}
      {campaign.data !== undefined &&
        TAGS.map((tag) => (
          <ElementSection
            key={tag}
            element={ELEMENT_API[tag] as ElementEntry}
            parts={elementParts(tag)}
            // With no campaign at all the examples keep the descriptor's placeholder number.
            campaignId={campaign.data?.id ?? 12}
            origin={origin}
          />
        ))}

      <section id="theming" className="embed-docs__section" aria-labelledby="theming-title">
        <h2 id="theming-title" className="embed-docs__h2">
          {t('embedDocs.theming.title')}
        </h2>
        <p>{t('embedDocs.theming.text')}</p>
        <CssPropertiesTable title={t('embedDocs.cssProperties')} properties={CSS_PROPERTIES} />
      </section>

      <section id="csp" className="embed-docs__section" aria-labelledby="csp-title">
        <h2 id="csp-title" className="embed-docs__h2">
          {t('embedDocs.csp.title')}
        </h2>
        <p>{t('embedDocs.csp.text', { origin })}</p>
      </section>
    </div>
  );
}
