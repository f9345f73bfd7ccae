import { useRef } from 'react';
import { useSiteLanguage } from '../../language/language-context.ts';
import { useEmbedText } from '../../features/embed-snippet/embed-text.ts';
import { liveMarkup } from './docs-example.ts';

interface LiveExampleProps {
  tag: string;
  /** The example's HTML, exactly as shown beside it (without the loader, which the page loads once). */
  markup: string;
}

/**
 * The example's own HTML put into the page, so the loader turns it into the real element: what is shown is
 * what the snippet does. The elements follow the page's `<html lang>`, so they are made anew when the
 * language changes. A donate dialog gets a button that toggles its `open` attribute.
 */
export function LiveExample({ tag, markup }: LiveExampleProps) {
  const t = useEmbedText();
  const { locale } = useSiteLanguage();
  const frame = useRef<HTMLDivElement>(null);
  const html = liveMarkup(markup);
  return (
    <div className="live-example">
      <div
        key={locale}
        ref={frame}
        className="embed-live"
        role="group"
        aria-label={t('embedDocs.example.live', { tag })}
        // Trusted: the descriptor's examples from @lomi/elements with a campaign number put in.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {html.includes('<lomi-donate-dialog') && (
        <button
          type="button"
          className="button button--primary live-example__toggle"
          onClick={() => frame.current?.querySelector('lomi-donate-dialog')?.toggleAttribute('open')}
        >
          {t('embedDocs.dialog.toggle')}
        </button>
      )}
    </div>
  );
}
