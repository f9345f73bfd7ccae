// Test helpers other workspaces share (`@lomi/react/testing`); never part of the published components.
export { expectNoAxeViolations } from './expect-no-axe-violations.ts';
export { campaignFixture } from './campaign-fixture.ts';
export { fixtureClient, type FixtureRoute } from './fixture-client.ts';
export { renderWithLomi } from './render-with-lomi.tsx';
