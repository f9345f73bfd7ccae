import { Component, type ReactNode } from 'react';
import { useSiteText } from '../../language/use-site-text.ts';
import { StatusNotice } from '../status/status-notice.tsx';

interface LoadErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (the route's path, say), a boundary showing its notice tries its children again. */
  resetKey?: unknown;
  /** What the notice's button does; reloads the page by default. */
  onReload?: () => void;
}

interface LoadErrorBoundaryState {
  failed: boolean;
}

// A `React.lazy` component whose import failed keeps failing for the life of the page, so rendering it again
// cannot help; a reload fetches the chunk anew (and a new deployment's chunk names with it).
function reloadPage(): void {
  window.location.reload();
}

/**
 * Catches a part of the page that failed to render, above all a lazy page or dialog whose code could not be
 * downloaded on a flaky network, and shows a quiet translated notice with a Reload button instead of leaving
 * the visitor a blank page. What is around it (header, footer, the 'Donate now' button) keeps working.
 */
export class LoadErrorBoundary extends Component<LoadErrorBoundaryProps, LoadErrorBoundaryState> {
  override state: LoadErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): LoadErrorBoundaryState {
    return { failed: true };
  }

  override componentDidUpdate(previous: LoadErrorBoundaryProps) {
    if (this.state.failed && !Object.is(previous.resetKey, this.props.resetKey)) {
      this.setState({ failed: false });
    }
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <LoadErrorNotice onReload={this.props.onReload ?? reloadPage} />;
  }
}

/** What the boundary shows: the part could not be shown, and a button to reload the page. */
function LoadErrorNotice({ onReload }: { onReload: () => void }) {
  const t = useSiteText();
  return (
    <StatusNotice
      message={t('loadError.message')}
      action={{ label: t('loadError.reload'), onClick: onReload }}
    />
  );
}
