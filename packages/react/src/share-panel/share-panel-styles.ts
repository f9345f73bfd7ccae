import { buttonStyles } from '../button/button-styles.ts';

/**
 * CSS of {@link SharePanel}: the shared button sheet, then the panel's own: the row of network links, the
 * link field with its copy button, the QR code and the status lines. The loading skeleton and the error
 * message of {@link SharePanelById} come from `campaignStatusStyles`.
 */
export const sharePanelStyles = /* css */ `${buttonStyles}
.lomi-share {
  display: grid;
  gap: 14px;
}
.lomi-share__title {
  margin: 0;
  padding: 0;
  font-weight: 700;
}
.lomi-share__networks {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.lomi-share__network {
  margin: 0;
  padding: 0;
}
.lomi-share__link {
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 8px 14px;
  text-decoration: none;
}
.lomi-share__link:hover {
  background: var(--_lomi-primary);
  color: var(--_lomi-on-primary);
}
.lomi-share__icon {
  flex: none;
  fill: none;
  stroke: currentcolor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
}
.lomi-share__copy {
  display: grid;
  gap: 4px;
}
.lomi-share__label {
  font-size: 0.875em;
  font-weight: 600;
}
.lomi-share__copy-row,
.lomi-share__actions {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
}
.lomi-share__url {
  flex: 1 1 14em;
  min-width: 0;
  margin: 0;
  padding: 9px 12px;
  border: 1px solid var(--_lomi-border);
  border-radius: 8px;
  background: var(--_lomi-surface);
  color: var(--_lomi-text);
  font: inherit;
  font-size: 0.875em;
}
.lomi-share__url:focus-visible {
  outline: 3px solid var(--_lomi-focus);
  outline-offset: 2px;
}
.lomi-share__status {
  flex-basis: 100%;
  margin: 0;
  padding: 0;
  color: var(--_lomi-muted);
  font-size: 0.875em;
}
.lomi-share__status--copied {
  color: var(--_lomi-primary);
  font-weight: 600;
}
.lomi-share__status--failed {
  color: var(--_lomi-danger);
}
.lomi-share__retry {
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
}
.lomi-share__qr {
  display: grid;
  justify-items: start;
  gap: 8px;
}
.lomi-share__qr[hidden],
.lomi-share__qr-code[hidden] {
  display: none;
}
.lomi-share__qr-code {
  display: block;
  border-radius: 8px;
  image-rendering: pixelated;
}
.lomi-share__skeleton-links {
  height: 40px;
  border-radius: 999px;
}
.lomi-button[aria-busy='true'] {
  cursor: progress;
}
`;
