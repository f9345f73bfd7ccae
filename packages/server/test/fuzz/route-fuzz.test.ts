import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeTable, type RegisteredRoute } from '../../src/http/route-table.ts';
import { changedTables, contentFingerprint } from './db-fingerprint.ts';
import { startFuzzApp, type FuzzApp } from './fuzz-app.ts';
import { nastyJsonTexts, nastyMultipartBodies, nastyStrings, oddContentTypes } from './nasty-values.ts';
import {
  inputSchema,
  mutate,
  mutations,
  nastySegment,
  validValue,
  type JsonSchema,
} from './schema-arbitrary.ts';

// Issue 11 item 7: every route the app registers gets requests derived from its own zod schemas (body,
// query, path), valid-looking and mutated, signed out and signed in. No answer may be a 5xx (but for the
// documented 503s below), every error answer is JSON with `message` and `code`, and a refused request writes
// nothing: a fingerprint of every content table is the same before and after it.
//
// Deterministic: the seed is fixed unless LOMI_FUZZ_SEED is set; LOMI_FUZZ_RUNS sets the requests per route
// (LOMI_FUZZ_SEED=$RANDOM LOMI_FUZZ_RUNS=200 npx vitest run --project server test/fuzz to explore).

const SEED = Number(process.env.LOMI_FUZZ_SEED ?? 20261127);
const RUNS = Number(process.env.LOMI_FUZZ_RUNS ?? 24);
// Half the runs on PostgreSQL keep the suite short; each route still gets every kind of request there.
const RUNS_BY_KIND = { pglite: RUNS, postgres: Math.max(4, Math.ceil(RUNS / 2)) } as const;

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** Routes not fuzzed, and why. */
const excluded: Array<[test: (route: RegisteredRoute) => boolean, reason: string]> = [
  [
    (route) => route.method === 'HEAD',
    'the HEAD twin Fastify adds to each GET route runs the same handler with the same schemas: fuzzed through its GET',
  ],
  [(route) => route.method === 'OPTIONS', 'CORS preflight, answered by @fastify/cors before any handler'],
];

/** The only 5xx answers allowed: a route, and the code of the documented 503 it may give. */
const documented5xx: Record<string, string> = {
  // Google sign-in is not configured in tests (nor by default): "not available" is the documented answer.
  'POST /auth/social/google/': 'LOMI_ERR_SIGN_IN_UNAVAILABLE',
};

/** Paths for the wildcard page routes: real pages first (one reads a campaign for its preview). */
const pagePaths: Record<string, string[]> = {
  '/*': ['', 'explore', 'campaign/1', 'campaign/5', 'organization/1', 'donation/5', 'login', 'assets/app.js'],
  '/embed/*': ['lomi.js', 'missing.js'],
};

type Identity =
  'visitor' | 'donor' | 'owner' | 'fresh' | 'subject-beyond-int4' | 'subject-with-space' | 'garbage';

/** Who sends: signed out, the demo accounts, and tokens no client should hold. */
function identitiesOf(route: RegisteredRoute): Identity[] {
  // Deleting an account ends its token: that route gets a fresh account per request, not the demo ones.
  if (route.url === '/api/auth/delete-account/') return ['visitor', 'fresh', 'subject-beyond-int4'];
  if (!route.config?.auth) return ['visitor', 'visitor', 'visitor', 'owner'];
  return [
    'visitor',
    'donor',
    'owner',
    'owner',
    'owner',
    'subject-beyond-int4',
    'subject-with-space',
    'garbage',
  ];
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | undefined; payload: string }
  | { kind: 'form'; fields: Record<string, unknown> };

interface FuzzRequest {
  identity: Identity;
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Body;
  headers: Record<string, string>;
  /** The client's address: each request its own, so per-address limits do not end the run early. */
  ip: string;
}

const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate has no UTF-8: send the bytes a careless client would (CESU-8 of U+D800).
    return value
      .replace(/\p{Cs}/gu, '%ED%A0%80')
      .replace(/[^\w.~-]/gu, (char) => (char === '%' ? char : encodeURIComponent(char)));
  }
};

