/**
 * The public surface of every Lomi element, as plain data: the one source the custom-elements manifest
 * (`custom-elements.json`), the README tables and the site's /embed page are built from, and that the
 * tests hold the components and the JSX typings to.
 */

/** One attribute of an element (`campaign-id`, `lang`, …). */
export interface ElementAttributeDoc {
  /** The attribute's name in HTML (`campaign-id`). */
  readonly name: string;
  /** The property r2wc maps it to (`campaignId`). */
  readonly property: string;
  /** A TypeScript type of its value, as text (`string`, `'en' | 'am'`). */
  readonly type: string;
  /** What it means, in one or two English sentences (Markdown allowed: `code`). */
  readonly description: string;
  /** The value used when the attribute is absent (as text), if any. */
  readonly default?: string;
  /** The element shows `data-state="error"` without it. */
  readonly required?: boolean;
}

/** One field of an event's `detail`. */
export interface EventDetailFieldDoc {
  readonly name: string;
  /** Its TypeScript type, as text. */
  readonly type: string;
  readonly description: string;
}

/** One DOM event an element dispatches (bubbling and composed `CustomEvent`). */
export interface ElementEventDoc {
  /** `lomi:share` */
  readonly name: string;
  /** When it is dispatched. */
  readonly description: string;
  /** The fields of `event.detail`, each with its TypeScript type and meaning. */
  readonly detail: readonly EventDetailFieldDoc[];
}

/** A `part` attribute inside the element, styled from the host page with `lomi-campaign-card::part(title)`. */
export interface ElementPartDoc {
  readonly name: string;
  readonly description: string;
}

/** A CSS custom property the host page may set on the element (or any ancestor) to theme it. */
export interface CssPropertyDoc {
  /** `--lomi-color-primary` */
  readonly name: string;
  readonly description: string;
  /** The light theme's default, exactly as in the CSS. */
  readonly default: string;
  /** The dark theme's default, when it differs. */
  readonly darkDefault?: string;
}

/** Everything an integrator needs to know about one element. */
export interface ElementDoc {
  /** `lomi-campaign-card` */
  readonly tag: string;
  /** One sentence: what it shows. */
  readonly summary: string;
  /** The element's own attributes; every element also takes the `COMMON_ATTRIBUTES`. */
  readonly attributes: readonly ElementAttributeDoc[];
  readonly events: readonly ElementEventDoc[];
  /** The element's own parts; every element also has the `COMMON_PARTS`. */
  readonly parts: readonly ElementPartDoc[];
  /** A snippet for the docs, without the loader's script tag; `12` stands for the campaign number. */
  readonly example: string;
}
