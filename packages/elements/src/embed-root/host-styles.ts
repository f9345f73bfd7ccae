/**
 * Styles of the element itself (`:host`) and of the wrapper every element renders into its shadow root.
 * - `all: initial` on the wrapper cuts inheritance from the host page (a host's `* { font: 20px serif
 *   !important; color: red !important }` reaches the host element, and would otherwise flow in through it);
 *   custom properties still inherit, which is how host pages theme us. `all` leaves out `direction`, so
 *   the wrapper sets it: both our languages are left-to-right, whatever the page around them.
 * - Text decorations are not inherited but *propagated* (`* { text-decoration: underline !important }`, or
 *   the snippet pasted inside a link would underline all our text), and only an atomic inline stops them:
 *   so the wrapper is an inline-block filling the host's width.
 * - That puts the wrapper on a line of the host, which the host page's line settings would shape (a
 *   `* { line-height: 3 !important; text-indent: 2em !important }` would add height and shift it).
 *   `!important` in a shadow root beats the page's `!important`; these four rules are the only ones.
 */
export const hostStyles = /* css */ `
:host {
  display: block;
  line-height: 0 !important;
  text-indent: 0 !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
}
:host([hidden]) {
  display: none;
}
.lomi-embed {
  all: initial;
  direction: ltr;
  display: inline-block;
  width: 100%;
}
`;
