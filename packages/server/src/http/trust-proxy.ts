import { isIP } from 'node:net';
import { refuse } from '../config/environment-variable.ts';
import { isPrivateAddress } from './address-ranges.ts';

/**
 * Which proxies' `X-Forwarded-*` headers are believed (TRUST_PROXY): `false` when clients connect directly,
 * a hop count (the proxies in front of the server), or the proxies' own addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

/** Fastify's `trustProxy`: addresses it compiles itself, or a function of each address and its hop. */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

// proxy-addr's names for the loopback, link-local and private ranges, accepted beside addresses and CIDRs.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
// A count above the real number of proxies trusts client-written entries again, as `true` would.
const MAX_HOPS = 10;

/**
 * Reads TRUST_PROXY for the configuration schema (src/config/): unset (or `false`, `0`) when clients reach the server directly; a hop count (`1`
 * behind one reverse proxy); or a comma-separated list of the proxies' addresses and CIDRs
 * (`10.0.0.5,10.1.0.0/16`). `true` is refused: it believes every entry of `X-Forwarded-For`, whose left-most
 * ones the client writes itself, so anyone could pick a new address per request and escape every
 * per-address rate limit.
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return false;
  if (text.toLowerCase() === 'true') {
    refuse(
      'the number of proxies in front of Lomi (TRUST_PROXY=1 behind one reverse proxy) or their addresses ' +
        '(TRUST_PROXY=10.0.0.5 or TRUST_PROXY=10.0.0.0/8,192.168.1.7), not true: TRUST_PROXY=true would ' +
        'believe any X-Forwarded-For a client sends (and let it escape the rate limits)',
    );
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) refuse(`a hop count of at most ${MAX_HOPS}`);
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    refuse(
      `a hop count (1) or a comma-separated list of proxy addresses or CIDRs (10.0.0.5,10.1.0.0/16); ` +
        `"${bad.join('", "')}" is neither`,
    );
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The setting as Fastify takes it. Fastify ignores a bare hop count (a client connecting directly could
 * write the entries the count would trust), so a count here trusts the headers only when the connection
 * comes from a loopback or private address, where a reverse proxy sits; a proxy reaching the server from a
 * public address must be listed by address.
 */
export function fastifyTrustProxy(setting: TrustProxy): FastifyTrustProxy {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  const hops = setting;
  return (address, hop) => hop < hops && (hop > 0 || isPrivateAddress(address));
}
