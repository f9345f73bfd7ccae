import { useInsertionEffect } from 'react';

/**
 * Adds a console stylesheet (imported with `?inline`) to the page the first time a console screen that needs it
 * renders. The site's one stylesheet (vite.config.ts, `cssCodeSplit: false`) would otherwise carry the
 * console's rules into every public first load. `id` names the sheet, so each is added once.
 */
export function useConsoleStyles(id: string, css: string): void {
  useInsertionEffect(() => {
    const elementId = `lomi-console-styles-${id}`;
    if (document.getElementById(elementId)) return;
    const style = document.createElement('style');
    style.id = elementId;
    style.textContent = css;
    document.head.append(style);
  }, [id, css]);
}
