// How long `/api/health` waits while one request with a long e-mail address is being refused (security
// review finding #1). Against a running server:
//   node_modules/.bin/node tests/bench/redos.ts [--base http://127.0.0.1:3101] [--path /auth/signup/] 40000 200000
// Each size sends `a@` + that many dots + a tab, the shape that made the old e-mail pattern quadratic.
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3101' },
    path: { type: 'string', default: '/auth/signup/' },
    'cap-seconds': { type: 'string', default: '60' },
  },
});
const capMs = Number(values['cap-seconds']) * 1000;
const sizes = positionals.length > 0 ? positionals.map(Number) : [40_000, 200_000];

function bodyFor(path: string, email: string): string {
  if (path.includes('/contact')) return JSON.stringify({ name: 'Redos Probe', email, message: 'Hello' });
  return JSON.stringify({ username: `redos${Date.now()}`, email, password: 'password-1' });
}

/** Milliseconds until `url` answers, or null when it did not within the cap. */
async function timed(url: string, init?: RequestInit): Promise<{ ms: number | null; status?: number }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(capMs) });
    await response.arrayBuffer();
    return { ms: Math.round(performance.now() - started), status: response.status };
  } catch {
    return { ms: null };
  }
}

const show = (result: { ms: number | null; status?: number }) =>
  result.ms === null ? `> ${capMs / 1000} s` : `${result.ms} ms (${result.status})`;

for (const size of sizes) {
  const email = `a@${'.'.repeat(size)}\tx`;
  const attack = timed(`${values.base}${values.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bodyFor(values.path, email),
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const health = await timed(`${values.base}/api/health`);
  console.log(
    `${size} B e-mail on ${values.path}: /api/health ${show(health)}, refusal ${show(await attack)}`,
  );
}