function queryString(query: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (value === null) pairs.push(encode(key));
    else if (Array.isArray(value))
      for (const item of value) pairs.push(`${encode(key)}=${encode(String(item))}`);
    else if (typeof value === 'object') pairs.push(`${encode(key)}[a]=1`);
    else pairs.push(`${encode(key)}=${encode(String(value))}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

function formBody(fields: Record<string, unknown>): string {
  const parts = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(
      ([name, value]) =>
        `--b0undary\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, '_')}"\r\n\r\n${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
    );
  return `${parts.join('')}--b0undary--\r\n`;
}

/** Everything one route may be sent, derived from its schemas. */
function requests(route: RegisteredRoute): fc.Arbitrary<FuzzRequest> {
  const body = inputSchema(route.schema?.body);
  const query = inputSchema(route.schema?.querystring);
  const params = inputSchema(route.schema?.params);
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (route.url.endsWith('*')) paramNames.push('*');

  const paramArb = fc.record(
    Object.fromEntries(
      paramNames.map((name) => {
        const valid =
          name === '*'
            ? fc.constantFrom(...(pagePaths[route.url] ?? ['']))
            : (validValue(params?.properties?.[name], name) as fc.Arbitrary<unknown>).map((value) =>
                encode(String(value)),
              );
        return [name, fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: nastySegment })];
      }),
    ),
  ) as fc.Arbitrary<Record<string, string>>;

  const objectPart = (schema: JsonSchema | undefined) => {
    const valid = validValue(schema ?? { type: 'object', properties: {} });
    const properties = schema?.properties ?? {};
    return fc.oneof(
      { weight: 2, arbitrary: valid },
      {
        weight: 3,
        arbitrary: fc.tuple(valid, mutations(properties)).map(([value, changes]) => mutate(value, changes)),
      },
    );
  };
  const queryArb = (
    query ? objectPart(query) : fc.oneof(fc.constant({}), objectPart(undefined))
  ) as fc.Arbitrary<Record<string, unknown>>;

  const withBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);
  const jsonValue = objectPart(body);
  const bodyArb: fc.Arbitrary<Body> = withBody
    ? fc.oneof(
        { weight: 8, arbitrary: jsonValue.map((value): Body => ({ kind: 'json', value })) },
        {
          weight: 2,
          arbitrary: fc
            .constantFrom(...nastyJsonTexts)
            .map((payload): Body => ({ kind: 'raw', contentType: 'application/json', payload })),
        },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.constantFrom(...oddContentTypes, undefined), jsonValue)
            .map(([contentType, value]): Body => ({
              kind: 'raw',
              contentType,
              payload: JSON.stringify(value) ?? '',
            })),
        },
        {
          weight: 2,
          arbitrary: jsonValue.map((value): Body => ({
            kind: 'form',
            fields: (value ?? {}) as Record<string, unknown>,
          })),
        },
        {
          weight: 3,
          arbitrary: fc.constantFrom(...nastyMultipartBodies).map((payload): Body => ({
            kind: 'raw',
            contentType: 'multipart/form-data; boundary=b0undary',
            payload,
          })),
        },
        { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
      )
    : fc.constant<Body>({ kind: 'none' });

  const headerArb = fc.oneof(
    { weight: 6, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('key-1', ...nastyStrings.filter((value) => value.length < 1000))
        .map((value) => ({ 'idempotency-key': value })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('en', 'am', 'am-ET,am;q=0.9', '\u0000', '*;q=x')
        .map((value) => ({ 'accept-language': value })),
    },
  );

  return fc.record({
    identity: fc.constantFrom(...identitiesOf(route)),
    params: paramArb,
    query: queryArb,
    body: bodyArb,
    headers: headerArb,
    ip: fc
      .tuple(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 1, max: 254 }),
      )
      .map(([a, b, c]) => `10.${a}.${b}.${c}`),
  });
}

/** Edge values a field of an accepted request is set to, one at a time: past the id column, unstorable text. */
const EDGES: Record<'number' | 'string', unknown[]> = {
  number: [2_147_483_648, 2 ** 53 + 1],
  string: ['\ud800', '2147483648'],
};

