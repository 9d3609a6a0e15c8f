/**
 * OpenTelemetry traces, started only when an OTLP endpoint is set (config.traces:
 * OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT; docs/deployment.md, "Traces").
 * The spans are Duet's own, made at its edges (logging/spans.ts), plus Prisma's through its global
 * tracing hook (@prisma/instrumentation): the server is a bundle, so no require hook could patch
 * the packages (docs/decisions/traces.md). Off, nothing here is loaded into the API's globals.
 */
import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  SamplingDecision,
  type Sampler,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import { PrismaInstrumentation } from '@prisma/instrumentation';
import type { Config } from '../config.js';
import type { Logger } from '../logging/logger.js';

export interface Traces {
  /** Sends the spans ended so far. */
  flush(): Promise<void>;
  /** Sends what is left and stops: the API is back to its no-op. */
  close(): Promise<void>;
}

/**
 * The root sampler: a trace starts with Duet's own spans (a request; work an answer's run does),
 * not with a query Prisma makes for background work, which would be a trace every two seconds.
 */
class RequestsOnly implements Sampler {
  shouldSample(_context: unknown, _traceId: string, name: string) {
    return { decision: name.startsWith('prisma:') ? SamplingDecision.NOT_RECORD : SamplingDecision.RECORD_AND_SAMPLED };
  }
  toString = () => 'RequestsOnly';
}

/** Starts the SDK for `settings` (process-wide: the API has one global provider). */
export function startTraces(settings: NonNullable<Config['traces']>, logger: Logger): Traces {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: settings.serviceName }),
    // Every request's trace; no trace begun by Prisma alone (the background pollers' queries).
    sampler: new ParentBasedSampler({ root: new RequestsOnly() }),
    // The exporter's other OTEL_EXPORTER_OTLP_* settings (headers, timeout) are read by the SDK itself.
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: settings.url }))],
  });
  // The global provider, AsyncLocalStorage for the active span, and W3C trace context.
  provider.register();
  // Prisma's client makes its spans when this hook is on the global object (it reads it per call).
  // Its query compiler's and serialiser's steps are left out: the operation and its SQL are enough.
  const prisma = new PrismaInstrumentation({ ignoreSpanTypes: ['prisma:client:serialize', 'prisma:client:compile'] });
  prisma.enable();
  logger.info(
    { host: new URL(settings.url).host, service: settings.serviceName },
    'traces: sending spans over OTLP/HTTP',
  );
  return {
    flush: () => provider.forceFlush(),
    async close() {
      prisma.disable();
      await provider.shutdown().catch((error: unknown) => logger.warn({ err: error }, 'traces: last spans not sent'));
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
