/** CSS of `<lomi-donate-button>`'s button (the dialog brings its own once loaded). */
export const donateButtonStyles = /* css */ `
.lomi-donate-trigger {
  display: inline-block;
}
.lomi-donate-trigger__button {
  margin: 0;
  padding: 0.625em 1.5em;
  border: 1px solid var(--_lomi-primary);
  border-radius: 999px;
  background: var(--_lomi-primary);
  color: var(--_lomi-on-primary);
  font: inherit;
  font-weight: 600;
  line-height: 1.3;
  cursor: pointer;
}
.lomi-donate-trigger__button:hover {
  filter: brightness(1.08);
}
.lomi-donate-trigger__button:focus-visible {
  outline: 3px solid var(--_lomi-focus);
  outline-offset: 2px;
}
.lomi-donate-trigger__button[aria-busy='true'] {
  cursor: progress;
}
`;