/** Copies of `request` with one field of its body or query set to an edge of that field's type. */
function edgeVariants(request: FuzzRequest): FuzzRequest[] {
  const variants: FuzzRequest[] = [];
  const { body } = request;
  const fields = (value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];
  const edgesOf = (value: unknown) =>
    typeof value === 'number' ? EDGES.number : typeof value === 'string' ? EDGES.string : [];
  if (body.kind === 'json' || body.kind === 'form') {
    const source = body.kind === 'json' ? body.value : body.fields;
    for (const [key, value] of fields(source)) {
      for (const edge of edgesOf(value)) {
        const changed = { ...(source as Record<string, unknown>), [key]: edge };
        variants.push({
          ...request,
          body: body.kind === 'json' ? { kind: 'json', value: changed } : { kind: 'form', fields: changed },
        });
      }
      // One level down too (the card request's metadata holds its campaign id).
      for (const [inner, innerValue] of fields(value)) {
        for (const edge of edgesOf(innerValue)) {
          const changed = {
            ...(source as Record<string, unknown>),
            [key]: { ...(value as object), [inner]: edge },
          };
          variants.push({ ...request, body: { kind: 'json', value: changed } });
        }
      }
    }
  }
  for (const [key, value] of fields(request.query)) {
    for (const edge of edgesOf(value))
      variants.push({ ...request, query: { ...request.query, [key]: edge } });
  }
  return variants;
}

