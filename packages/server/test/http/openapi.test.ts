import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PATH, isNonApiRoute, OPENAPI_DOCUMENT_PATH } from '../../src/http/openapi.ts';
import { routeTable } from '../../src/http/route-table.ts';
import { API_DOCS_PAGE_POLICY } from '../../src/http/security-headers.ts';
import { createAccountsApp, type AccountsTestApp } from '../support/accounts-app.ts';
import { openApiPath, type OpenApiDocument } from './openapi-document.ts';

// Issue 12 item 4: the OpenAPI document is generated from the routes' own schemas. Every route the app
// registers is in it with its method, except the non-API routes `isNonApiRoute` lists (the site, the embed
// files, the CORS preflight, the sandbox's development pages, the document and its page).

describe('the OpenAPI document', () => {
  let accounts: AccountsTestApp;
  let app: FastifyInstance;
  let document: OpenApiDocument;
  beforeAll(async () => {
    // The accounts app: it has every route, the SMS sandbox's development inbox included.
    accounts = await createAccountsApp('pglite');
    app = accounts.app;
    const response = await app.inject({ method: 'GET', url: OPENAPI_DOCUMENT_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(() => accounts.close());

  it('is OpenAPI 3.1 with a title, the server version and a bearer security scheme', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Lomi API');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('has every registered API route with its method, and nothing else', () => {
    const routes = routeTable(app);
    const api = routes.filter(
      // Fastify adds a HEAD twin to every GET route: the same handler, documented through its GET.
      (route) => !isNonApiRoute(route.method, route.url) && route.method !== 'HEAD',
    );
    expect(api.length).toBeGreaterThan(50);
    const registered = api.map((route) => `${route.method} ${openApiPath(route.url)}`).sort();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(documented).toEqual(registered);
    // Every HEAD route is the twin of a GET one.
    for (const route of routes.filter((each) => each.method === 'HEAD')) {
      expect(routes.some((each) => each.method === 'GET' && each.url === route.url)).toBe(true);
    }
  });

  it('gives every operation a tag, a short summary, an answer and the error answers', () => {
    const tagNames = document.tags.map((tag) => tag.name);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.tags, where).toHaveLength(1);
        expect(tagNames, where).toContain(operation.tags![0]);
        expect(operation.summary?.length, where).toBeLessThanOrEqual(70);
        const statuses = Object.keys(operation.responses ?? {});
        expect(
          statuses.some((status) => /^2\d\d$/.test(status)),
          where,
        ).toBe(true);
        expect(statuses, where).toContain('4XX');
      }
    }
  });

  it('asks for the bearer token where a route needs or takes one', () => {
    for (const route of routeTable(app).filter((each) => !isNonApiRoute(each.method, each.url))) {
      if (route.method === 'HEAD') continue;
      const operation = document.paths[openApiPath(route.url)]![route.method.toLowerCase()]!;
      const auth = (route.config as { auth?: string } | undefined)?.auth;
      const expected =
        auth === 'required' || auth === 'operator'
          ? [{ bearer: [] }]
          : auth === 'optional'
            ? [{ bearer: [] }, {}]
            : undefined;
      expect(operation.security, `${route.method} ${route.url}`).toEqual(expected);
    }
  });

  it('names the shared shapes once (components) and keeps no unused copies', () => {
    const schemas = Object.keys(document.components.schemas);
    expect(schemas).toEqual(expect.arrayContaining(['Campaign', 'Donation', 'Organization', 'Error']));
    for (const name of schemas) {
      const { [name]: _self, ...others } = document.components.schemas;
      const elsewhere = JSON.stringify({ paths: document.paths, schemas: others });
      expect(elsewhere.includes(`"#/components/schemas/${name}"`), name).toBe(true);
    }
  });

  it('is browsable at /api/docs, served from this server under its own policy', async () => {
    const page = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(API_DOCS_PAGE_POLICY);
    // Every script and stylesheet the page loads is this server's, and is there.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      expect(asset).not.toMatch(/^(?:https?:)?\/\//);
      const response = await app.inject({
        method: 'GET',
        url: new URL(asset, `http://lomi.test${API_DOCS_PATH}/`).pathname,
      });
      expect(response.statusCode, asset).toBe(200);
    }
    // The page reads the same document.
    const json = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/json` });
    expect(json.json()).toEqual(document);
  });

  it('keeps the strict policy on the API itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/categories/' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
