// End-to-end tests use Debian's Chromium, never a browser downloaded by a test tool.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const chromium = process.env.LOMI_CHROMIUM ?? '/usr/bin/chromium';

if (!existsSync(chromium)) {
  console.log(`${chromium} is missing: installing Debian's chromium with apt-get`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-noto-core'], {
    stdio: 'inherit',
    env,
  });
}
console.log(execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim());
