import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { installedPackages } from './installed-packages.ts';
import { matchAdvisories, readKnownAdvisories, type KnownAdvisory } from './known-advisories.ts';

const recorded = fileURLToPath(new URL('known-advisories.json', import.meta.url));
const repoLock = fileURLToPath(new URL('../../package-lock.json', import.meta.url));

function writeJson(value: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'lomi-audit-')), 'file.json');
  writeFileSync(path, JSON.stringify(value));
  return path;
}

describe('dependency audit', () => {
  it('flags the kysely version the security review found, and not the fixed one', () => {
    const lock = writeJson({
      lockfileVersion: 3,
      packages: {
        '': { name: 'app' },
        'node_modules/kysely': { version: '0.27.6' },
        'packages/server/node_modules/kysely': { version: '0.28.17' },
        'node_modules/@lomi/core': { resolved: 'packages/core', link: true },
      },
    });
    const matches = matchAdvisories(installedPackages(lock), readKnownAdvisories(recorded));
    expect(matches.map((m) => `${m.installed.name}@${m.installed.version}`)).toEqual([
      'kysely@0.27.6',
      'kysely@0.27.6',
    ]);
  });

  it('lists each installed version once, as production when any copy is', () => {
    const lock = writeJson({
      lockfileVersion: 3,
      packages: {
        '': {},
        'node_modules/@scope/a': { version: '1.0.0', dev: true },
        'node_modules/b/node_modules/@scope/a': { version: '1.0.0' },
        'node_modules/c': { version: '2.0.0', dev: true },
      },
    });
    expect(installedPackages(lock)).toEqual([
      { name: '@scope/a', version: '1.0.0', dev: false },
      { name: 'c', version: '2.0.0', dev: true },
    ]);
  });

  it('refuses a recorded advisory whose range is not a semver range', () => {
    const bad: KnownAdvisory = {
      id: 'X',
      package: 'p',
      vulnerable: 'before 1.2',
      severity: 'low',
      title: 't',
    };
    expect(() => readKnownAdvisories(writeJson({ advisories: [bad] }))).toThrow(/invalid range/);
  });

  it('finds no recorded advisory in the lock file this repository installs', () => {
    expect(matchAdvisories(installedPackages(repoLock), readKnownAdvisories(recorded))).toEqual([]);
  });
});
