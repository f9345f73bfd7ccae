// Test helpers other workspaces share (`@lomi/react/testing`); never part of the published components.
export { expectNoAxeViolations } from './expect-no-axe-violations.ts';
export { labelInNameViolations } from './label-in-name.ts';
export { AXE_TAGS, axeRunOptions, EXPERIMENTAL_WCAG_RULES, WCAG_A_AA_TAGS } from './axe-rules.ts';
export { campaignFixture } from './campaign-fixture.ts';
export { fixtureClient, type FixtureRoute } from './fixture-client.ts';
export { renderWithLomi } from './render-with-lomi.tsx';
