import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { ApiError } from './api-error.ts';
import { ErrorCodes } from './error-codes.ts';

/** The JSON body of every error response. */
export interface ErrorBody {
  message: string;
  code: string;
  errors?: Record<string, string>;
}

const contextNames: Record<string, string> = {
  querystring: 'query parameter',
  params: 'path parameter',
  body: 'field',
  headers: 'header',
};

/** The answer to any request that needed the database while it was down or restarting (a 503). */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Lomi cannot reach its database right now. Please try again in a moment.';

/** Seconds a client is told to wait before retrying while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Maps every error to `{message, code, errors?}`: client errors keep their status and a message a UI can
 * show; an unreachable database is a 503 the client may retry; anything else becomes a 500 whose details go
 * to the log only.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return sendError(reply, error.statusCode, {
        message: error.message,
        code: error.code,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = contextNames[error.validationContext ?? ''] ?? 'field';
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context;
        errors[field] ??= issue.message ?? 'is invalid';
      }
      const [field, message] = Object.entries(errors)[0] ?? ['request', 'is invalid'];
      return sendError(reply, 400, {
        message: `Invalid ${context} "${field}": ${message}`,
        code: ErrorCodes.validation,
        errors,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL stopped, restarting or refusing connections: not a bug, and it passes. The pool reconnects
      // on the next request once the database is back, with no restart of Lomi.
      request.log.warn({ err: error }, 'request failed: the database is unreachable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, {
        message: DATABASE_UNAVAILABLE_MESSAGE,
        code: ErrorCodes.databaseUnavailable,
      });
    }
    if (isUnstorableText(error)) {
      // A safety net behind the NUL check of every request (http/storable-text.ts): text PostgreSQL cannot
      // store is the client's to fix, never a 500.
      return sendError(reply, 400, {
        message:
          'The request holds text that cannot be stored (such as the NUL character). Please remove it.',
        code: ErrorCodes.validation,
      });
    }
    const form = formError(error, request);
    if (form) return sendError(reply, form.status, { message: form.message, code: ErrorCodes.badRequest });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return sendError(reply, status, { message: error.message, code: ErrorCodes.badRequest });
    }
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, 500, {
      message: 'Something went wrong on our side. Please try again later.',
      code: ErrorCodes.internal,
    });
  });
}

// PostgreSQL's character_not_in_repertoire (a NUL in text) and untranslatable_character.
const UNSTORABLE_TEXT = new Set(['22021', '22P05']);

function isUnstorableText(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' && UNSTORABLE_TEXT.has(code);
}

// @fastify/multipart's errors: limits are 413 (too much sent), the rest a malformed form (it gives some 406).
const FORM_TOO_LARGE = new Set([
  'FST_PARTS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_FIELDS_LIMIT',
  'FST_REQ_FILE_TOO_LARGE',
]);
const FORM_MALFORMED = new Set([
  'FST_PROTO_VIOLATION',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_INVALID_JSON_FIELD_ERROR',
  'FST_MP_PREMATURE_CLOSE',
]);
const BUSBOY_FRAME = /[\\/]node_modules[\\/]@fastify[\\/]busboy[\\/]/;

/**
 * The answer to a multipart form the server could not read: a 413 past its limits, a 400 when it is
 * malformed. Busboy, which @fastify/multipart reads forms with, raises plain errors without a status for
 * a missing boundary or a body cut short (`Multipart: Boundary not found`, `Unexpected end of multipart
 * data`); they are known by where they were raised, on a multipart request, so a fault of our own on such a
 * request still ends as a 500.
 */
function formError(
  error: FastifyError,
  request: FastifyRequest,
): { status: number; message: string } | undefined {
  if (FORM_TOO_LARGE.has(error.code)) {
    return {
      status: 413,
      message: 'The form has too many fields or files, or a part that is too large. Please send less.',
    };
  }
  const fromBusboy =
    error.statusCode === undefined &&
    request.isMultipart?.() === true &&
    BUSBOY_FRAME.test(error.stack ?? '');
  if (FORM_MALFORMED.has(error.code) || fromBusboy) {
    return {
      status: 400,
      message: `The form data (multipart/form-data) could not be read: ${error.message}. Please send the form again.`,
    };
  }
  return undefined;
}

/** Answers a route that does not exist with the standard error body. */
export function sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = request.url.split('?')[0];
  return sendError(reply, 404, {
    message: `No endpoint answers ${request.method} ${path}.`,
    code: ErrorCodes.routeNotFound,
  });
}

function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
