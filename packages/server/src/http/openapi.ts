import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import serverPackage from '../../package.json' with { type: 'json' };
import { API_DOCS_PAGE_POLICY } from './security-headers.ts';

/** Where the OpenAPI document is served. */
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';
/** Where the document can be browsed (Swagger UI, served from this server). */
export const API_DOCS_PATH = '/api/docs';

/**
 * Routes that are not part of the API and are left out of the document: the site and the embed SDK's files
 * (static), the CORS preflight, the sandbox's pages (a checkout and an SMS inbox for development, never in
 * production), the end-to-end suite's hooks (`/api/testing/`, LOMI_TESTING_HOOKS, never in production) and
 * the document with its browsable page.
 */
export function isNonApiRoute(method: string, url: string): boolean {
  return (
    url === '/' ||
    url === '/*' ||
    url.startsWith('/embed/') ||
    (method === 'OPTIONS' && url === '*') ||
    url.startsWith('/sandbox/') ||
    url.startsWith('/api/testing/') ||
    url === OPENAPI_DOCUMENT_PATH ||
    url === API_DOCS_PATH ||
    url.startsWith(`${API_DOCS_PATH}/`)
  );
}

/** The document's tags, one per feature, in the order the page lists them. */
const TAGS = [
  { name: 'campaigns', description: 'Public campaigns, their QR codes and messages to organizers.' },
  { name: 'categories', description: 'The 18 campaign categories.' },
  { name: 'organizations', description: 'Approved organizations, and the signed-in user’s own.' },
  { name: 'charities', description: 'Charities whose campaigns show their card.' },
  { name: 'donations', description: 'Donation lists, starting a payment and polling its invoice.' },
  { name: 'media', description: 'Campaign images and logos.' },
  { name: 'reports', description: 'Reports of a campaign or an organization.' },
  { name: 'help', description: 'Questions to Lomi’s team.' },
  { name: 'site settings', description: 'The deployment’s contact details and partner links.' },
  { name: 'account', description: 'Sign-up, sign-in (password, phone code, Google) and the user.' },
  { name: 'profile', description: 'The signed-in user’s profile and stats.' },
  { name: 'saved campaigns', description: 'Campaigns the signed-in user saved.' },
  { name: 'notifications', description: 'The signed-in user’s notifications.' },
  { name: 'my campaigns', description: 'The campaigns of the organizations the signed-in user owns.' },
  { name: 'withdrawals', description: 'The withdrawal account and withdrawals of the signed-in user.' },
  {
    name: 'campaign reports',
    description: "A campaign's report for a period: figures, donations, CSV and PDF (owner, operators).",
  },
  { name: 'asrat', description: 'Asrat, the tithe members give their church: pages, QR codes, summaries.' },
  { name: 'webhooks', description: 'Events from payment providers (signed; not for clients).' },
  { name: 'health', description: 'Whether the server, its database and its media store answer.' },
  { name: 'console', description: 'The operator console: operators and the audit log (operators only).' },
];

const zodTransform = createJsonSchemaTransform({ skipList: [] });

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What a response is, when its route gave no description (Fastify's default says only "Default Response"). */
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  '4XX': 'An error the client can fix or should know: `{message, code, errors?}`.',
  '5XX': 'An error on the server’s side or a provider’s: `{message, code}`.',
};

/**
 * Tidies the generated document: the bounds zod gives every integer (±2^53−1) say nothing and are left out,
 * default response descriptions say what the answer is, and the `…Input` copies of answer-only schemas
 * (zod registers both directions of every named schema) are dropped when nothing refers to them.
 */
function tidy(document: Json): Json {
  const walk = (value: Json, key?: string): Json => {
    if (Array.isArray(value)) return value.map((item) => walk(item));
    if (value === null || typeof value !== 'object') return value;
    const result: { [key: string]: Json } = {};
    for (const [name, child] of Object.entries(value)) {
      const safeBound =
        (name === 'minimum' || name === 'maximum') &&
        typeof child === 'number' &&
        Math.abs(child) === Number.MAX_SAFE_INTEGER;
      if (!safeBound) result[name] = walk(child, name);
    }
    if (key !== undefined && /^(?:\d{3}|[45]XX)$/.test(key) && result.description === 'Default Response') {
      result.description = RESPONSE_DESCRIPTIONS[key] ?? 'Success.';
    }
    return result;
  };
  const tidied = walk(document) as { components?: { schemas?: Record<string, Json> } };
  const schemas = tidied.components?.schemas;
  if (schemas) {
    // Until none is left: dropping one copy may leave another (a part of it) unreferenced.
    for (let dropped = true; dropped;) {
      dropped = false;
      for (const name of Object.keys(schemas).filter((each) => each.endsWith('Input'))) {
        const { [name]: _self, ...others } = schemas;
        const rest = JSON.stringify({ ...tidied, components: { ...tidied.components, schemas: others } });
        if (!rest.includes(`"#/components/schemas/${name}"`)) {
          delete schemas[name];
          dropped = true;
        }
      }
    }
  }
  return tidied as Json;
}

/**
 * Starts the OpenAPI 3.1 document of every API route, built from the zod schemas the routes validate and
 * answer with. Call it on the root instance before the routes: the document collects them as they are
 * registered. A route's `config.auth` gives its security: `required` needs the bearer token, `optional`
 * takes one. {@link registerApiDocs} serves it.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Lomi API',
        version: serverPackage.version,
        description:
          'The API of Lomi, charity crowdfunding for Ethiopia. Amounts are integers in minor units (santim, ' +
          'cents); errors are `{message, code, errors?}` with a stable `code`; paged lists are ' +
          '`{count, results, lastPage, total}`, 10 a page.',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The `access` token a sign-in answers.',
          },
        },
      },
      tags: TAGS,
    },
    transform: (input) => {
      const method = [input.route.method].flat()[0] ?? 'GET';
      if (isNonApiRoute(method, input.url)) return { schema: { hide: true }, url: input.url };
      const transformed = zodTransform(input);
      const auth = (input.route.config as { auth?: 'required' | 'optional' | 'operator' } | undefined)?.auth;
      if (auth && transformed.schema) {
        Object.assign(transformed.schema, {
          security: auth === 'optional' ? [{ bearer: [] }, {}] : [{ bearer: [] }],
        });
      }
      return transformed;
    },
    transformObject: (input) =>
      tidy(jsonSchemaTransformObject(input) as Json) as ReturnType<typeof jsonSchemaTransformObject>,
  });
}

/**
 * Serves the document at {@link OPENAPI_DOCUMENT_PATH} and Swagger UI at {@link API_DOCS_PATH}. Public
 * routes like the others: register them after the authentication hook, which must see every route.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PATH,
    staticCSP: API_DOCS_PAGE_POLICY,
    uiConfig: { deepLinking: true },
  });
  app.get(OPENAPI_DOCUMENT_PATH, { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(app.swagger()),
  );
}
