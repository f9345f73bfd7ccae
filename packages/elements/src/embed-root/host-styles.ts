/**
 * Styles of the element itself (`:host`) and of the wrapper every element renders into its shadow root.
 * `all: initial` on the wrapper cuts inheritance from the host page (a host's `* { font: 20px serif
 * !important; color: red !important }` reaches the host element, and would otherwise flow in through it);
 * custom properties still inherit, which is how host pages theme us.
 */
export const hostStyles =
  ':host{display:block}:host([hidden]){display:none}.lomi-embed{all:initial;display:block}';
