/** CSS of the loading skeletons and error messages of the `…ById` components. */
export const campaignStatusStyles = /* css */ `
.lomi-status {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin: 0;
  padding: 12px 14px;
  border: 1px solid var(--_lomi-border);
  border-radius: var(--_lomi-radius);
  background: var(--_lomi-surface);
  color: var(--_lomi-muted);
  font-size: 0.875em;
}
.lomi-status__text {
  flex: 1 1 12em;
  margin: 0;
  padding: 0;
}
.lomi-status__retry {
  margin: 0;
  padding: 6px 14px;
  border: 1px solid var(--_lomi-primary);
  border-radius: 999px;
  background: transparent;
  color: var(--_lomi-primary);
  font: inherit;
  font-weight: 600;
  line-height: 1.3;
  cursor: pointer;
}
.lomi-status__retry:hover {
  background: var(--_lomi-primary);
  color: var(--_lomi-on-primary);
}
.lomi-status__retry:focus-visible {
  outline: 3px solid var(--_lomi-focus);
  outline-offset: 2px;
}
.lomi-skeleton-group {
  display: grid;
  gap: 8px;
}
.lomi-skeleton {
  border-radius: 6px;
  background: var(--_lomi-track);
  animation: lomi-skeleton-pulse 1.4s ease-in-out infinite;
}
.lomi-skeleton--line {
  width: 70%;
  height: 0.9em;
}
.lomi-skeleton--short {
  width: 40%;
}
.lomi-skeleton--bar {
  height: 8px;
  border-radius: 999px;
}
@keyframes lomi-skeleton-pulse {
  50% {
    opacity: 0.55;
  }
}
@media (prefers-reduced-motion: reduce) {
  .lomi-skeleton {
    animation: none;
  }
}
`;
