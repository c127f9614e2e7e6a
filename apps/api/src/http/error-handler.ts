import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@souk/shared/messages';
import { HttpError, failure as envelope, type FieldError } from './envelope.ts';

/** Fastify's own 4xx errors, reworded for people; anything unknown becomes a 500 that leaks nothing. */
const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.malformedJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.malformedJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MESSAGES.malformedJson],
};

/**
 * SQLSTATEs a value sent by the client can cause: class 22 (data exception: out of range, bad
 * text representation, NUL, bad escape) and 54000 (a value too long for an index). Each route's
 * schema should refuse such input first; this keeps one it missed a 400 instead of a 500.
 */
const INPUT_SQLSTATE = /^(22[0-9A-Z]{3}|54000)$/;

/** The error and its causes, as Drizzle and the drivers wrap them. */
function* causes(error: unknown): Generator<Error & { code?: unknown; name: string }> {
  for (let current = error, depth = 0; current instanceof Error && depth < 8; current = current.cause, depth += 1)
    yield current;
}

/** The storage refused for want of room: a full disk or quota (ENOSPC, EDQUOT), a bucket that says so (HTTP 507). */
export function isStorageFull(error: unknown): boolean {
  for (const cause of causes(error)) {
    if (cause.code === 'ENOSPC' || cause.code === 'EDQUOT' || cause.name === 'XMinioStorageFull') return true;
    if ((cause as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 507) return true;
  }
  return false;
}

/**
 * The database cannot be reached for now: the connection was refused, cut or timed out (a restart,
 * a failover), or the server is shutting down or starting up (SQLSTATE 57P01-57P03, class 08).
 */
const DATABASE_AWAY_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|57P0[1-3]|08[0-9A-Z]{3})$/;
const DATABASE_AWAY_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended unexpectedly/;
export function isDatabaseAway(error: unknown): boolean {
  for (const cause of causes(error)) {
    if (typeof cause.code === 'string' && DATABASE_AWAY_CODES.test(cause.code)) return true;
    if (DATABASE_AWAY_MESSAGES.test(cause.message)) return true;
  }
  return false;
}

/** How long a client waits before trying again while the database is away. */
export const DATABASE_AWAY_RETRY_SECONDS = 5;

function sqlStateOf(error: unknown): string | undefined {
  // Drizzle wraps the driver's error (pg's or PGlite's, both carrying `code`) in its own.
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_SQLSTATE.test(code)) return code;
  }
  return undefined;
}

/**
 * How bad input and failures become envelopes: 4xx for what the client sent, a bare 500 otherwise.
 * A 5xx also carries `requestId` (the X-Request-Id header's value, on each of the request's log
 * lines), which a buyer can quote to support.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = (statusCode: number, message: string, errors?: FieldError[]) =>
      statusCode >= 500
        ? { ...envelope(statusCode, message, errors), requestId: request.id }
        : envelope(statusCode, message, errors);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        msg: issue.message ?? 'Invalid value',
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      }));
      return reply.status(400).send(failure(400, errors[0]?.msg ?? 'Invalid request', errors));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send(failure(error.statusCode, error.message, error.errors));
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known[0]).send(failure(known[0], known[1]));
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return reply.status(400).send(failure(400, MESSAGES.malformedJson));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(failure(error.statusCode, error.message));
    }
    if (isStorageFull(error)) {
      // The operator must hear of it: nothing more can be uploaded until there is room.
      request.log.error({ err: error }, 'storage full: an upload was refused');
      return reply.status(507).send(failure(507, MESSAGES.storageFull));
    }
    if (isDatabaseAway(error)) {
      request.log.warn({ err: error }, 'database away: the request was refused, to be tried again');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_AWAY_RETRY_SECONDS))
        .send(failure(503, MESSAGES.serviceBusy));
    }
    const sqlState = sqlStateOf(error);
    if (sqlState) {
      // Logged as a warning: a schema let this value through and should be tightened.
      request.log.warn({ err: error, sqlState }, 'database refused a value from the request');
      return reply.status(400).send(failure(400, MESSAGES.invalidValue));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, MESSAGES.serverError));
  });
}
