import type { LomiTag } from '../embed-root/element-features.ts';
import { CSS_PROPERTIES, ELEMENT_API, elementAttributes, elementParts } from './element-api.ts';
import type { ElementEventDoc } from './element-api-types.ts';

// The subset of the Custom Elements Manifest schema 2.1.0 (github.com/webcomponents/custom-elements-manifest,
// schema.d.ts) this package writes: editors, Storybook and documentation tools read `custom-elements.json`
// through the `customElements` field of package.json.

export interface CemType {
  text: string;
}

export interface CemAttribute {
  name: string;
  description: string;
  type: CemType;
  default?: string;
  fieldName: string;
}

export interface CemField {
  kind: 'field';
  name: string;
  description: string;
  type: CemType;
  attribute: string;
}

export interface CemEvent {
  name: string;
  description: string;
  type: CemType;
}

export interface CemCssPart {
  name: string;
  description: string;
}

export interface CemCssProperty {
  name: string;
  description: string;
  default: string;
}

export interface CemCustomElementDeclaration {
  kind: 'class';
  customElement: true;
  name: string;
  tagName: string;
  summary: string;
  description: string;
  superclass: { name: string; package: string };
  attributes: CemAttribute[];
  members: CemField[];
  events: CemEvent[];
  cssParts: CemCssPart[];
  cssProperties: CemCssProperty[];
}

export interface CemModule {
  kind: 'javascript-module';
  path: string;
  declarations: CemCustomElementDeclaration[];
  exports: { kind: 'custom-element-definition'; name: string; declaration: { name: string } }[];
}

export interface CustomElementsManifest {
  schemaVersion: string;
  modules: CemModule[];
}

export const CEM_SCHEMA_VERSION = '2.1.0';

/** `lomi-campaign-card` → `CampaignCardElement`, the name @lomi/elements exports its type under. */
export function elementClassName(tag: string): string {
  const words = tag.replace(/^lomi-/, '').split('-');
  return `${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}Element`;
}

/** `CustomEvent<{ campaignId: number; … }>` */
export function eventTypeText(event: ElementEventDoc): string {
  return `CustomEvent<{ ${event.detail.map((field) => `${field.name}: ${field.type}`).join('; ')} }>`;
}

/**
 * The manifest of every element of {@link ELEMENT_API}: one module per element, the self-defining chunk at
 * `modulePath(tag)` (relative to the package), with the element's class declaration and definition.
 */
export function customElementsManifest(modulePath: (tag: LomiTag) => string): CustomElementsManifest {
  const cssProperties = CSS_PROPERTIES.map((property) => ({
    name: property.name,
    description:
      'darkDefault' in property
        ? `${property.description}. Dark theme default: \`${property.darkDefault}\`.`
        : `${property.description}.`,
    default: property.default,
  }));
  const modules = (Object.keys(ELEMENT_API) as LomiTag[]).map((tag): CemModule => {
    const doc = ELEMENT_API[tag];
    const name = elementClassName(tag);
    const attributes = elementAttributes(tag);
    return {
      kind: 'javascript-module',
      path: modulePath(tag),
      declarations: [
        {
          kind: 'class',
          customElement: true,
          name,
          tagName: tag,
          summary: doc.summary,
          description: `${doc.summary}\n\n\`\`\`html\n${doc.example}\n\`\`\``,
          superclass: { name: 'HTMLElement', package: 'global:' },
          attributes: attributes.map((attribute) => ({
            name: attribute.name,
            description: attribute.required ? `Required. ${attribute.description}` : attribute.description,
            type: { text: attribute.type },
            ...(attribute.default === undefined ? {} : { default: attribute.default }),
            fieldName: attribute.property,
          })),
          members: attributes.map((attribute) => ({
            kind: 'field',
            name: attribute.property,
            description: attribute.description,
            type: { text: attribute.type },
            attribute: attribute.name,
          })),
          events: doc.events.map((event) => ({
            name: event.name,
            description: event.description,
            type: { text: eventTypeText(event) },
          })),
          cssParts: elementParts(tag).map(({ name: part, description }) => ({ name: part, description })),
          cssProperties,
        },
      ],
      exports: [{ kind: 'custom-element-definition', name: tag, declaration: { name } }],
    };
  });
  return { schemaVersion: CEM_SCHEMA_VERSION, modules };
}
