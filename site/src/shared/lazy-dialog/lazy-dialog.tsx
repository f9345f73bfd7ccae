import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadErrorBoundary } from '../load-error/load-error-boundary.tsx';

/** Imports a module whose default export is a dialog (or a panel) taking props `P`: `() => import('./x.tsx')`. */
export type DialogLoader<P> = () => Promise<{ default: ComponentType<P> }>;

// One `lazy()` per loader, so every button of a page that shares a dialog shares its download too; loaders are
// module-level constants, so the map stays as small as the list of code-split dialogs.
const lazyComponents = new WeakMap<object, unknown>();

function lazyComponent<P>(load: DialogLoader<P>): ComponentType<P> {
  const known = lazyComponents.get(load) as ComponentType<P> | undefined;
  if (known) return known;
  const component = lazy(load) as unknown as ComponentType<P>;
  lazyComponents.set(load, component);
  return component;
}

interface LazyDialogProps<P> {
  /** The dialog's module; the same constant its button prefetches with. */
  load: DialogLoader<P>;
  /** Renders the loaded dialog with its props. */
  children: (Dialog: ComponentType<P>) => ReactNode;
}

/**
 * A dialog whose code is its own chunk, rendered once it is there (nothing shows while it downloads). If the
 * chunk cannot be downloaded, a quiet notice offers to reload the page instead; the rest of the page keeps
 * working.
 */
export function LazyDialog<P>({ load, children }: LazyDialogProps<P>) {
  return (
    <LoadErrorBoundary>
      <Suspense fallback={null}>{children(lazyComponent(load))}</Suspense>
    </LoadErrorBoundary>
  );
}
