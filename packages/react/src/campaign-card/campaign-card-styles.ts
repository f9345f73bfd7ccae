/** CSS of {@link CampaignCard} and its loading and error states. */
export const campaignCardStyles = /* css */ `
.lomi-card {
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  min-width: 0;
  overflow: hidden;
  border: 1px solid var(--_lomi-border);
  border-radius: var(--_lomi-radius);
  background: var(--_lomi-surface);
  box-shadow: 0 1px 2px rgb(0 0 0 / 6%);
  transition: box-shadow 150ms ease-out;
}
.lomi-card:hover {
  box-shadow: 0 6px 18px rgb(0 0 0 / 12%);
}
.lomi-card__media {
  position: relative;
  aspect-ratio: 16 / 10;
  margin: 0;
  padding: 0;
  overflow: hidden;
  background: var(--_lomi-track);
}
.lomi-card__media--empty {
  display: flex;
  align-items: center;
  justify-content: center;
}
.lomi-card__no-photo {
  color: var(--_lomi-muted);
  font-size: 0.875em;
}
.lomi-card__image {
  position: absolute;
  inset: 0;
  display: block;
  width: 100%;
  height: 100%;
  max-width: none;
  margin: 0;
  padding: 0;
  border: 0;
  object-fit: cover;
  opacity: 0;
  transition: opacity 500ms ease-in-out;
}
.lomi-card__image--active {
  opacity: 1;
}
.lomi-card__dots {
  position: absolute;
  bottom: 8px;
  left: 0;
  right: 0;
  display: flex;
  justify-content: center;
  gap: 6px;
}
.lomi-card__dot {
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: rgb(255 255 255 / 60%);
  box-shadow: 0 0 2px rgb(0 0 0 / 50%);
}
.lomi-card__dot--active {
  background: #ffffff;
}
.lomi-card__badge {
  position: absolute;
  top: 10px;
  left: 10px;
  z-index: 2;
  padding: 3px 10px;
  border-radius: 999px;
  background: var(--_lomi-badge);
  color: var(--_lomi-on-badge);
  font-size: 0.75em;
  font-weight: 700;
  line-height: 1.5;
}
.lomi-card__save {
  position: absolute;
  top: 8px;
  right: 8px;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgb(255 255 255 / 92%);
  color: #b4233a;
  box-shadow: 0 1px 3px rgb(0 0 0 / 25%);
  font: inherit;
  cursor: pointer;
}
.lomi-card__save:hover {
  background: #ffffff;
}
.lomi-card__save:focus-visible {
  outline: 3px solid var(--_lomi-focus);
  outline-offset: 2px;
}
.lomi-card__body {
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 14px 16px 16px;
}
.lomi-card__title {
  display: -webkit-box;
  margin: 0;
  padding: 0;
  overflow: hidden;
  color: var(--_lomi-text);
  font-size: 1.0625em;
  font-weight: 700;
  line-height: 1.35;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
}
.lomi-card__link,
.lomi-card__link:visited {
  color: inherit;
  text-decoration: none;
  background: none;
}
.lomi-card__link::after {
  content: '';
  position: absolute;
  inset: 0;
  z-index: 1;
  border-radius: var(--_lomi-radius);
}
.lomi-card:hover .lomi-card__link {
  text-decoration: underline;
}
.lomi-card__link:focus {
  outline: none;
}
.lomi-card__link:focus-visible::after {
  outline: 3px solid var(--_lomi-focus);
  outline-offset: -3px;
}
.lomi-card__organization {
  margin: 0 0 4px;
  padding: 0;
  overflow: hidden;
  color: var(--_lomi-muted);
  font-size: 0.875em;
  white-space: nowrap;
  text-overflow: ellipsis;
}
.lomi-card--loading .lomi-card__media {
  border-radius: 0;
}
.lomi-card--error .lomi-status {
  border: 0;
  border-radius: 0;
}
@media (prefers-reduced-motion: reduce) {
  .lomi-card,
  .lomi-card__image {
    transition: none;
  }
}
`;
