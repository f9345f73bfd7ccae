import r2wc, { type R2WCBaseProps, type R2WCOptions } from '@r2wc/core';
import { createElement, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** What a connected element holds: its root, its component and the props it rendered last. */
interface Mounted<Props> {
  root: Root;
  component: ComponentType<Props>;
  shown: Props;
}

function sameProps(a: object, b: object): boolean {
  const before = a as Record<string, unknown>;
  const after = b as Record<string, unknown>;
  const keys = Object.keys(after);
  return (
    keys.length === Object.keys(before).length && keys.every((key) => Object.is(before[key], after[key]))
  );
}

/**
 * A custom element class for `component`: `@r2wc/react-to-web-component`'s conversion (the same options and
 * attribute/property mapping, through `@r2wc/core`), except that it renders only when a prop changed. r2wc
 * asks for a render on every observed attribute as an element upgrades and again as it connects, each time
 * with props it has already rendered. React batches those; preact/compat, which the embed bundles run on,
 * renders each in full at once: a card with `campaign-id` and `lang` rendered three times, a fifth of its
 * start-up on a slow phone.
 */
export function toWebComponent<Props extends object>(
  component: ComponentType<Props>,
  options: R2WCOptions<Props>,
): CustomElementConstructor {
  // r2wc types the `container` prop as an HTMLElement; with `shadow` it is the ShadowRoot our roots take.
  return r2wc<Props & R2WCBaseProps, Mounted<Props>>(
    component as ComponentType<Props & R2WCBaseProps>,
    options,
    {
      mount(container, component, props) {
        const root = createRoot(container);
        const shown = { ...props };
        root.render(createElement(component, shown));
        return { root, component, shown };
      },
      update(mounted, props) {
        if (sameProps(mounted.shown, props)) return;
        mounted.shown = { ...props };
        mounted.root.render(createElement(mounted.component, mounted.shown));
      },
      unmount: ({ root }) => root.unmount(),
    },
  );
}
