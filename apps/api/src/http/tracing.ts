import { context, propagation, SpanKind, SpanStatusCode, trace, type Context } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Tracing } from '../integrations/telemetry/telemetry.ts';
import { recordFailure, tracer, tracingOn } from '../integrations/telemetry/spans.ts';

/** Storefront pages' patterns, for requests the not-found handler answers (it has no route pattern of its own). */
const pagePatterns = new WeakMap<FastifyRequest, string>();
const ID_SEGMENT = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;

/**
 * Names a storefront page's request span by its page (`/products/:id`): the page routes answer
 * through the not-found handler, whose requests have no route pattern. Nothing while tracing is off.
 */
export function traceAsPage(request: FastifyRequest, path: string) {
  if (tracingOn()) pagePatterns.set(request, path.replace(ID_SEGMENT, '/:id'));
}

/**
 * Issue 39: a server span for each request while tracing is on (decision 0019); nothing at all
 * otherwise. The span starts at the first hook, a child of the caller's `traceparent` (or of the
 * span that made an in-process `inject`: a page render's reads, the sandbox's webhook), is named
 * by method and route pattern once the route is known, and ends with the answer. The request's
 * own work runs in its context, so its statements, its render and its log lines belong to it.
 */
export function traceRequests(app: FastifyInstance, tracing: Tracing | undefined) {
  if (!tracing) return;
  const contexts = new WeakMap<FastifyRequest, Context>();

  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    const span = tracer.startSpan(
      request.method,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?', 1)[0],
          'client.address': request.ip,
          'souk.request_id': request.id,
        },
      },
      parent,
    );
    const active = trace.setSpan(parent, span);
    contexts.set(request, active);
    context.with(active, done);
  });
  // A body is read on the socket's events, outside the request's context: its hooks and handler
  // go back into it (each hook calls the next one, the last the handler).
  const reenter = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const active = contexts.get(request);
    if (active) context.with(active, done);
    else done();
  };
  app.addHook('preValidation', reenter);
  app.addHook('preHandler', reenter);
  app.addHook('onError', (request, _reply, error, done) => {
    const span = trace.getSpan(contexts.get(request) ?? context.active());
    if (span) span.recordException(error);
    done();
  });
  /** Ends the request's span with its status code, or as failed when the caller left first (no code). */
  const end = (request: FastifyRequest, statusCode: number | undefined) => {
    const active = contexts.get(request);
    const span = active && trace.getSpan(active);
    if (!span) return;
    contexts.delete(request);
    const route = request.routeOptions.url ?? pagePatterns.get(request);
    span.updateName(route ? `${request.method} ${route}` : request.method);
    if (route) span.setAttribute('http.route', route);
    if (statusCode === undefined) {
      recordFailure(span, new Error('the client went away before the answer'));
    } else {
      span.setAttribute('http.response.status_code', statusCode);
      if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    }
    span.end();
  };
  app.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    end(request, undefined);
    done();
  });
  // Last of the app's onClose hooks (they run last-registered first): the spans of the shutdown go out too.
  app.addHook('onClose', async () => tracing.close());
}
