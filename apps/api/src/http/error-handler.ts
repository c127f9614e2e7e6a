import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES } from '@souk/shared/messages';
import { HttpError, failure } from './envelope.ts';

/** Fastify's own 4xx errors, reworded for people; anything unknown becomes a 500 that leaks nothing. */
const FRAMEWORK_MESSAGES: Record<string, [number, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.malformedJson],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.malformedJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MESSAGES.malformedJson],
};

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
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
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(500, MESSAGES.serverError));
  });
}