/** What is wrong with an answer, or undefined. */
function judge(route: RegisteredRoute, response: LightMyRequestResponse): string | undefined {
  const status = response.statusCode;
  if (status < 400) return undefined;
  let answer: { message?: unknown; code?: unknown };
  try {
    answer = response.json();
  } catch {
    return `${status} is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (typeof answer.message !== 'string' || !answer.message || typeof answer.code !== 'string') {
    return `${status} without message and code: ${response.body.slice(0, 200)}`;
  }
  if (status >= 500 && documented5xx[routeKey(route)] !== answer.code) {
    return `${status} ${response.body.slice(0, 300)}`;
  }
  return undefined;
}

const short = (value: unknown) => {
  const text = JSON.stringify(value, (_key, item) =>
    typeof item === 'string' && item.length > 60 ? `${item.slice(0, 20)}…(${item.length})` : item,
  );
  return text && text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

describe.each(['pglite', 'postgres'] as const)('route fuzz on %s', (kind) => {
  let t: FuzzApp;
  let fingerprint: () => Promise<string>;
  const demo: Record<'donor' | 'owner', { id: number; token: string }> = {
    donor: { id: 0, token: '' },
    owner: { id: 0, token: '' },
  };

  beforeAll(async () => {
    t = await startFuzzApp(kind);
    fingerprint = await contentFingerprint(t.database.db);
    for (const name of ['donor', 'owner'] as const) {
      const { id } = await t.database.db
        .selectFrom('users')
        .select('id')
        .where('username', '=', name)
        .executeTakeFirstOrThrow();
      demo[name] = { id, token: await t.tokenOf(id) };
    }
  });
  afterAll(() => t.close());

  let freshAccounts = 0;
  async function authorization(identity: Identity): Promise<string | undefined> {
    switch (identity) {
      case 'visitor':
        return undefined;
      case 'donor':
      case 'owner':
        return `Bearer ${demo[identity].token}`;
      case 'fresh': {
        freshAccounts += 1;
        const { id } = await t.database.db
          .insertInto('users')
          .values({
            username: `fuzz${freshAccounts}`,
            email: `fuzz${freshAccounts}@example.org`,
            password_hash: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return `Bearer ${await t.tokenOf(id)}`;
      }
      case 'subject-beyond-int4':
        return `Bearer ${await t.tokenWithSubject('99999999999')}`;
      case 'subject-with-space':
        return `Bearer ${await t.tokenWithSubject(`${demo.owner.id} `)}`;
      case 'garbage':
        return 'Bearer not.a.token';
    }
  }

  function send(route: RegisteredRoute, request: FuzzRequest, authorization: string | undefined) {
    const url = route.url.replace(
      /:(\w+)|\*$/g,
      (all, name: string | undefined) => request.params[name ?? '*'] ?? '',
    );
    const headers: Record<string, string> = { ...request.headers };
    if (authorization) headers.authorization = authorization;
    let payload: string | undefined;
    const { body } = request;
    if (body.kind === 'json') {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.value) ?? '';
    } else if (body.kind === 'raw') {
      if (body.contentType) headers['content-type'] = body.contentType;
      payload = body.payload;
    } else if (body.kind === 'form') {
      headers['content-type'] = 'multipart/form-data; boundary=b0undary';
      payload = formBody(body.fields);
    }
    return t.app.inject({
      method: route.method as 'GET',
      url: `${url}${queryString(request.query)}`,
      headers,
      remoteAddress: request.ip,
      ...(payload !== undefined ? { payload } : {}),
    });
  }

  it('answers every route without a 5xx, with JSON errors, and writes nothing on a refusal', async () => {
    const routes = routeTable(t.app);
    const fuzzed = routes.filter((route) => !excluded.some(([test]) => test(route)));
    // Every route is fuzzed or excluded with a reason, and the exclusions still match something.
    expect(fuzzed.length + routes.filter((route) => excluded.some(([test]) => test(route))).length).toBe(
      routes.length,
    );
    for (const [test, reason] of excluded) expect(routes.some(test), reason).toBe(true);
    expect(fuzzed.length).toBeGreaterThan(50);

    const runs = RUNS_BY_KIND[kind];
    const counts = { requests: 0, refused: 0, serverErrors: 0, documented503: 0 };
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    let before = await fingerprint();
    const started = Date.now();

    for (const [index, route] of fuzzed.entries()) {
      const seed = SEED + index;
      let accepted: FuzzRequest | undefined;
      const exercise = async (request: FuzzRequest) => {
        const token = await authorization(request.identity);
        // A fresh account was just written: that is the test's write, not the request's.
        if (request.identity === 'fresh') before = await fingerprint();
        const response = await send(route, request, token);
        counts.requests += 1;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode >= 500) {
          if (documented5xx[routeKey(route)] === response.json().code) counts.documented503 += 1;
          else counts.serverErrors += 1;
        }
        const after = await fingerprint();
        const problem = judge(route, response);
        if (problem) throw new Error(problem);
        if (response.statusCode >= 400) {
          counts.refused += 1;
          if (after !== before) {
            throw new Error(
              `refused with ${response.statusCode} but wrote to ${changedTables(before, after).join(', ')}: ${response.body.slice(0, 200)}`,
            );
          }
        } else if (request.identity !== 'fresh') {
          accepted = request;
        }
        before = after;
        // A demo token the request revoked (a sign-out, a password change) is minted again for the next one.
        if (response.statusCode === 401 && (request.identity === 'donor' || request.identity === 'owner')) {
          demo[request.identity].token = await t.tokenOf(demo[request.identity].id);
        }
      };
      const property = fc.asyncProperty(requests(route), exercise);
      const routeStarted = Date.now();
      const details = await fc.check(property, { seed, numRuns: runs, endOnFailure: true });
      if (process.env.LOMI_FUZZ_VERBOSE)
        console.log(`${routeKey(route)}: ${Date.now() - routeStarted} ms, accepted ${short(accepted)}`);
      if (details.failed) {
        before = await fingerprint();
        failures.push(
          `${routeKey(route)} (seed ${seed}): ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}\n    request: ${short(details.counterexample?.[0])}`,
        );
        continue;
      }
      // Then the edges of each field of a request the route accepted, one field at a time: the rest of
      // the request still passes, so the edge reaches as deep as the route goes (the database included).
      for (const [n, variant] of (accepted ? edgeVariants(accepted) : []).entries()) {
        // Each from its own address, as in the random phase: a per-client limit must not stop it early.
        const request = { ...variant, ip: `10.255.${index}.${n + 1}` };
        try {
          await exercise(request);
        } catch (error) {
          before = await fingerprint();
          failures.push(
            `${routeKey(route)} (edge of an accepted request): ${(error as Error).message}\n    request: ${short(request)}`,
          );
          break;
        }
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `route fuzz on ${kind}: seed ${SEED}, ${runs} runs per route, ${fuzzed.length} routes (${routes.length - fuzzed.length} excluded): ` +
        `${counts.requests} requests in ${seconds} s, ${counts.serverErrors} answered 5xx (plus ${counts.documented503} documented 503), ` +
        `${counts.refused} refused; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}` +
        (failures.length > 0 ? `\n  ${failures.join('\n  ')}` : ''),
    );
    expect(failures).toEqual([]);
    expect(counts.serverErrors).toBe(0);
    expect(counts.requests).toBeGreaterThanOrEqual(fuzzed.length * runs);
  }, 600_000);
});
