import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccessTable } from '../../src/auth/authenticate.ts';
import {
  bearer,
  createAccountsApp,
  logIn,
  signUp,
  tokenAt,
  type AccountsTestApp,
} from '../support/accounts-app.ts';
import { databaseKinds } from '../support/test-database.ts';

// Item 4 of issue 6: every login-only endpoint refuses a request without a valid token, and refuses a
// user another user's data. The endpoints are not listed here: they come from the app's route table
// (`config: { auth: 'required' }`), so a new one is walked as soon as it exists. Issue 14: every
// operator-only endpoint (`auth: 'operator'`, the console) is walked too: 401 without a valid token, 403
// for a signed-in user who is not an operator.

/** Method and path of a route, trailing slash removed (the router ignores it). */
const key = (method: string, url: string) =>
  `${method} ${url.length > 1 ? url.replace(/(?<!\/)\/+$/, '') : url}`;

/**
 * Paths that hold someone's own data (§2 "login" routes, §6 logged-in user): a route there without
 * `auth: 'required'` is a forgotten flag. Rules for endpoints later issues add are already here.
 */
const privateRoutes: Array<[method: string, prefix: string]> = [
  ['*', '/auth/user'],
  ['*', '/auth/logout'],
  ['*', '/api/auth/'],
  ['*', '/api/me/'],
  ['*', '/api/notifications'],
  ['*', '/api/saved-campaigns'],
  ['*', '/users/'],
  ['*', '/withdraw/'],
  ['*', '/api/campaigns/mine'],
  ['*', '/api/organizations/my_organization'],
  ['*', '/api/asrat/'],
  ['*', '/campaign/update/'],
  ['POST', '/api/campaigns'],
  ['POST', '/api/organizations'],
  ['PUT', '/api/organizations/'],
];

/** Paths of the operator console (issue 14): a route there without `auth: 'operator'` is a forgotten flag. */
const operatorPrefixes = ['/api/console'];

/** Routes under those paths that are public on purpose, and why. */
const publicByDesign: Record<string, string> = {
  'POST /api/campaigns/:id/contact':
    'anyone may write to a campaign’s organizer (§2 Contact Fundraiser); rate-limited per client',
  'GET /api/asrat/:organizationId':
    'the Asrat page is public (§1): the public name, logo and description of an organization, and its Asrat campaign',
};

/**
 * For each login-only route that addresses a resource by id: make one that belongs to `owner`, and say
 * how to check it was left alone. A new such route without an entry fails the test until it gets one.
 */
type OwnershipFixture = (
  t: AccountsTestApp,
  owner: { id: number },
) => Promise<{ params: Record<string, string>; unchanged?: () => Promise<void> }>;

