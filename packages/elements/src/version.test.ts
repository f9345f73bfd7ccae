import { expect, it } from 'vitest';
import packageJson from '../package.json' with { type: 'json' };
import { lomiElementsVersion } from './version.ts';

it('reports the version of package.json', () => {
  expect(lomiElementsVersion).toBe(packageJson.version);
});
