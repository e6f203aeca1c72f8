import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import {
  registerInstrumentations,
  type InstrumentationModuleDefinition,
} from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyPluginCallback } from 'fastify';
import pg from 'pg';

/**
 * OpenTelemetry traces, sent by OTLP over HTTP to `OTEL_EXPORTER_OTLP_ENDPOINT`. Imported only
 * when that variable is set (`load-tracing.ts`), so without it nothing of the SDK is even loaded.
 * The SDK's trace packages only, not `@opentelemetry/sdk-node`: that one brings every exporter
 * (gRPC, Zipkin, Prometheus, logs, metrics), about 200 MB of node_modules, for nothing used here.
 */
export function startTracing({ endpoint, serviceName }: { endpoint: string; serviceName: string }) {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` })),
    ],
  });
  // Also sets the global context manager (async hooks) and the W3C `traceparent` propagation.
  provider.register();
  // Outgoing HTTP (S3, OIDC, the language model, SMTP is not HTTP) and PostgreSQL queries: these
  // patch the modules when they are loaded, so they see what is imported after this runs.
  const pgInstrumentation = new PgInstrumentation();
  const unregister = registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [new HttpInstrumentation(), pgInstrumentation],
  });
  patchLoadedPg(pgInstrumentation);
  const fastify = new FastifyOtelInstrumentation({ registerOnInitialization: false });
  fastify.setTracerProvider(provider);

  return {
    /** Registered before every route: one span per request, with child spans for hooks and the handler. */
    fastifyPlugin: fastify.plugin() as FastifyPluginCallback,
    /** What every log line gains: the ids of the span it was written in, to find its trace. */
    logFields(): Record<string, string> {
      const span = trace.getSpan(context.active());
      if (!span) return {};
      const { traceId, spanId } = span.spanContext();
      return { trace_id: traceId, span_id: spanId };
    },
    /** Sends the spans still buffered, then stops (the server's shutdown). */
    async stop(): Promise<void> {
      unregister();
      await provider.shutdown();
      propagation.disable();
      trace.disable();
      context.disable();
    },
  };
}

/**
 * The database opens before the app is built, so `pg` is loaded before tracing starts and the
 * instrumentation's hook on module loading never sees it: its patch (on `pg.Client`'s prototype,
 * which every pooled client shares) is applied to the loaded module here.
 */
function patchLoadedPg(instrumentation: PgInstrumentation): void {
  // `init` is protected: it gives the module definitions the loading hook would apply.
  const definitions = (instrumentation as unknown as { init(): InstrumentationModuleDefinition[] }).init();
  definitions.find(({ name }) => name === 'pg')?.patch?.(pg);
}

export type Tracing = ReturnType<typeof startTracing>;
