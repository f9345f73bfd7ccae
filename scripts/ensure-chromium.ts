// End-to-end tests use Debian's Chromium, never a browser downloaded by a test tool.
import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const chromium = process.env.LOMI_CHROMIUM ?? '/usr/bin/chromium';
// Amharic text needs an Ethiopic font, or Chromium draws empty boxes.
const ethiopicFont = '/usr/share/fonts/truetype/noto/NotoSansEthiopic-Regular.ttf';

const missing = [
  ...(existsSync(chromium) ? [] : ['chromium']),
  ...(existsSync(ethiopicFont) ? [] : ['fonts-noto-core']),
];
if (missing.length > 0) {
  console.log(`Installing Debian packages for the browser tests: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}
console.log(execFileSync(chromium, ['--version'], { encoding: 'utf8' }).trim());