async function ownersNotification(t: AccountsTestApp, owner: { id: number }) {
  const { id } = await t.database.db
    .insertInto('notifications')
    .values({ user_id: owner.id, title: 'Private', content: 'For the owner only.' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    params: { id: String(id) },
    async unchanged() {
      const row = await t.database.db
        .selectFrom('notifications')
        .select(['user_id', 'is_read'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ user_id: owner.id, is_read: false });
    },
  };
}

/** A campaign of an organization `owner` owns (§6 campaign owner). */
async function ownersCampaign(t: AccountsTestApp, owner: { id: number }) {
  const db = t.database.db;
  const organization = await db
    .insertInto('organizations')
    .values({
      owner_user_id: owner.id,
      name: 'Owner’s organization',
      email: 'org@example.org',
      phone_number: '+251911000000',
      contact_person_name: 'Owner',
      approval_status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('campaigns')
    .values({
      organization_id: organization.id,
      category_id: 2,
      title: 'Owner’s campaign',
      description: 'Only the owner edits it.',
      goal_etb_minor: 100_000,
      status: 'active',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    params: { id: String(id) },
    async unchanged() {
      const row = await db
        .selectFrom('campaigns')
        .select(['title', 'description'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ title: 'Owner’s campaign', description: 'Only the owner edits it.' });
    },
  };
}

/** An approved organization `owner` owns (§4: only an approved one can be edited). */
async function ownersOrganization(t: AccountsTestApp, owner: { id: number }) {
  const db = t.database.db;
  const { id } = await db
    .insertInto('organizations')
    .values({
      owner_user_id: owner.id,
      name: 'Owner’s organization',
      email: 'org@example.org',
      phone_number: '+251911000000',
      contact_person_name: 'Owner',
      approval_status: 'approved',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    params: { id: String(id) },
    async unchanged() {
      const row = await db
        .selectFrom('organizations')
        .select(['name', 'updated_at', 'created_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.name).toBe('Owner’s organization');
      const documents = await db
        .selectFrom('organization_documents')
        .select('id')
        .where('organization_id', '=', id)
        .execute();
      expect(documents).toEqual([]);
    },
  };
}

/** An approved organization of `owner` that accepts Asrat (its summary and reports are the owner's). */
const ownersAsrat: OwnershipFixture = async (t, owner) => {
  const { id } = await t.database.db
    .insertInto('organizations')
    .values({
      owner_user_id: owner.id,
      name: 'Owner’s church',
      email: 'church@example.org',
      phone_number: '+251911000000',
      contact_person_name: 'Owner',
      approval_status: 'approved',
      accepts_asrat: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { params: { organizationId: String(id) } };
};

const ownershipFixtures: Record<string, OwnershipFixture> = {
  'GET /api/asrat/:organizationId/summary': ownersAsrat,
  'GET /api/asrat/:organizationId/summary.csv': ownersAsrat,
  'GET /api/asrat/:organizationId/summary.pdf': ownersAsrat,
  'GET /api/notifications/:id': ownersNotification,
  'POST /api/notifications/mark-as-read/:id': ownersNotification,
  'GET /api/campaigns/mine/:id': ownersCampaign,
  'GET /api/campaigns/mine/:id/donations': ownersCampaign,
  'PATCH /campaign/update/:id': ownersCampaign,
  'GET /api/campaigns/mine/:id/balance': ownersCampaign,
  'GET /api/campaigns/:id/report': ownersCampaign,
  'GET /api/campaigns/:id/report/donations': ownersCampaign,
  'GET /api/campaigns/:id/report.csv': ownersCampaign,
  'GET /api/campaigns/:id/report.pdf': ownersCampaign,
  'PUT /api/organizations/:id': ownersOrganization,
  // A user who runs no approved organization is nobody else's to look up (only their own).
  'GET /users/info/:id': async (_t, owner) => ({ params: { id: String(owner.id) } }),
};

/**
 * Login-only routes that name someone's resource in their body rather than in their path: make one that
 * belongs to `owner` (and whatever the owner's own request needs to succeed), the body naming it (JSON, or a
 * multipart `form`), and how to check it was left alone. Not found in the route table, so a new such route
 * needs an entry here.
 */
type BodyOwnershipFixture = (
  t: AccountsTestApp,
  owner: { id: number },
) => Promise<{ body: Record<string, unknown>; form?: () => FormData; unchanged: () => Promise<void> }>;

/** The multipart body a browser sends for `form`, with its content type. */
async function multipartOf(form: FormData): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const bodyOwnershipFixtures: Record<string, BodyOwnershipFixture> = {
  // A new campaign names the organization that runs it (createdBy): only its owner may.
  'POST /api/campaigns': async (t, owner) => {
    const db = t.database.db;
    const { id: organizationId } = await db
      .insertInto('organizations')
      .values({
        owner_user_id: owner.id,
        name: 'Owner’s organization',
        email: 'org@example.org',
        phone_number: '+251911000000',
        contact_person_name: 'Owner',
        approval_status: 'approved',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const photo = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    return {
      body: {},
      form: () => {
        const form = new FormData();
        form.set('title', 'Owner’s new campaign');
        form.set('description', 'Only the owner creates it.');
        form.set('category', '2');
        form.set('createdBy', String(organizationId));
        form.set('goalEtbAmount', '100000');
        form.set('image', new File([Uint8Array.from(photo)], 'photo.jpg', { type: 'image/jpeg' }));
        return form;
      },
      async unchanged() {
        const rows = await db
          .selectFrom('campaigns')
          .select('id')
          .where('organization_id', '=', organizationId)
          .execute();
        expect(rows).toEqual([]);
      },
    };
  },
  'POST /withdraw/request': async (t, owner) => {
    const db = t.database.db;
    const campaignId = Number((await ownersCampaign(t, owner)).params.id);
    // Money to withdraw and an account to pay it into, so the owner's own request goes through.
    await db
      .insertInto('donations')
      .values({
        campaign_id: campaignId,
        amount_minor: 50_000,
        currency: 'ETB',
        etb_amount_minor: 50_000,
        exchange_rate: 1,
        fee_minor: 1_250,
        anonymous: true,
        payment_method: 'telebirr',
        is_completed: true,
      })
      .execute();
    await db
      .insertInto('withdraw_accounts')
      .values({
        user_id: owner.id,
        account_name: 'Owner’s account',
        account_number: '1000234567891',
        bank_name: 'Awash Bank',
        account_type: 'saving',
        phone_number: '+251911000000',
      })
      .execute();
    return {
      body: { campaignId, currency: 'etb' },
      async unchanged() {
        const rows = await db
          .selectFrom('withdrawals')
          .select('id')
          .where('campaign_id', '=', campaignId)
          .execute();
        expect(rows).toEqual([]);
      },
    };
  },
};

/** Login-only routes with an id that is not someone's private data, and why. */
const sharedByDesign: Record<string, string> = {};

function fillParams(url: string, params: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '1');
}

/** Routes that take only a multipart form (uploads): they are sent an empty one instead of `{}`. */
const formRoutes = new Set(['POST /api/organizations', 'PUT /api/organizations/:id']);

const EMPTY_FORM = '--lomi-walk--\r\n';

function request(
  app: FastifyInstance,
  method: string,
  url: string,
  headers: Record<string, string>,
  route = url,
) {
  const withBody = ['POST', 'PUT', 'PATCH'].includes(method);
  if (withBody && formRoutes.has(key(method, route))) {
    return app.inject({
      method: method as 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=lomi-walk' },
      payload: EMPTY_FORM,
    });
  }
  return app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(withBody ? { payload: {} } : {}),
  });
}

/** Every (method, path) Fastify can route, read from its own printout of the routing tree. */
function routedPaths(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + match[2]!;
    stack.push(path);
    for (const method of match[3]?.split(', ') ?? []) routes.push(key(method, path));
  }
  return routes;
}

describe.each(databaseKinds)('authorization of every login-only endpoint on %s', (kind) => {
  let t: AccountsTestApp;
  let required: Array<{ method: string; url: string }>;
  let operatorOnly: Array<{ method: string; url: string }>;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createAccountsApp(kind, {
      // The walk sends many requests from one address; limits are tested elsewhere.
      rateLimits: { changePassword: { max: 1_000, windowMs: 60_000 } },
    });
    await t.app.ready();
    required = routeAccessTable(t.app)
      .filter((route) => route.auth === 'required' && route.method !== 'HEAD')
      .map(({ method, url }) => ({ method, url }));
    operatorOnly = routeAccessTable(t.app)
      .filter((route) => route.auth === 'operator' && route.method !== 'HEAD')
      .map(({ method, url }) => ({ method, url }));
    owner = await signUp(t.app);
    stranger = await signUp(t.app);
  });
  afterAll(() => t.close());

  it('knows every route: none was registered before the authentication hook', () => {
    const table = new Set(routeAccessTable(t.app).map((route) => key(route.method, route.url)));
    // CORS answers preflights (OPTIONS *) before any route and never needs a token.
    // The router prints a wildcard route without the static part between it and its parent node
    // (`/api/docs/static/*` as `*` under `/api/docs`): such a line stands for a known wildcard route below it.
    const knownWildcard = (route: string) =>
      route.endsWith('*') &&
      [...table].some((known) => known.endsWith('*') && known.startsWith(route.slice(0, -1)));
    const missing = routedPaths(t.app).filter(
      (route) => !route.startsWith('OPTIONS ') && !table.has(route) && !knownWildcard(route),
    );
    expect(missing).toEqual([]);
    // The printout was understood: it holds routes of every depth.
    expect(routedPaths(t.app)).toEqual(
      expect.arrayContaining([
        'POST /auth/signup',
        'GET /api/notifications/:id',
        'POST /api/saved-campaigns/save',
      ]),
    );
    expect(table.size).toBeGreaterThan(30);
  });

  it('flags every route that holds personal data as login-only', () => {
    const unflagged = routeAccessTable(t.app)
      .filter((route) => route.method !== 'HEAD' && route.auth !== 'required' && route.auth !== 'operator')
      .filter(({ method, url }) => !publicByDesign[key(method, url)])
      .filter(({ method, url }) =>
        privateRoutes.some(
          ([ruleMethod, prefix]) => (ruleMethod === '*' || ruleMethod === method) && url.startsWith(prefix),
        ),
      )
      .map(({ method, url }) => key(method, url));
    expect(unflagged).toEqual([]);
    const notOperatorOnly = routeAccessTable(t.app)
      .filter((route) => route.method !== 'HEAD' && route.auth !== 'operator')
      .filter(({ url }) => operatorPrefixes.some((prefix) => url.startsWith(prefix)))
      .map(({ method, url }) => key(method, url));
    expect(notOperatorOnly).toEqual([]);
    expect(operatorOnly.length).toBeGreaterThanOrEqual(4);
    expect(required.length).toBeGreaterThanOrEqual(14);
    // Sign-out is walked like every other login-only route (401 without a valid token, below).
    expect(required).toContainEqual({ method: 'POST', url: '/auth/logout/' });
  });

  it('answers 401 without a token, with a malformed header, and with expired, forged or revoked tokens', async () => {
    const version = async (id: number) =>
      (
        await t.database.db
          .selectFrom('users')
          .select('token_version')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).token_version;
    const current = { id: owner.id, token_version: await version(owner.id) };
    const now = t.clock.now();
    const refusals: Record<string, Record<string, string>> = {
      'no token': {},
      'another scheme': { authorization: `Basic ${Buffer.from('owner:lomi-demo-1234').toString('base64')}` },
      'an empty bearer': { authorization: 'Bearer ' },
      'an expired token': bearer(await tokenAt(new Date(now.getTime() - 2 * 3600_000), current)),
      'a forged token': bearer(
        await tokenAt(now, current, { secret: 'not-the-server-secret-but-long-enough' }),
      ),
      'a revoked token version': bearer(
        await tokenAt(now, { ...current, token_version: current.token_version + 1 }),
      ),
      'a token of nobody': bearer(await tokenAt(now, { id: 987_654, token_version: 0 })),
      'a garbled token': bearer(`${owner.token.slice(0, -4)}AAAA`),
    };
    const failures: string[] = [];
    for (const route of [...required, ...operatorOnly]) {
      const url = fillParams(route.url, {});
      for (const [label, headers] of Object.entries(refusals)) {
        const response = await request(t.app, route.method, url, headers, route.url);
        const body = response.json();
        if (
          response.statusCode !== 401 ||
          body.code !== 'LOMI_ERR_UNAUTHORIZED' ||
          !String(response.headers['www-authenticate']).startsWith('Bearer')
        ) {
          failures.push(
            `${route.method} ${route.url} with ${label}: ${response.statusCode} ${response.body}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    // The genuine token gets through the same check (whatever the endpoint then says about the body).
    const me = await request(t.app, 'GET', '/auth/user/', bearer(owner.token));
    expect(me.statusCode).toBe(200);
  });

  it('refuses a user another user’s data (403 or 404) wherever a route addresses it by id', async () => {
    const byId = required.filter((route) => route.url.includes(':'));
    expect(byId.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of byId) {
      const name = key(route.method, route.url);
      if (sharedByDesign[name]) continue;
      const fixture = ownershipFixtures[name];
      if (!fixture) {
        failures.push(`${name}: add an ownership fixture (or a sharedByDesign reason) to this test`);
        continue;
      }
      // A fresh owner per route: what one fixture gives them (an organization) cannot change another's case.
      const resourceOwner = await signUp(t.app);
      const resource = await fixture(t, resourceOwner);
      const url = fillParams(route.url, resource.params);
      const response = await request(t.app, route.method, url, bearer(stranger.token), route.url);
      if (![403, 404].includes(response.statusCode)) {
        failures.push(`${name} as another user: ${response.statusCode} ${response.body}`);
      }
      await resource.unchanged?.();
      // The owner reaches the same resource, so the refusal is about ownership, not a broken fixture.
      const own = await request(t.app, route.method, url, bearer(resourceOwner.token), route.url);
      if (own.statusCode >= 400) failures.push(`${name} as its owner: ${own.statusCode} ${own.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses a user another user’s campaign named in a request body (403 or 404), writing nothing', async () => {
    const routes = new Set(required.map(({ method, url }) => key(method, url)));
    const failures: string[] = [];
    for (const [name, fixture] of Object.entries(bodyOwnershipFixtures)) {
      if (!routes.has(name)) {
        failures.push(`${name}: no such login-only route; remove its body fixture`);
        continue;
      }
      const [method, url] = name.split(' ') as [string, string];
      const resourceOwner = await signUp(t.app);
      const resource = await fixture(t, resourceOwner);
      const send = async (token: string) => {
        if (!resource.form) {
          return t.app.inject({
            method: method as 'POST',
            url,
            headers: bearer(token),
            payload: resource.body,
          });
        }
        const { payload, headers } = await multipartOf(resource.form());
        return t.app.inject({
          method: method as 'POST',
          url,
          headers: { ...headers, ...bearer(token) },
          payload,
        });
      };
      const response = await send(stranger.token);
      if (![403, 404].includes(response.statusCode)) {
        failures.push(`${name} as another user: ${response.statusCode} ${response.body}`);
      }
      await resource.unchanged();
      // The owner gets through with the same body, so the refusal is about ownership, not a broken fixture.
      const own = await send(resourceOwner.token);
      if (own.statusCode >= 400) failures.push(`${name} as its owner: ${own.statusCode} ${own.body}`);
    }
    expect(failures).toEqual([]);
  });

  it('refuses every operator-only endpoint to a signed-in user who is not an operator (403), writing nothing', async () => {
    const state = async () => ({
      audit: await t.database.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow(),
      operators: await t.database.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'operator')
        .orderBy('id')
        .execute(),
    });
    const before = await state();
    const operator = await logIn(t.app, 'operator@example.com');
    const failures: string[] = [];
    for (const route of operatorOnly) {
      const url = fillParams(route.url, {});
      const response = await request(t.app, route.method, url, bearer(stranger.token), route.url);
      if (response.statusCode !== 403 || response.json().code !== 'LOMI_ERR_FORBIDDEN') {
        failures.push(`${route.method} ${route.url} as a user: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(await state()).toEqual(before);
    // An operator gets through the same check (whatever the endpoint then says about the empty request).
    for (const route of operatorOnly) {
      const url = fillParams(route.url, {});
      const response = await request(t.app, route.method, url, bearer(operator.token), route.url);
      if ([401, 403].includes(response.statusCode)) {
        failures.push(`${route.method} ${route.url} as an operator: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
