import type { HowItWorksMessageKey } from './how-it-works-text.ts';
import type { HowItWorksStep } from './screenshots.ts';

/** The catalog keys of one step: its title, its text and the description of its screenshot. */
export function stepTexts(step: HowItWorksStep) {
  return {
    title: `howItWorks.step${step}.title` satisfies HowItWorksMessageKey,
    text: `howItWorks.step${step}.text` satisfies HowItWorksMessageKey,
    alt: `howItWorks.step${step}.alt` satisfies HowItWorksMessageKey,
  };
}
