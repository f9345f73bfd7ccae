import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error.ts';
import { ErrorCodes } from '../errors/error-codes.ts';

const NUL = '\u0000';
const NUL_MESSAGE = 'must not contain the NUL character (U+0000)';
const SURROGATE_MESSAGE =
  'must be well-formed Unicode text: it holds a lone surrogate (U+D800 to U+DFFF) that is no character';

// With the `u` flag a surrogate pair reads as the one character it encodes, so this matches lone ones only.
const LONE_SURROGATE = /\p{Cs}/u;
const UNPRINTABLE = /[\0\p{Cs}]/gu;

/**
 * Why a string cannot be stored as text, or undefined when it can. Exported for the fields of multipart forms
 * read part by part (uploads/), which this check, run before the body is read, cannot see.
 */
export function unstorableTextFlaw(text: string): string | undefined {
  if (text.includes(NUL)) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return undefined;
}

/** A key as a field name a client can read: NUL and lone surrogates written as `\uXXXX`. */
function printable(key: string): string {
  return key.replace(UNPRINTABLE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The dotted path of the first string or key of a parsed request part that cannot be stored ('' for the
 * part itself) and why, or undefined. Walks with a stack of its own, so a deeply nested body cannot
 * overflow the call stack. Raw bodies (Buffers: webhooks, whose signatures cover the bytes) are not looked
 * into.
 */
function findUnstorable(root: unknown): { path: string; message: string } | undefined {
  const stack: Array<[value: unknown, path: string]> = [[root, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      const message = unstorableTextFlaw(value);
      if (message) return { path, message };
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      const message = unstorableTextFlaw(key);
      if (message) return { path: printable(at), message };
      stack.push([item, at]);
    }
  }
  return undefined;
}

const parts = [
  ['headers', 'header'],
  ['query', 'query parameter'],
  ['params', 'path parameter'],
  ['body', 'field'],
] as const;

/** Throws a 400 naming the first header, query or path parameter or body field that cannot be stored. */
async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  for (const [part, label] of parts) {
    const found = findUnstorable(request[part]);
    if (found === undefined) continue;
    const name = found.path || label;
    throw new ApiError(400, ErrorCodes.validation, `Invalid ${label} "${name}": ${found.message}.`, {
      [name]: found.message,
    });
  }
}

/**
 * Refuses text PostgreSQL cannot store anywhere in a request's headers, query, path parameters or body,
 * with a 400 naming the field as the client sent it, before validation and before any handler: a NUL
 * character (text fails with 22021) and a lone surrogate, which JSON's `\ud800` escape can carry but UTF-8
 * cannot encode (jsonb and the wire protocol refuse it). No form or client has a reason to send either, so
 * this one check stands for every schema. It is added as the last preValidation hook of each route, after
 * the hooks of the route's plugins, so it also sees the multipart fields @fastify/multipart attaches to the
 * body in its own hook. Register on the root instance before the routes.
 */
export function registerStorableTextCheck(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.preValidation = [...[route.preValidation ?? []].flat(), rejectUnstorableText];
  });
}
