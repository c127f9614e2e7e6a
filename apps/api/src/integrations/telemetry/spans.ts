import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';

/**
 * Our spans (issue 39, decision 0019), through `@opentelemetry/api` only: until telemetry.ts has
 * loaded the SDK (OTEL_EXPORTER_OTLP_ENDPOINT set), `on` is false and every helper here runs the
 * work as it is, without making a span, so tracing off costs one test of a boolean.
 */
let on = false;

export const tracer = trace.getTracer('souk-api');

/** Set by telemetry.ts when the SDK is registered, and unset when it is shut down. */
export function setTracing(value: boolean) {
  on = value;
}

export const tracingOn = () => on;

/** Marks `span` failed with `error`. */
export function recordFailure(span: Span, error: unknown) {
  span.recordException(error instanceof Error ? error : String(error));
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
}

/**
 * Runs `work` inside a span named `name`: a child of the active span (the request's), or the root
 * of a trace of its own with `root` (background work: an outbox send, a sweep round). What `work`
 * does (its statements) is the span's children.
 */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: () => Promise<T>,
  options: { root?: boolean } = {},
): Promise<T> {
  if (!on) return work();
  const parent = options.root ? ROOT_CONTEXT : context.active();
  const span = tracer.startSpan(name, { kind: SpanKind.INTERNAL, attributes }, parent);
  return context.with(trace.setSpan(parent, span), async () => {
    try {
      return await work();
    } catch (error) {
      recordFailure(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The longest statement text kept on a span: a bulk insert's is its placeholders many times over. */
const STATEMENT_TEXT_LIMIT = 2048;

/**
 * A database statement's span, as a child of the active span; without one (start-up, migrations,
 * the outbox's and sweeps' polling between rounds) the statement runs unrecorded, so that a
 * collector sees statements only inside a request, a render, a send or a sweep round. The text is
 * the statement as sent, with `$1` placeholders: Drizzle sends every value as a parameter, and
 * parameters are never recorded.
 */
export function statementSpan<T>(driver: 'pg' | 'pglite', text: string, run: () => Promise<T>): Promise<T> {
  if (!on) return run();
  const parent = context.active();
  if (!trace.getSpan(parent)) return run();
  const operation = /^\s*([a-z]+)/i.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
  const span = tracer.startSpan(
    operation,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'db.system': 'postgresql',
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.statement': text.length > STATEMENT_TEXT_LIMIT ? `${text.slice(0, STATEMENT_TEXT_LIMIT)}…` : text,
        // The embedded database (PGlite) or a server through node-postgres.
        'souk.db.driver': driver,
      },
    },
    parent,
  );
  let running: Promise<T>;
  try {
    running = run();
  } catch (error) {
    recordFailure(span, error);
    span.end();
    throw error;
  }
  return running.then(
    (result) => {
      span.end();
      return result;
    },
    (error: unknown) => {
      recordFailure(span, error);
      span.end();
      throw error;
    },
  );
}

/** Pino's `mixin` while tracing: the active span's trace and span ids on every log line, beside `reqId`. */
export function traceIdsOfActiveSpan(): { traceId?: string; spanId?: string } {
  const span = trace.getSpan(context.active());
  if (!span) return {};
  const { traceId, spanId } = span.spanContext();
  return { traceId, spanId };
}
