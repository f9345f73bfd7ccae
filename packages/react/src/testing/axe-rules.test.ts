import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { AXE_TAGS, axeRunOptions, EXPERIMENTAL_WCAG_RULES, WCAG_A_AA_TAGS } from './axe-rules.ts';

const wcagRules = axe
  .getRules()
  .filter(
    (rule) =>
      rule.tags.some((tag) => (WCAG_A_AA_TAGS as readonly string[]).includes(tag)) &&
      !rule.tags.includes('deprecated'),
  );

/** Whether axe runs `rule` with these options: an explicit `enabled` wins, else tags without experimental. */
function runs(rule: { ruleId: string; tags: string[] }, options = axeRunOptions()): boolean {
  const explicit = options.rules?.[rule.ruleId]?.enabled;
  if (explicit !== undefined) return explicit;
  return (
    rule.tags.some((tag) => (AXE_TAGS as readonly string[]).includes(tag)) &&
    !rule.tags.includes('experimental')
  );
}

describe('the shared axe configuration', () => {
  it('runs every rule axe has for a WCAG 2.0, 2.1 or 2.2 A/AA criterion, experimental ones included', () => {
    expect(wcagRules.length).toBeGreaterThan(50);
    expect(wcagRules.filter((rule) => !runs(rule)).map((rule) => rule.ruleId)).toEqual([]);
    expect(runs({ ruleId: 'label-content-name-mismatch', tags: ['wcag21a'] })).toBe(true);
    expect(runs({ ruleId: 'target-size', tags: ['wcag22aa'] })).toBe(true);
  });

  it('lists exactly the experimental WCAG rules of this axe, so an upgrade is noticed', () => {
    const experimental = wcagRules
      .filter((rule) => rule.tags.includes('experimental'))
      .map((rule) => rule.ruleId);
    expect([...EXPERIMENTAL_WCAG_RULES].sort()).toEqual(experimental.sort());
  });

  it('keeps the best practices and leaves out AAA', () => {
    const byId = new Map(axe.getRules().map((rule) => [rule.ruleId, rule]));
    expect(runs(byId.get('region')!)).toBe(true);
    expect(runs(byId.get('color-contrast-enhanced')!)).toBe(false);
  });

  it('turns off only the rules a check names', () => {
    const options = axeRunOptions(['region']);
    expect(options.rules?.region).toEqual({ enabled: false });
    expect(options.rules?.['p-as-heading']).toEqual({ enabled: true });
  });
});
