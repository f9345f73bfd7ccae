// The dependency audit CI runs (`npm run audit:deps`). Where the registry answers `npm audit`, that decides:
// high or critical advisories in production dependencies fail. The registry these machines reach refuses the
// audit endpoint, so the lock file is also checked, offline, against the advisories recorded in
// known-advisories.json (see README.md beside this file); any match fails, development tools included.
import { fileURLToPath } from 'node:url';
import { installedPackages } from './installed-packages.ts';
import { matchAdvisories, readKnownAdvisories } from './known-advisories.ts';
import { runNpmAudit } from './npm-audit.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const failures: string[] = [];

const audit = runNpmAudit(root);
if (audit.available) {
  console.log(`npm audit (production dependencies): ${JSON.stringify(audit.counts)}`);
  for (const line of audit.advisories) console.log(`  ${line}`);
  if ((audit.counts.high ?? 0) + (audit.counts.critical ?? 0) > 0)
    failures.push('npm audit found high or critical advisories');
} else {
  console.log(`npm audit unavailable (${audit.reason}); checking the recorded advisories instead.`);
}

const installed = installedPackages(`${root}package-lock.json`);
const matches = matchAdvisories(
  installed,
  readKnownAdvisories(fileURLToPath(new URL('known-advisories.json', import.meta.url))),
);
console.log(
  `Recorded advisories: ${matches.length} match among ${installed.length} installed package versions.`,
);
for (const { advisory, installed: pkg } of matches) {
  failures.push(
    `${pkg.name}@${pkg.version} is affected by ${advisory.id} (${advisory.severity}): ${advisory.title}`,
  );
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log('Dependency audit passed.');
