/** The parts of the served OpenAPI document the tests read. */
export interface OpenApiOperation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  responses?: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
  tags: Array<{ name: string; description?: string }>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

/** Fastify's `/a/:id/b` as OpenAPI writes it, `/a/{id}/b`. */
export const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
