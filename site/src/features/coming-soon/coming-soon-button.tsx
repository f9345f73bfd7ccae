import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useSiteText } from '../../language/use-site-text.ts';
import { useSelfServiceCreation } from '../../layout/use-site-settings.ts';
import './coming-soon-button.css';

/**
 * The create-campaign button, shown but disabled because self-service creation is coming later (§1); a tooltip
 * says so. It is `aria-disabled` rather than `disabled` so it stays focusable: keyboard and screen-reader users
 * reach it and get the same explanation (the tooltip opens on focus and describes the button) as mouse users
 * on hover. The tooltip stays while the pointer moves onto it, and Escape closes it (WCAG 1.4.13).
 *
 * Positioned by CSS above the button rather than with floating-ui: this button is on the home page, whose
 * first load must stay within its budget, and one fixed placement above a button needs no collision logic.
 *
 * When the operator turned self-service creation on (LOMI_SELF_SERVICE_CREATION), it is a plain link to
 * /create-campaign instead.
 */
export function ComingSoonButton() {
  const t = useSiteText();
  const tooltipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const selfService = useSelfServiceCreation();
  const open = (hovered || focused) && !dismissed && !selfService;

  // Escape closes it wherever focus is (a mouse user hovering may have focus elsewhere on the page).
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (selfService) {
    return (
      <Link to="/create-campaign" className="button button--primary">
        {t('comingSoon.createCampaign')}
      </Link>
    );
  }
  return (
    <span
      className="coming-soon__anchor"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => {
        setHovered(false);
        setDismissed(false);
      }}
    >
      <button
        type="button"
        className="button button--primary coming-soon"
        aria-disabled="true"
        aria-describedby={open ? tooltipId : undefined}
        // Keyboard focus only: a click focuses the button too, and the tooltip would then outstay the pointer.
        onFocus={(event) => setFocused(isFocusVisible(event.currentTarget))}
        onBlur={() => {
          setFocused(false);
          setDismissed(false);
        }}
      >
        {t('comingSoon.createCampaign')}
      </button>
      {open && (
        <span id={tooltipId} role="tooltip" className="coming-soon__tooltip">
          {t('comingSoon.tooltip')}
        </span>
      )}
    </span>
  );
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    // A browser without :focus-visible: show it on any focus, as before the selector existed.
    return true;
  }
}
