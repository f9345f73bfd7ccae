import { ErrorCodes, type ErrorCode } from './error-codes.ts';

/**
 * An error meant for the client: its status, stable code and message are sent as they are by the error
 * handler. Throw it from routes and repositories for anything the caller can fix or should know.
 */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** Per-field messages, for validation errors. */
  readonly errors: Record<string, string> | undefined;

  constructor(statusCode: number, code: ErrorCode, message: string, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.code = code;
    this.errors = errors;
  }
}

/** 404 for a resource that does not exist or is not public, e.g. `notFound('Campaign', 12)`. */
export function notFound(what: string, id: number | string): ApiError {
  return new ApiError(404, ErrorCodes.notFound, `${what} ${id} was not found.`);
}

/** 400 naming the offending field. */
export function invalidField(field: string, message: string): ApiError {
  return new ApiError(400, ErrorCodes.validation, message, { [field]: message });
}
