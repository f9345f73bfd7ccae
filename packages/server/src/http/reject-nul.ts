import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';

const NUL = '\u0000';
const MESSAGE = 'must not contain the NUL character (U+0000)';

/**
 * Where a parsed request part holds a NUL character, in a string or a key: the field's dotted path ('' for
 * the part itself), or undefined. Walks with a stack of its own, so a deeply nested body cannot overflow
 * the call stack. Raw bodies (Buffers: webhooks, whose signatures cover the bytes) are not looked into.
 */
function findNul(root: unknown): string | undefined {
  const stack: Array<[value: unknown, path: string]> = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes(NUL)) return path;
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes(NUL)) return at.replaceAll(NUL, '\\u0000');
      stack.push([item, at]);
    }
  }
  return undefined;
}

const parts = [
  ['query', 'query parameter'],
  ['params', 'path parameter'],
  ['body', 'field'],
] as const;

/** Throws a 400 naming the first field of the query, path parameters or body that holds a NUL. */
async function rejectNul(request: FastifyRequest): Promise<void> {
  for (const [part, label] of parts) {
    const field = findNul(request[part]);
    if (field === undefined) continue;
    const name = field || label;
    throw new ApiError(400, ErrorCodes.validation, `Invalid ${label} "${name}": ${MESSAGE}.`, {
      [name]: MESSAGE,
    });
  }
}

/**
 * Refuses a NUL character anywhere in a request's query, path parameters or body with a 400 naming the
 * field as the client sent it, before validation and before any handler. PostgreSQL cannot store NUL in
 * text (it fails with 22021) and no form or client has a reason to send one, so this one check stands for
 * every schema. It is added as the last preValidation hook of each route, after the hooks of the route's
 * plugins, so it also sees the multipart fields @fastify/multipart attaches to the body in its own hook.
 * Register on the root instance before the routes.
 */
export function registerNulRejection(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.preValidation = [...[route.preValidation ?? []].flat(), rejectNul];
  });
}
