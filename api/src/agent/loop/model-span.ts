/**
 * The span of one model call (a step of the loop: duet-loop.ts), after OpenTelemetry's conventions
 * for generative AI: the provider, the model and the tokens, with the run's and thread's ids.
 * Never the prompt, the answer's words or a key. With traces off it is the API's no-op.
 */
import { SpanKind, type Span } from '@opentelemetry/api';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { failed, SPAN_ATTRIBUTES, tracer } from '../../logging/spans.js';
import type { RunnerInput } from './runner-input.js';

export interface ModelCallSpan {
  /** The step's tokens (the offline brain's, and a provider's that gave none, estimated). */
  usage(tokens: { inputTokens: number; outputTokens: number; estimated: boolean }): void;
  failed(error: unknown): void;
  end(): void;
}

export function modelCallSpan(model: LanguageModelV4, ids: RunnerInput['ids']): ModelCallSpan {
  const span: Span = tracer().startSpan(`chat ${model.modelId}`, {
    kind: SpanKind.CLIENT,
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': model.provider,
      'gen_ai.request.model': model.modelId,
      ...(ids?.runId ? { [SPAN_ATTRIBUTES.runId]: ids.runId } : {}),
      ...(ids ? { [SPAN_ATTRIBUTES.threadId]: ids.threadId } : {}),
    },
  });
  return {
    usage(tokens) {
      span.setAttributes({
        'gen_ai.usage.input_tokens': tokens.inputTokens,
        'gen_ai.usage.output_tokens': tokens.outputTokens,
        'duet.usage.estimated': tokens.estimated,
      });
    },
    failed: (error) => failed(span, error),
    end: () => span.end(),
  };
}
