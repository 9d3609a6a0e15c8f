/**
 * Counts the tokens of the model calls that are not an answer's stream — titles, judgements,
 * summaries, story readings — as the usage of the work they run for (usage/usage-context.ts). Only
 * generate calls are wrapped: an answer's stream is counted by the agent loop from its own events,
 * so the streaming path gains no stage.
 */
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';
import type { ModelCallCounter } from './ports.js';
import { estimateTokens } from '../words/token-estimate.js';

export function countingGenerateCalls(
  model: LanguageModelV4,
  sink: ModelCallCounter | undefined,
  connection?: string,
): LanguageModelV4 {
  if (!sink) return model;
  return wrapLanguageModel({
    model,
    middleware: {
      wrapGenerate: async ({ doGenerate, params }) => {
        const result = await doGenerate();
        const input = result.usage.inputTokens.total;
        const output = result.usage.outputTokens.total;
        const reported = input !== undefined && output !== undefined;
        const text = result.content.reduce((n, part) => n + (part.type === 'text' ? part.text.length : 0), 0);
        sink.recordHere({
          model: model.modelId,
          ...(connection ? { provider: connection } : {}),
          inputTokens: reported ? input : estimateTokens(JSON.stringify(params.prompt).length),
          outputTokens: reported ? output : estimateTokens(text),
          estimated: !reported,
        });
        return result;
      },
    },
  });
}
