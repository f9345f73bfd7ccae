import { createElement, lazy, useState, type ComponentType } from 'react';

export interface LazyPage {
  Page: ComponentType;
  /** Downloads the page's module; resolves once it is in, or failed (the page then shows its load error). */
  preload: () => Promise<void>;
}

/**
 * A code-split page. `React.lazy` alone suspends on its first render even when its module has already
 * arrived, and React 19 then holds the content back for its Suspense fallback throttle (about 300 ms): on a
 * phone that delays the page's API reads and its largest paint by as much. Once `preload` has brought the
 * module in, the page renders at once; before that it is the lazy component, behind the layout's fallback.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((module) => {
      Loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadAndKeep);
  function Page() {
    // Chosen once per mount: turning from the lazy component into the loaded one later would remount the page.
    const [Component] = useState<ComponentType>(() => Loaded ?? Lazy);
    return createElement(Component);
  }
  return {
    Page,
    preload: () =>
      loadAndKeep().then(
        () => undefined,
        () => undefined,
      ),
  };
}
