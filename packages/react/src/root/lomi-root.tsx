import type { HTMLAttributes, ReactNode } from 'react';
import { useLomiSettings } from '../provider/use-lomi-settings.ts';

export interface LomiRootProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; `article` for cards, `div` otherwise. */
  as?: 'div' | 'article';
  /** Extra class names after `lomi-root`. */
  className?: string;
  children?: ReactNode;
}

/**
 * The outer element of every public component: it carries `lomi-root` (theme variables and the reset of
 * inherited properties), `data-theme` and `lang`, so a component looks the same on the site, in a shadow
 * root, or inside another component.
 */
export function LomiRoot({ as: Element = 'div', className, children, ...rest }: LomiRootProps) {
  const { locale, theme } = useLomiSettings();
  return (
    <Element
      {...rest}
      className={className ? `lomi-root ${className}` : 'lomi-root'}
      data-theme={theme}
      lang={locale}
    >
      {children}
    </Element>
  );
}
