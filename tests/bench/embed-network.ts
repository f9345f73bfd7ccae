// Throttling and byte counting for the embed benchmark, both over the Chrome DevTools Protocol.
import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/**
 * Lighthouse's mobile "Slow 4G" profile (150 ms RTT, 1.6 Mbps down, 750 kbps up, CPU 4x slower), in the
 * form Lighthouse itself uses when it throttles through DevTools. DevTools throttling works per request: it
 * delays each response by `latency` and caps the summed throughput, but has no TCP handshakes or slow start,
 * so Lighthouse multiplies the RTT by 3.75 and the throughput by 0.9 to land near a real (packet-level)
 * connection of that profile (GoogleChrome/lighthouse core/config/constants.js, crbug.com/721112).
 */
export const SLOW_4G = {
  rttMs: 150,
  downKbps: 1.6 * 1024,
  upKbps: 750,
  /** Added once to every request, from sending it to the response headers. */
  requestLatencyMs: 150 * 3.75,
  downloadBytesPerSecond: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadBytesPerSecond: (750 * 0.9 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

interface RequestRecord {
  url: string;
  /** CDP monotonic time, seconds. */
  start: number;
  end?: number;
  /** Bytes on the wire, headers included. */
  bytes: number;
  failed?: string;
}

/** What `throttle()` hands back: the page's requests as the browser saw them. */
export interface NetworkLog {
  /** Bytes of the requests that had finished by `at` ms after navigation start (of `navigationFetchStart`). */
  bytesUntil(at: number, navigationFetchStart: number): number;
  /** Bytes of every finished request. */
  totalBytes(): number;
  /** Requests that failed (blocked, aborted, refused), with why. */
  failures(): string[];
  /**
   * Resolves once no request has been in flight for `quietMs` (true), or after `maxMs` (false): the images
   * and prefetches a page starts after it is ready count in `totalBytes()`.
   */
  waitForQuiet(quietMs: number, maxMs: number): Promise<boolean>;
}

/**
 * Applies the CPU and network profile to `page` before it navigates, disables the cache, and records every
 * request. Frames in the page's renderer process share its throttling; an out-of-process iframe would not,
 * which is why the benchmark turns site isolation off (as Chrome on Android does for most sites).
 */
export async function throttle(context: BrowserContext, page: Page): Promise<NetworkLog> {
  const cdp: CDPSession = await context.newCDPSession(page);
  const requests = new Map<string, RequestRecord>();
  let navigationStart: number | undefined;
  let lastActivity = Date.now();

  cdp.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    // The first document request is the host page's navigation: the anchor between the two clocks.
    if (navigationStart === undefined && event.type === 'Document') navigationStart = event.timestamp;
    requests.set(event.requestId, { url: event.request.url, start: event.timestamp, bytes: 0 });
  });
  cdp.on('Network.loadingFinished', (event) => {
    lastActivity = Date.now();
    const request = requests.get(event.requestId);
    if (!request) return;
    request.end = event.timestamp;
    request.bytes = event.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (event) => {
    lastActivity = Date.now();
    const request = requests.get(event.requestId);
    if (!request) return;
    request.end = event.timestamp;
    request.failed = event.errorText;
  });

  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_4G.requestLatencyMs,
    downloadThroughput: SLOW_4G.downloadBytesPerSecond,
    uploadThroughput: SLOW_4G.uploadBytesPerSecond,
    connectionType: 'cellular4g',
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });

  const finished = () => [...requests.values()].filter((request) => request.end !== undefined);
  return {
    bytesUntil(at, navigationFetchStart) {
      if (navigationStart === undefined) throw new Error('no document request was seen');
      // The document request leaves at the navigation timing's fetchStart, give or take a millisecond.
      const deadline = navigationStart + (at - navigationFetchStart) / 1000;
      return finished()
        .filter((request) => request.end! <= deadline)
        .reduce((sum, request) => sum + request.bytes, 0);
    },
    totalBytes: () => finished().reduce((sum, request) => sum + request.bytes, 0),
    failures: () =>
      [...requests.values()]
        .filter((request) => request.failed !== undefined && isLocal(request.url))
        .map((request) => `${request.url}: ${request.failed}`),
    async waitForQuiet(quietMs, maxMs) {
      const deadline = Date.now() + maxMs;
      while (Date.now() < deadline) {
        const inFlight = [...requests.values()].some((request) => request.end === undefined);
        if (!inFlight && Date.now() - lastActivity >= quietMs) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    },
  };
}

/**
 * Whether `url` is served on this machine (ours or the host page's). Third-party resources a page links to
 * (a campaign video's YouTube thumbnail) cannot load here, without internet; on a phone they load alongside
 * and do not hold up the moment measured, so their failures are not the benchmark's.
 */
export function isLocal(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname.startsWith('127.');
}

/**
 * Lets a host page on another site frame the site's campaign pages, as the `<iframe>` embed the benchmark
 * compares with needs: the server (rightly) sends `frame-ancestors 'self'` and `X-Frame-Options: sameorigin`
 * on its pages since the security headers (d9e4a10). The framed documents under `pagePrefix` are caught once
 * their answer has come through the throttled network and are handed to the page without those two headers
 * (`Fetch.continueResponse` with new headers does not change what Chromium checks; fulfilling does). Only
 * the body of that one HTML document (about 2 kB) then skips the bandwidth cap: a few ms at slow 4G.
 */
export async function allowFraming(context: BrowserContext, page: Page, pagePrefix: string): Promise<void> {
  const cdp: CDPSession = await context.newCDPSession(page);
  cdp.on('Fetch.requestPaused', (event) => {
    const responseHeaders = (event.responseHeaders ?? [])
      // The body comes back decoded: its encoding and length headers would no longer be true.
      .filter(
        (header) =>
          !['x-frame-options', 'content-encoding', 'content-length'].includes(header.name.toLowerCase()),
      )
      .map((header) =>
        header.name.toLowerCase() === 'content-security-policy'
          ? {
              name: header.name,
              value: header.value
                .split(';')
                .filter((directive) => !directive.trim().startsWith('frame-ancestors'))
                .join(';'),
            }
          : header,
      );
    cdp
      .send('Fetch.getResponseBody', { requestId: event.requestId })
      .then(({ body, base64Encoded }) =>
        cdp.send('Fetch.fulfillRequest', {
          requestId: event.requestId,
          responseCode: event.responseStatusCode ?? 200,
          responseHeaders,
          body: base64Encoded ? body : Buffer.from(body).toString('base64'),
        }),
      )
      .catch(() => {
        // the page closed meanwhile
      });
  });
  await cdp.send('Fetch.enable', {
    patterns: [{ urlPattern: `${pagePrefix}*`, resourceType: 'Document', requestStage: 'Response' }],
  });
}
