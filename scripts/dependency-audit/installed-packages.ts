import { readFileSync } from 'node:fs';

/** One package version that `npm ci` installs, as the lock file records it. */
export interface InstalledPackage {
  name: string;
  version: string;
  /** Only development tools need it; nothing that serves users loads it. */
  dev: boolean;
}

interface LockEntry {
  name?: string;
  version?: string;
  dev?: boolean;
  link?: boolean;
}

/**
 * Every third-party package version in a `package-lock.json` (lockfile v3), once each. Workspace links are
 * left out: they are our own code. A version installed for production and for development counts as production.
 */
export function installedPackages(lockPath: string): InstalledPackage[] {
  const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
  const byKey = new Map<string, InstalledPackage>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.link || !entry.version || !path.includes('node_modules/')) continue;
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    const key = `${name}@${entry.version}`;
    const dev = entry.dev === true;
    const seen = byKey.get(key);
    if (!seen) byKey.set(key, { name, version: entry.version, dev });
    else if (!dev) seen.dev = false;
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name));
}
