/**
 * The pill button of the donate dialog, the donate wizard and `<lomi-donate-button>`: one definition, which
 * each of those style sheets includes, so an element injecting only its own sheet still has it.
 */
export const buttonStyles = /* css */ `
.lomi-button {
  margin: 0;
  padding: 10px 20px;
  border: 1px solid var(--_lomi-primary);
  border-radius: 999px;
  background: var(--_lomi-primary);
  color: var(--_lomi-on-primary);
  font: inherit;
  font-weight: 600;
  line-height: 1.3;
  cursor: pointer;
}
.lomi-button--secondary {
  background: transparent;
  color: var(--_lomi-primary);
}
.lomi-button:disabled,
.lomi-button[aria-disabled='true'] {
  opacity: 0.5;
  cursor: not-allowed;
}
.lomi-button:focus-visible {
  outline: 3px solid var(--_lomi-focus);
  outline-offset: 2px;
}
`;
