import { readFileSync } from 'node:fs';
import semver from 'semver';
import type { InstalledPackage } from './installed-packages.ts';

/** An advisory recorded in `known-advisories.json`: which versions of which package it affects. */
export interface KnownAdvisory {
  id: string;
  package: string;
  /** A semver range of the affected versions, e.g. `<0.28.17`. */
  vulnerable: string;
  severity: 'low' | 'moderate' | 'high' | 'critical';
  title: string;
}

export interface AdvisoryMatch {
  advisory: KnownAdvisory;
  installed: InstalledPackage;
}

export function readKnownAdvisories(path: string): KnownAdvisory[] {
  const file = JSON.parse(readFileSync(path, 'utf8')) as { advisories: KnownAdvisory[] };
  for (const advisory of file.advisories) {
    // A typo in a range would silently match nothing: refuse the file instead.
    if (semver.validRange(advisory.vulnerable) === null) {
      throw new Error(`${path}: ${advisory.id} has an invalid range "${advisory.vulnerable}".`);
    }
  }
  return file.advisories;
}

/** The installed versions that fall inside a known advisory's range. */
export function matchAdvisories(installed: InstalledPackage[], advisories: KnownAdvisory[]): AdvisoryMatch[] {
  return installed.flatMap((pkg) =>
    advisories
      .filter(
        (advisory) => advisory.package === pkg.name && semver.satisfies(pkg.version, advisory.vulnerable),
      )
      .map((advisory) => ({ advisory, installed: pkg })),
  );
}
