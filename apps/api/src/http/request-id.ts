import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@souk/shared/messages';
import { failure } from './envelope.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like to be kept: it goes into headers and log lines as it is. */
const ACCEPTABLE_ID = /^[\w.:@+=/-]{1,128}$/;

/**
 * Fastify's `genReqId`: behind a trusted proxy (TRUST_PROXY) the id it gave the request, so its
 * access log and ours name the same request; otherwise, or when the proxy's is odd, a fresh UUID.
 * Fastify puts the id on every log line of the request (`reqId`).
 */
export function requestIdOf(trustProxy: boolean) {
  return (request: IncomingMessage): string => {
    const given = trustProxy ? request.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && ACCEPTABLE_ID.test(given) ? given : randomUUID();
  };
}

/**
 * Every answer names its request, so a buyer can quote it to support and an operator find its log
 * lines. From the moment the app begins to close (its preClose hooks, app.ts), every new request
 * is answered 503 here, in the API's envelope, instead of by Fastify's `return503OnClosing` (which
 * answers before any hook runs, so without the id): the app is built with that option off.
 * Fastify has already added `Connection: close`.
 */
export function answerWithRequestId(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    if (!closing) return done();
    void reply
      .status(503)
      .header('connection', 'close')
      // Another instance takes it at once; this one is back in a few seconds (issue 43: no refusal without a when).
      .header('retry-after', '1')
      .header('cache-control', 'no-store')
      .send({ ...failure(503, CLOSING_MESSAGE), requestId: request.id });
  });
}

/** Fastify's own refusals of an address before any route is found: bad escapes, over-long parameters. */
const FRAMEWORK_ANSWERS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, 'The address is not valid.'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'The address is too long.'],
};

/** The answer to a request that arrived while the server shuts down (README, Operating, "Restarts"). */
export const CLOSING_MESSAGE = 'The server is restarting. Please try again.';

/**
 * Fastify's `frameworkErrors`: what it refuses before routing (`/products/%ff`) gets the API's
 * envelope and its request id. No hook runs for such a request, so the header is set here.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, message] = (error.code && FRAMEWORK_ANSWERS[error.code]) || [500, MESSAGES.serverError];
  if (status >= 500) request.log.error({ err: error }, 'unhandled framework error');
  else request.log.info({ code: error.code }, 'address refused');
  void reply
    .header(REQUEST_ID_HEADER, request.id)
    .status(status)
    .send(status >= 500 ? { ...failure(status, message), requestId: request.id } : failure(status, message));
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not even parse (a broken header line, a
 * header block too large, a request too slow to arrive) has no Fastify request, but its answer
 * still names an id, also logged, as every other answer does.
 */
export function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large']
        : [400, 'Bad Request'];
  const id = randomUUID();
  this.log.debug({ reqId: id, err: error }, 'client error');
  const body = JSON.stringify(failure(status, status === 400 ? 'The request is not valid HTTP.' : label));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${REQUEST_ID_HEADER}: ${id}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
