/**
 * CSS of {@link Modal}'s backdrop, `.lomi-modal`: the dimmed layer over the whole viewport that centres the
 * dialog and scrolls when the dialog is taller than the screen. In the top layer it is a popover, so the
 * browser's own popover styles (a bordered box sized to its content, centred by auto margins) are undone.
 * The dialog's box is styled by its owner (the donate dialog, the site's dialogs).
 */
export const modalStyles = /* css */ `
.lomi-modal {
  position: fixed;
  inset: 0;
  z-index: 2147483000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
  background: rgb(0 0 0 / 55%);
  overflow-y: auto;
  overscroll-behavior: contain;
}
.lomi-modal:popover-open {
  width: auto;
  height: auto;
  margin: 0;
  border: 0;
  color: inherit;
}
`;
