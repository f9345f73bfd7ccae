import { describe, expect, it } from 'vitest';
import { COMMON_ATTRIBUTES, COMMON_PARTS, CSS_PROPERTIES, ELEMENT_API } from './element-api.ts';
import {
  customElementsManifest,
  elementClassName,
  type CustomElementsManifest,
} from './custom-elements-manifest.ts';

/** The manifest as a tool reads it: through JSON, so nothing but plain data survives. */
const manifest = JSON.parse(
  JSON.stringify(customElementsManifest((tag) => `dist/${tag}-hash.js`)),
) as CustomElementsManifest;

const names = (list: readonly { name: string }[]) => list.map((entry) => entry.name);

describe('customElementsManifest', () => {
  it('is a schema 2.1.0 package with one self-defining module per element', () => {
    expect(manifest.schemaVersion).toBe('2.1.0');
    expect(manifest.modules.map((module) => module.declarations[0]?.tagName)).toEqual(
      Object.keys(ELEMENT_API),
    );
    for (const module of manifest.modules) {
      const tag = module.declarations[0]?.tagName;
      expect(module.kind).toBe('javascript-module');
      expect(module.path).toBe(`dist/${tag}-hash.js`);
      expect(module.declarations).toHaveLength(1);
      expect(module.exports).toEqual([
        { kind: 'custom-element-definition', name: tag, declaration: { name: module.declarations[0]?.name } },
      ]);
    }
  });

  it('declares each element with its attributes, events, parts and custom properties', () => {
    for (const module of manifest.modules) {
      const declaration = module.declarations[0];
      if (!declaration) throw new Error(`${module.path} declares nothing`);
      const doc = ELEMENT_API[declaration.tagName as keyof typeof ELEMENT_API];
      expect(declaration).toMatchObject({ kind: 'class', customElement: true, summary: doc.summary });
      expect(declaration.name).toBe(elementClassName(doc.tag));
      expect(declaration.description).toContain(doc.example);
      expect(declaration.superclass).toEqual({ name: 'HTMLElement', package: 'global:' });

      const attributes = [...doc.attributes, ...COMMON_ATTRIBUTES];
      expect(names(declaration.attributes)).toEqual(names(attributes));
      for (const [index, attribute] of attributes.entries()) {
        const written = declaration.attributes[index];
        expect(written?.type).toEqual({ text: attribute.type });
        expect(written?.fieldName).toBe(attribute.property);
        expect(written?.description).toContain(attribute.description);
        expect(written?.default).toBe('default' in attribute ? attribute.default : undefined);
        expect(declaration.members[index]).toMatchObject({ kind: 'field', name: attribute.property });
      }

      expect(names(declaration.events)).toEqual(names(doc.events));
      for (const [index, event] of doc.events.entries()) {
        const text = declaration.events[index]?.type.text ?? '';
        expect(text).toMatch(/^CustomEvent<\{ .+ \}>$/);
        for (const field of event.detail) expect(text).toContain(`${field.name}: ${field.type}`);
      }

      expect(declaration.cssParts).toEqual(
        [...COMMON_PARTS, ...doc.parts].map(({ name, description }) => ({ name, description })),
      );
      expect(names(declaration.cssProperties)).toEqual(names(CSS_PROPERTIES));
      for (const [index, property] of CSS_PROPERTIES.entries()) {
        const written = declaration.cssProperties[index];
        expect(written?.default).toBe(property.default);
        if ('darkDefault' in property) expect(written?.description).toContain(property.darkDefault);
      }
    }
  });

  it('names each class as @lomi/elements exports its type', () => {
    expect(elementClassName('lomi-campaign-card')).toBe('CampaignCardElement');
    expect(elementClassName('lomi-donate-button')).toBe('DonateButtonElement');
  });
});
