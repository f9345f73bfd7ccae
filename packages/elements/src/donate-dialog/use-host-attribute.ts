import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether `host` has the attribute `name`, kept current. r2wc ignores a removed attribute and reads an empty
 * one as false, so boolean attributes like `open` (present = on) are read from the host directly.
 */
export function useHostAttribute(host: Element | undefined, name: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!host) return () => {};
      const observer = new MutationObserver(onChange);
      observer.observe(host, { attributes: true, attributeFilter: [name] });
      return () => observer.disconnect();
    },
    [host, name],
  );
  const read = () => host?.hasAttribute(name) ?? false;
  return useSyncExternalStore(subscribe, read, read);
}
