import { buttonStyles } from '../button/button-styles.ts';
import { formStyles } from '../form/form-styles.ts';

/**
 * CSS of {@link ReportForm}: the shared button and form sheets, then what is the form's own: the title,
 * the compact reason choices, the phone prefix, the contact hint and the thank-you box.
 */
export const reportFormStyles = /* css */ `${buttonStyles}${formStyles}
.lomi-report__form {
  display: grid;
  gap: 12px;
  margin: 0;
}
.lomi-report__title {
  margin: 0;
  font-size: 1.125em;
  font-weight: 700;
  line-height: 1.3;
}
.lomi-report__legend {
  margin: 0 0 4px;
  padding: 0;
}
.lomi-report__reasons {
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
}
.lomi-report__reasons > .lomi-report__legend {
  grid-column: 1 / -1;
}
.lomi-report__choice {
  padding: 8px 12px;
}
.lomi-report__prefixed {
  display: flex;
  align-items: stretch;
}
.lomi-report__prefix {
  display: flex;
  align-items: center;
  padding: 0 10px;
  border: 1px solid var(--_lomi-border);
  border-right: 0;
  border-radius: 8px 0 0 8px;
  background: var(--_lomi-track);
  color: var(--_lomi-muted);
}
.lomi-report__prefixed .lomi-input {
  border-radius: 0 8px 8px 0;
}
.lomi-report__hint {
  margin: -6px 0 0;
  color: var(--_lomi-muted);
  font-size: 0.875em;
}
.lomi-report__failure-title {
  margin: 0;
  font-weight: 700;
}
.lomi-report__failure-text {
  margin: 0;
}
.lomi-report__thanks {
  padding: 14px 16px;
  border: 1px solid var(--_lomi-primary);
  border-radius: var(--_lomi-radius);
  color: var(--_lomi-text);
  font-weight: 600;
}
.lomi-report__thanks:focus-visible {
  outline: 3px solid var(--_lomi-focus);
  outline-offset: 2px;
}
`;
