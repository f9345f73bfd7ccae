import { buttonStyles } from '../button/button-styles.ts';
import { formStyles } from '../form/form-styles.ts';

/**
 * CSS of {@link DonateWizard}: the shared button and form sheets, then what is the wizard's own: steps (named,
 * or 'n/5' with a bar on narrow screens), hints, tip picks and the total row.
 */
export const donateWizardStyles = /* css */ `${buttonStyles}${formStyles}
.lomi-wizard {
  container-type: inline-size;
  max-width: 640px;
  padding: 20px;
  border: 1px solid var(--_lomi-border);
  border-radius: var(--_lomi-radius);
  background: var(--_lomi-surface);
}
.lomi-wizard__title {
  margin: 0 0 12px;
  font-size: 1.375em;
  font-weight: 700;
  line-height: 1.3;
}
.lomi-wizard__steps {
  display: flex;
  gap: 6px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
  font-size: 0.8125em;
  color: var(--_lomi-muted);
}
.lomi-wizard__step {
  flex: 1 1 0;
  min-width: 0;
  padding: 6px 0 0;
  border-top: 4px solid var(--_lomi-track);
}
.lomi-wizard__step[aria-current='step'],
.lomi-wizard__step[data-done] {
  border-top-color: var(--_lomi-primary);
}
.lomi-wizard__step[aria-current='step'] {
  color: var(--_lomi-text);
  font-weight: 600;
}
.lomi-wizard__compact {
  display: none;
  align-items: center;
  gap: 10px;
  margin: 0 0 16px;
  font-size: 0.875em;
  font-weight: 600;
}
.lomi-wizard__bar {
  flex: 1 1 auto;
  height: 6px;
  border-radius: 999px;
  background: var(--_lomi-track);
  overflow: hidden;
}
.lomi-wizard__bar-fill {
  display: block;
  height: 100%;
  background: var(--_lomi-primary);
}
@container (max-width: 520px) {
  .lomi-wizard__steps {
    display: none;
  }
  .lomi-wizard__compact {
    display: flex;
  }
}
.lomi-wizard__form {
  display: grid;
  gap: 14px;
  margin: 0;
}
.lomi-wizard__step-title {
  margin: 0;
  font-size: 1.125em;
}
.lomi-wizard__step-title:focus {
  outline: none;
}
.lomi-wizard__label {
  margin: 0;
  padding: 0;
}
.lomi-wizard__hint {
  margin: 0;
  color: var(--_lomi-muted);
  font-size: 0.875em;
}
.lomi-wizard__check input {
  flex: none;
}
.lomi-wizard__check a {
  color: var(--_lomi-primary);
}
.lomi-wizard__picks {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 4px 0 0;
}
.lomi-wizard__pick {
  margin: 0;
  padding: 8px 14px;
  border: 1px solid var(--_lomi-border);
  border-radius: 999px;
  background: var(--_lomi-surface);
  color: var(--_lomi-text);
  font: inherit;
  cursor: pointer;
}
.lomi-wizard__pick[aria-pressed='true'] {
  border-color: var(--_lomi-primary);
  background: var(--_lomi-primary);
  color: var(--_lomi-on-primary);
}
.lomi-wizard__summary-row--total {
  font-size: 1.125em;
}
.lomi-wizard__footer {
  margin: 6px 0 0;
}
.lomi-wizard__pick:focus-visible,
.lomi-wizard__check a:focus-visible {
  outline: 3px solid var(--_lomi-focus);
  outline-offset: 2px;
}
`;
