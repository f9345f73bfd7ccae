/**
 * Theme variables and the inheritance reset of `.lomi-root`.
 *
 * Public custom properties (`--lomi-color-primary`, …) are read once into private ones (`--_lomi-…`) with
 * a default, rather than declared on `.lomi-root`, because a declaration there would hide the value a host
 * page sets on the custom element. Every inherited property is set explicitly so a host page's
 * `* { font: 20px serif !important; color: red !important }` cannot reach inside through inheritance.
 * Sizes are px/em only: host pages change the root font size, so `rem` is never used.
 */
export const rootStyles = /* css */ `
.lomi-root {
  --_lomi-primary: var(--lomi-color-primary, #0a7350);
  --_lomi-on-primary: var(--lomi-color-on-primary, #ffffff);
  --_lomi-surface: var(--lomi-color-surface, #ffffff);
  --_lomi-text: var(--lomi-color-text, #18211d);
  --_lomi-muted: var(--lomi-color-text-muted, #4d5a55);
  --_lomi-border: var(--lomi-color-border, #d9e0dd);
  --_lomi-track: var(--lomi-color-track, #e3eae7);
  --_lomi-badge: var(--lomi-color-badge, #fff1c2);
  --_lomi-on-badge: var(--lomi-color-on-badge, #5c4300);
  --_lomi-danger: var(--lomi-color-danger, #a4262c);
  --_lomi-focus: var(--lomi-color-focus, #1d4ed8);
  --_lomi-radius: var(--lomi-radius, 12px);
  --_lomi-font: var(
    --lomi-font-family,
    system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans Ethiopic', 'Abyssinica SIL', Nyala, sans-serif
  );
  --_lomi-font-size: var(--lomi-font-size, 16px);

  display: block;
  box-sizing: border-box;
  margin: 0;
  padding: 0;
  border: 0;
  color: var(--_lomi-text);
  font-family: var(--_lomi-font);
  font-size: var(--_lomi-font-size);
  font-style: normal;
  font-variant: normal;
  font-weight: 400;
  font-stretch: normal;
  font-kerning: auto;
  line-height: 1.5;
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-indent: 0;
  text-transform: none;
  text-shadow: none;
  text-decoration: none;
  white-space: normal;
  word-break: normal;
  overflow-wrap: break-word;
  hyphens: manual;
  direction: ltr;
  visibility: visible;
  cursor: auto;
  list-style: none;
  quotes: auto;
  -webkit-text-fill-color: currentcolor;
}
.lomi-root[data-theme='dark'] {
  --_lomi-primary: var(--lomi-color-primary, #4fd1a1);
  --_lomi-on-primary: var(--lomi-color-on-primary, #062118);
  --_lomi-surface: var(--lomi-color-surface, #141b18);
  --_lomi-text: var(--lomi-color-text, #eef3f1);
  --_lomi-muted: var(--lomi-color-text-muted, #a9b7b1);
  --_lomi-border: var(--lomi-color-border, #2e3a35);
  --_lomi-track: var(--lomi-color-track, #2a3531);
  --_lomi-badge: var(--lomi-color-badge, #4a3a00);
  --_lomi-on-badge: var(--lomi-color-on-badge, #ffe69a);
  --_lomi-danger: var(--lomi-color-danger, #ff9ea3);
  --_lomi-focus: var(--lomi-color-focus, #93b4ff);
  color-scheme: dark;
  /* The dark texts meet 4.5:1 only on a dark surface, and a component such as the progress meter has none
     of its own: on a host's white page its amounts fell to 1.1–2.1:1. So a dark root carries its surface. */
  background-color: var(--_lomi-surface);
}
.lomi-root *,
.lomi-root *::before,
.lomi-root *::after {
  box-sizing: border-box;
}
.lomi-visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}
`;
