import type { TracingSettings } from '../../config.ts';
import { setTracing, traceIdsOfActiveSpan } from './spans.ts';

export interface Tracing {
  /** Pino's mixin: the trace and span ids of the active span on each log line. */
  logMixin: () => object;
  /** Sends the spans still buffered and unregisters the SDK. */
  close(): Promise<void>;
}

/**
 * Issue 39 (decision 0019): with OTEL_EXPORTER_OTLP_ENDPOINT the OpenTelemetry SDK is loaded (a
 * dynamic import: unset, not one of its modules is read) and registered for this process, spans
 * go out over OTLP/HTTP in batches, and `spans.ts`'s helpers start making spans. One traced app
 * per process: the SDK's registration is global.
 */
export async function startTracing(settings: TracingSettings | undefined): Promise<Tracing | undefined> {
  if (!settings) return undefined;
  const { startSdk } = await import('./sdk.ts');
  const sdk = startSdk(settings);
  setTracing(true);
  return {
    logMixin: traceIdsOfActiveSpan,
    close: async () => {
      setTracing(false);
      await sdk.shutdown();
    },
  };
}
