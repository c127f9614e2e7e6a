import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { defaultResource, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingSettings } from '../../config.ts';

/**
 * The OpenTelemetry SDK, loaded only when tracing is configured (telemetry.ts): a Node tracer
 * provider (AsyncLocalStorage context, W3C `traceparent` propagation, every span of a sampled
 * trace kept) whose spans go out in batches as OTLP/HTTP JSON.
 */
export function startSdk(settings: TracingSettings) {
  const exporter = new OTLPTraceExporter({ url: settings.tracesUrl, headers: settings.headers });
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName })),
    spanProcessors: [new BatchSpanProcessor(exporter)],
  });
  provider.register();
  return {
    async shutdown() {
      // Exports what is buffered first.
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
