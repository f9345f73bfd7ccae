/** The site path of a console screen: `path` is relative to /console, as in `console-screens.ts`. */
export function consolePath(path: string): string {
  return path === '' ? '/console' : `/console/${path}`;
}
