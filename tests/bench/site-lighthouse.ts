// One Lighthouse run on a site page and the figures the site benchmark reports from it.
import { request } from 'node:http';
import lighthouse, { type Flags, type Result } from 'lighthouse';

/** What one Lighthouse run measured on one page. */
export interface SiteRun {
  /** Lighthouse's performance score, 0–100. */
  score: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  /** Bytes on the wire (headers included) of every script, compressed as the server sent them to Chromium. */
  jsSentBytes: number;
  /** The same scripts gzip-compressed as the server sends them to a client that takes only gzip (bodies). */
  jsGzipBytes: number;
  /** Bytes on the wire of every request of the load. */
  totalBytes: number;
  requests: number;
  scripts: ScriptLoad[];
  /** The element Lighthouse found as the largest contentful paint. */
  lcpElement: string | undefined;
  /** The parts of the LCP (time to first byte, resource load delay and duration, render delay), in ms. */
  lcpPhases: Record<string, number>;
  warnings: string[];
  /** Addresses off this server the page asked for (they fail: the benchmark keeps Chromium off the network). */
  offMachine: string[];
  /** The whole Lighthouse report, for a closer look (saved apart, not in site.json). */
  lhr: Result;
}

export interface ScriptLoad {
  url: string;
  transferSize: number;
  resourceSize: number;
  /** `content-encoding` of the answer Chromium got (`br`, `gzip`, or `identity` when none). */
  encoding: string;
  gzipBytes: number;
}

/** Audits `url` with Lighthouse's defaults: a mobile screen, simulated slow 4G and a 4x slower CPU. */
export async function runLighthouse(url: string, chromePort: number): Promise<SiteRun> {
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Less work per run; nothing in the table uses the picture.
    disableFullPageScreenshot: true,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);

  const origin = new URL(url).origin;
  const records = networkRecords(lhr);
  // Chromium resolves no host name here (see site.ts), so these failed at once; the page still asked for them.
  const offMachine = records
    .map((record) => record.url)
    .filter((address) => !address.startsWith(origin) && !address.startsWith('data:'));
  const encodings = responseEncodings(artifacts.DevtoolsLog);
  const scripts: ScriptLoad[] = [];
  for (const record of records.filter((entry) => entry.resourceType === 'Script')) {
    scripts.push({
      url: record.url.slice(origin.length),
      transferSize: record.transferSize,
      resourceSize: record.resourceSize,
      encoding: encodings.get(record.url) ?? 'identity',
      gzipBytes: await gzipBodyBytes(record.url),
    });
  }
  const uncompressed = scripts.filter(
    (script) => script.encoding === 'identity' && script.resourceSize >= 1024,
  );
  if (uncompressed.length > 0) {
    throw new Error(`scripts sent uncompressed: ${uncompressed.map((script) => script.url).join(', ')}`);
  }
  const numeric = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse measured no ${id} on ${url}`);
    return value;
  };
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    jsSentBytes: sum(scripts.map((script) => script.transferSize)),
    jsGzipBytes: sum(scripts.map((script) => script.gzipBytes)),
    totalBytes: sum(records.map((record) => record.transferSize)),
    requests: records.length,
    scripts,
    lcpElement: findNode(lhr.audits['lcp-breakdown-insight']?.details),
    lcpPhases: lcpPhases(lhr),
    warnings: lhr.runWarnings.map(String),
    offMachine,
    lhr,
  };
}

interface NetworkRecord {
  url: string;
  resourceType?: string;
  transferSize: number;
  resourceSize: number;
}

function networkRecords(lhr: Result): NetworkRecord[] {
  const details = lhr.audits['network-requests']?.details;
  if (!details || details.type !== 'table') throw new Error('Lighthouse listed no network requests');
  return details.items as unknown as NetworkRecord[];
}

/** `content-encoding` of each response Chromium received, from the DevTools protocol log of the run. */
function responseEncodings(log: ReadonlyArray<{ method: string; params: unknown }>): Map<string, string> {
  const encodings = new Map<string, string>();
  for (const event of log) {
    if (event.method !== 'Network.responseReceived') continue;
    const { response } = event.params as { response: { url: string; headers: Record<string, string> } };
    const header = Object.entries(response.headers).find(
      ([name]) => name.toLowerCase() === 'content-encoding',
    );
    encodings.set(response.url, header?.[1] ?? 'identity');
  }
  return encodings;
}

/**
 * The body size the server sends a client that accepts only gzip: the budget counts gzip. Raw
 * `node:http`, because fetch would decompress and hide the size. Files under 512 bytes are not precompressed
 * (scripts/precompress.ts) and count as they are.
 */
function gzipBodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => {
        const encoding = response.headers['content-encoding'];
        if (response.statusCode !== 200) reject(new Error(`GET ${url} answered ${response.statusCode}`));
        else if (encoding !== 'gzip' && bytes >= 1024)
          reject(new Error(`GET ${url} with Accept-Encoding: gzip came back as ${encoding ?? 'identity'}`));
        else resolve(bytes);
      });
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/** The first DOM node named in an audit's details (tables and lists nest them). */
function findNode(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const value = details as { type?: string; selector?: string; snippet?: string };
  if (value.type === 'node') return `${value.selector ?? ''} ${value.snippet ?? ''}`.trim();
  for (const child of Object.values(details)) {
    const found = findNode(child);
    if (found) return found;
  }
  return undefined;
}

/** The LCP breakdown of Lighthouse's insight audit, as phase → ms. */
function lcpPhases(lhr: Result): Record<string, number> {
  const phases: Record<string, number> = {};
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const row = node as { subpart?: unknown; label?: unknown; duration?: unknown };
    if (typeof row.subpart === 'string' && typeof row.duration === 'number') {
      phases[row.subpart] = Math.round(row.duration);
    }
    Object.values(node).forEach(visit);
  };
  visit(lhr.audits['lcp-breakdown-insight']?.details);
  return phases;
}

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);
