/** CSS of {@link ProgressMeter} and of the meter inside cards. */
export const progressMeterStyles = /* css */ `
.lomi-progress {
  display: grid;
  gap: 6px;
}
.lomi-progress__summary {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
  margin: 0;
  padding: 0;
  color: var(--_lomi-muted);
  font-size: 0.875em;
  line-height: 1.4;
}
.lomi-progress__raised {
  color: var(--_lomi-text);
  font-weight: 700;
}
.lomi-progress__percent {
  color: var(--_lomi-primary);
  font-weight: 700;
}
.lomi-progress__track {
  position: relative;
  height: 8px;
  margin: 0;
  padding: 0;
  overflow: hidden;
  border-radius: 999px;
  background: var(--_lomi-track);
}
.lomi-progress__bar {
  height: 100%;
  border-radius: inherit;
  background: var(--_lomi-primary);
  transition: width 400ms ease-out;
}
@media (prefers-reduced-motion: reduce) {
  .lomi-progress__bar {
    transition: none;
  }
}
`;
