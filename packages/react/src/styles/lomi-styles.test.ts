import { describe, expect, it } from 'vitest';
import { campaignCardStyles } from '../campaign-card/campaign-card-styles.ts';
import { campaignStatusStyles } from '../campaign-status/campaign-status-styles.ts';
import { donateDialogStyles } from '../donate-dialog/donate-dialog-styles.ts';
import { donateWizardStyles } from '../donate-wizard/donate-wizard-styles.ts';
import { progressMeterStyles } from '../progress-meter/progress-meter-styles.ts';
import { rootStyles } from '../root/root-styles.ts';
import { lomiStyles } from './lomi-styles.ts';

/** The `.lomi-root { … }` block of the root stylesheet. */
function rootBlock(): string {
  const match = /\.lomi-root \{([^}]*)\}/.exec(rootStyles);
  return match?.[1] ?? '';
}

describe('lomiStyles', () => {
  it('holds every feature stylesheet, root variables first', () => {
    expect(lomiStyles.indexOf(rootStyles)).toBe(0);
    for (const sheet of [
      campaignStatusStyles,
      progressMeterStyles,
      campaignCardStyles,
      donateDialogStyles,
      donateWizardStyles,
    ]) {
      expect(lomiStyles).toContain(sheet);
    }
  });

  it('never uses rem, because host pages change the root font size', () => {
    expect(lomiStyles).not.toMatch(/\d(\.\d+)?rem\b/);
  });

  it('prefixes every class name with lomi-', () => {
    const classes = [...lomiStyles.matchAll(/\.(-?[a-z_][\w-]*)/gi)].map((match) => match[1]);
    expect(classes.length).toBeGreaterThan(20);
    expect(classes.filter((name) => !name?.startsWith('lomi-'))).toEqual([]);
  });

  it('resets every inherited text property on .lomi-root', () => {
    const block = rootBlock();
    for (const property of [
      'color',
      'font-family',
      'font-size',
      'font-style',
      'font-weight',
      'line-height',
      'letter-spacing',
      'word-spacing',
      'text-align',
      'text-indent',
      'text-transform',
      'white-space',
      'visibility',
      'cursor',
    ]) {
      expect(block, property).toMatch(new RegExp(`(^|\\s)${property}:`));
    }
    expect(block).toContain('--_lomi-font-size: var(--lomi-font-size, 16px)');
  });

  it('reads public --lomi-* properties with defaults instead of declaring them', () => {
    expect(lomiStyles).not.toMatch(/(^|[\s;{])--lomi-[\w-]+\s*:/);
    expect(rootBlock()).toContain('--_lomi-primary: var(--lomi-color-primary, #0a7350)');
  });

  it('has a dark theme on [data-theme=dark]', () => {
    expect(rootStyles).toContain(".lomi-root[data-theme='dark']");
  });
});
