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
`;
