import { buttonStyles } from '../button/button-styles.ts';
import { formStyles } from '../form/form-styles.ts';
import { modalStyles } from '../modal/modal-styles.ts';

/**
 * CSS of {@link DonateDialog}: the shared button, form and modal backdrop sheets, then what is the dialog's
 * own: the modal frame, the three steps, the method legend and icon, the phone prefix, the waiting panel and
 * the thank-you alert.
 */
export const donateDialogStyles = /* css */ `${buttonStyles}${formStyles}${modalStyles}
.lomi-modal__dialog {
  position: relative;
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  margin: auto;
  padding: 20px;
  border: 1px solid var(--_lomi-border);
  border-radius: var(--_lomi-radius);
  background: var(--_lomi-surface);
  color: var(--_lomi-text);
  box-shadow: 0 18px 48px rgb(0 0 0 / 30%);
}
.lomi-modal__dialog:focus {
  outline: none;
}
.lomi-modal__dialog:focus-visible {
  outline: 3px solid var(--_lomi-focus);
  outline-offset: 2px;
}
.lomi-donate__header {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  margin: 0 0 12px;
}
.lomi-donate__title {
  margin: 0;
  font-size: 1.25em;
  font-weight: 700;
  line-height: 1.3;
}
.lomi-donate__close {
  flex: none;
  display: inline-flex;
  padding: 6px;
  margin: -6px -6px 0 0;
  border: 0;
  border-radius: 999px;
  background: transparent;
  color: var(--_lomi-muted);
  cursor: pointer;
}
.lomi-donate__close:hover {
  background: var(--_lomi-track);
  color: var(--_lomi-text);
}
.lomi-donate__steps {
  display: flex;
  gap: 6px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  font-size: 0.8125em;
  color: var(--_lomi-muted);
}
.lomi-donate__step {
  flex: 1 1 0;
  padding: 6px 0 0;
  border-top: 4px solid var(--_lomi-track);
}
.lomi-donate__step[aria-current='step'],
.lomi-donate__step[data-done] {
  border-top-color: var(--_lomi-primary);
}
.lomi-donate__step[aria-current='step'] {
  color: var(--_lomi-text);
  font-weight: 600;
}
.lomi-donate__form {
  margin: 0;
}
.lomi-donate__body {
  display: grid;
  gap: 14px;
}
.lomi-donate__legend {
  margin: 0 0 8px;
  padding: 0;
  font-weight: 600;
}
.lomi-donate__method-icon {
  flex: none;
  color: var(--_lomi-primary);
}
.lomi-donate__method-hint {
  color: var(--_lomi-muted);
  font-size: 0.875em;
}
.lomi-donate__phone {
  display: flex;
  align-items: stretch;
}
.lomi-donate__phone-prefix {
  display: flex;
  align-items: center;
  padding: 0 10px;
  border: 1px solid var(--_lomi-border);
  border-right: 0;
  border-radius: 8px 0 0 8px;
  background: var(--_lomi-track);
  color: var(--_lomi-text);
}
.lomi-donate__phone .lomi-input {
  border-radius: 0 8px 8px 0;
}
.lomi-donate__footer {
  margin: 20px 0 0;
}
.lomi-donate__close:focus-visible,
.lomi-donate__link-button:focus-visible {
  outline: 3px solid var(--_lomi-focus);
  outline-offset: 2px;
}
.lomi-donate__waiting {
  display: grid;
  justify-items: center;
  gap: 10px;
  padding: 12px 0 4px;
  text-align: center;
}
.lomi-donate__waiting-title {
  margin: 0;
  font-size: 1.125em;
}
.lomi-donate__waiting-text {
  margin: 0 0 8px;
  color: var(--_lomi-muted);
}
.lomi-donate__spinner {
  width: 36px;
  height: 36px;
  border: 4px solid var(--_lomi-track);
  border-top-color: var(--_lomi-primary);
  border-radius: 50%;
  animation: lomi-donate-spin 900ms linear infinite;
}
@keyframes lomi-donate-spin {
  to {
    transform: rotate(360deg);
  }
}
@media (prefers-reduced-motion: reduce) {
  .lomi-donate__spinner {
    animation-duration: 3s;
  }
}
.lomi-donate__thanks {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  padding: 12px 14px;
  border: 1px solid var(--_lomi-primary);
  border-radius: var(--_lomi-radius);
  background: var(--_lomi-surface);
}
.lomi-donate__thanks-text {
  margin: 0;
  font-weight: 600;
}
.lomi-donate__link-button {
  margin: 0;
  padding: 4px 8px;
  border: 0;
  background: transparent;
  color: var(--_lomi-primary);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
}
`;
