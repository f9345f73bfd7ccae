import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** A route as it was registered: its method, path, schema (zod) and config, for tests that walk them all. */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  config: RouteOptions['config'];
}

const tables = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every route registered after {@link registerRouteTable} on `app`, one entry per method. */
export function routeTable(app: FastifyInstance): readonly RegisteredRoute[] {
  return tables.get(app) ?? [];
}

/**
 * Records every route with its schema, so the route fuzz test (test/fuzz) derives each route's inputs from
 * the schema the route really validates with, and fails on a route it neither fuzzes nor excludes. Fastify
 * keeps no such table of its own. Register on the root instance before the routes.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const table: RegisteredRoute[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      table.push({ method, url: route.url, schema: route.schema, config: route.config });
    }
  });
}
