/**
 * CSS of the form pieces the donate dialog and the donate wizard share: field stacks, labels, text inputs,
 * error text, radio cards, check rows, the confirmation summary, the failure box, the busy line and the
 * footer row. Each component keeps only what is its own (margins, phone prefix, tip picks...) in its sheet.
 * Rules here never set a property a component rule of the same specificity also sets, so the order of the
 * sheets in `lomiStyles` (where this sheet repeats) cannot change the result.
 */
export const formStyles = /* css */ `
.lomi-fields {
  display: grid;
  gap: 14px;
}
.lomi-field {
  display: grid;
  gap: 4px;
}
.lomi-label {
  font-weight: 600;
}
.lomi-input {
  width: 100%;
  margin: 0;
  padding: 10px 12px;
  border: 1px solid var(--_lomi-border);
  border-radius: 8px;
  background: var(--_lomi-surface);
  color: var(--_lomi-text);
  font: inherit;
}
.lomi-input:disabled {
  background: var(--_lomi-track);
  color: var(--_lomi-muted);
}
.lomi-input[aria-invalid='true'] {
  border-color: var(--_lomi-danger);
}
.lomi-textarea {
  resize: vertical;
}
.lomi-error {
  margin: 0;
  color: var(--_lomi-danger);
  font-size: 0.875em;
}
.lomi-choices {
  display: grid;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
}
.lomi-choice {
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border: 1px solid var(--_lomi-border);
  border-radius: 10px;
  cursor: pointer;
}
.lomi-choice:has(:checked) {
  border-color: var(--_lomi-primary);
  box-shadow: inset 0 0 0 1px var(--_lomi-primary);
}
.lomi-choice-text {
  display: grid;
}
.lomi-choice-name {
  font-weight: 600;
}
.lomi-radio {
  flex: none;
}
.lomi-radio,
.lomi-check input {
  width: 18px;
  height: 18px;
  margin: 0;
  accent-color: var(--_lomi-primary);
}
.lomi-check {
  display: flex;
  align-items: center;
  gap: 8px;
}
.lomi-summary {
  display: grid;
  gap: 8px;
  margin: 0;
}
.lomi-summary-row {
  display: flex;
  justify-content: space-between;
  gap: 16px;
  padding: 0 0 8px;
  border-bottom: 1px solid var(--_lomi-border);
}
.lomi-summary dt {
  color: var(--_lomi-muted);
}
.lomi-summary dd {
  margin: 0;
  font-weight: 600;
  text-align: end;
  overflow-wrap: anywhere;
}
.lomi-failure {
  padding: 10px 12px;
  border: 1px solid var(--_lomi-danger);
  border-radius: 8px;
  color: var(--_lomi-danger);
}
.lomi-failure__text,
.lomi-failure__detail {
  margin: 0;
}
.lomi-failure__text + .lomi-failure__detail {
  margin-top: 4px;
}
.lomi-busy {
  margin: 0;
  color: var(--_lomi-muted);
}
.lomi-footer {
  display: flex;
  justify-content: flex-end;
  gap: 8px;
}
.lomi-input:focus-visible,
.lomi-radio:focus-visible,
.lomi-check input:focus-visible {
  outline: 3px solid var(--_lomi-focus);
  outline-offset: 2px;
}
`;
