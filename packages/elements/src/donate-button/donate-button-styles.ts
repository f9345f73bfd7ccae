import { buttonStyles } from '@lomi/react';

/** CSS of `<lomi-donate-button>`'s button (the dialog brings its own once loaded). */
export const donateButtonStyles = /* css */ `${buttonStyles}
.lomi-donate-trigger {
  display: inline-block;
}
.lomi-donate-trigger__button {
  padding: 0.625em 1.5em;
}
.lomi-donate-trigger__button:hover {
  filter: brightness(1.08);
}
.lomi-donate-trigger__button[aria-busy='true'] {
  cursor: progress;
}
.lomi-donate-trigger__error {
  max-width: 20em;
  margin: 0.5em 0 0;
  color: var(--_lomi-danger);
  font-size: 0.875em;
}
`;
