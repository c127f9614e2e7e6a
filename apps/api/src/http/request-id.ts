import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

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

/** Every answer names its request, so a buyer can quote it to support and an operator find its log lines. */
export function answerWithRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
