import { useState } from 'react';
import {
  autoUpdate,
  flip,
  offset,
  safePolygon,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useSiteText } from '../language/use-site-text.ts';
import './coming-soon-button.css';

/**
 * The create-campaign button, shown but disabled because self-service creation is coming later (§1); a tooltip
 * says so. It is `aria-disabled` rather than `disabled` so it stays focusable: keyboard and screen-reader users
 * reach it and get the same explanation (the tooltip opens on focus and describes the button) as mouse users
 * on hover. Escape closes the tooltip.
 */
export function ComingSoonButton() {
  const t = useSiteText();
  const [open, setOpen] = useState(false);
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { move: false, handleClose: safePolygon() }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);

  return (
    <>
      <button
        ref={refs.setReference}
        type="button"
        className="button button--primary coming-soon"
        aria-disabled="true"
        {...getReferenceProps()}
      >
        {t('comingSoon.createCampaign')}
      </button>
      {open && (
        <div
          ref={refs.setFloating}
          className="coming-soon__tooltip"
          style={floatingStyles}
          {...getFloatingProps()}
        >
          {t('comingSoon.tooltip')}
        </div>
      )}
    </>
  );
}
