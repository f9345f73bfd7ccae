/**
 * CSS of {@link ToastProvider}'s region: toasts stacked at the bottom of the viewport, above page content,
 * clear of the edges on small screens. An empty region takes no room and catches no clicks.
 */
export const toastStyles = /* css */ `
.lomi-toasts {
  position: fixed;
  inset-inline: 0;
  bottom: 16px;
  z-index: 2147483001;
  pointer-events: none;
}
/* In the top layer the region is a popover: undo the browser's popover box without outranking the theme. */
:where(.lomi-toasts:popover-open) {
  top: auto;
  width: auto;
  height: auto;
  overflow: visible;
  background-color: transparent;
}
.lomi-toasts__list {
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 0 16px;
  list-style: none;
}
.lomi-toast {
  display: flex;
  align-items: flex-start;
  gap: 12px;
  width: 100%;
  max-width: 420px;
  box-sizing: border-box;
  padding: 12px 12px 12px 16px;
  border: 1px solid var(--_lomi-border);
  border-inline-start: 4px solid var(--_lomi-primary);
  border-radius: var(--_lomi-radius);
  background: var(--_lomi-surface);
  color: var(--_lomi-text);
  box-shadow: 0 6px 24px rgb(0 0 0 / 18%);
  pointer-events: auto;
}
.lomi-toast[data-tone='error'] {
  border-inline-start-color: var(--_lomi-danger);
}
.lomi-toast__message {
  flex: 1;
  margin: 0;
  overflow-wrap: anywhere;
}
.lomi-toast__close {
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  min-height: 32px;
  margin: -6px -4px -6px 0;
  padding: 0;
  border: 0;
  border-radius: 8px;
  background: transparent;
  color: var(--_lomi-muted);
  cursor: pointer;
}
.lomi-toast__close:hover {
  color: var(--_lomi-text);
}
.lomi-toast__close:focus-visible {
  outline: 2px solid var(--_lomi-focus);
  outline-offset: 2px;
}
`;
