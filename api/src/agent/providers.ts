/**
 * The provider registry: which language model answers, by config.ai.provider.
 * 'local' (default) is the in-process deterministic model; 'openai-compatible'
 * talks to any chat-completions server (OpenAI, Ollama, vLLM, llama.cpp).
 */
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModelV4 } from '@ai-sdk/provider';
import { generateText } from 'ai';
import type { Config } from '../config.js';
import { extractiveSummary, transcript } from './compaction.js';
import type { PickedFact, Provider } from './contract.js';
import type { LocalPolicy } from './local/local-decision.js';
import { LocalLanguageModel, type LocalModelOptions } from './local/local-model.js';
import { createOpenAICompatibleModel } from './openai-stream/model.js';
import { pickFactsWithModel } from './fact-picking.js';
import { modelJudges } from './memory-judgements.js';
import type { ModelCallCounter } from './ports.js';
import { languageLine } from './prompts.js';
import { readStoriesWithModel } from './story-reading.js';
import { cleanTitle, localTitle, TITLE_INSTRUCTIONS } from './titles.js';
import { countingGenerateCalls } from './usage-middleware.js';

const keepAll = async (statements: readonly string[]): Promise<PickedFact[]> =>
  statements.map((content, index) => ({ index, content }));

const TITLE_INPUT_MAX = 2000;

/** A policy the offline model can decide by in place of the offline brain's (local/local-model.ts). */
export type OfflinePolicy = LocalPolicy;

export interface ProviderOptions {
  local?: LocalModelOptions;
  /** Retries of a failed provider call (the SDK's backoff). */
  maxRetries?: number;
  /** Where the tokens of titles, judgements and summaries are counted (agent/usage-middleware.ts). */
  usage?: ModelCallCounter;
  /** The connection's name, for the metrics' `provider` label (contract.ts ChatModel.connection). */
  connection?: string;
}

export const SUMMARY_INSTRUCTIONS =
  'Summarise this conversation between a user and their assistant in at most 10 short lines. ' +
  'Keep every fact the user stated about themselves, decisions and open questions. No preamble.';

/** Which model a provider talks to: the offline local one, or one on an OpenAI-compatible server. */
export type ModelSpec =
  { kind: 'local'; model: string } | { kind: 'openai-compatible'; baseUrl: string; apiKey?: string; model: string };

/** The environment's model (AI_PROVIDER, AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export function modelSpecOf(ai: Config['ai']): ModelSpec {
  if (ai.provider === 'local') return { kind: 'local', model: ai.model };
  if (!ai.baseUrl) throw new Error('AI_BASE_URL is required for the openai-compatible provider');
  return { kind: 'openai-compatible', baseUrl: ai.baseUrl, apiKey: ai.apiKey, model: ai.model };
}

/**
 * A provider for `spec` (by default the environment's model), with the settings of config.ai
 * (context budget, stream reader).
 */
export function createProvider(
  ai: Config['ai'],
  options: ProviderOptions = {},
  spec: ModelSpec = modelSpecOf(ai),
): Provider {
  const maxChars = ai.contextTokens; // a quarter of the budget, in characters
  if (spec.kind === 'local') {
    return {
      model: new LocalLanguageModel({ modelId: spec.model, ...options.local }),
      modelName: spec.model,
      summarise: async (previous, older) => extractiveSummary(previous, older, maxChars),
      title: async (userMessage) => localTitle(userMessage),
      pickFacts: keepAll,
    };
  }
  const model = createOpenAICompatibleModel({ baseUrl: spec.baseUrl, apiKey: spec.apiKey, model: spec.model });
  // The calls below (titles, judgements, summaries, story readings) count their tokens; answers stream from `model`.
  const generating = countingGenerateCalls(model, options.usage, options.connection);
  /** One instructed completion: the model's text. */
  const ask = async (instructions: string, prompt: string, signal?: AbortSignal, maxOutputTokens?: number) =>
    (
      await generateText({
        model: generating,
        instructions,
        prompt,
        abortSignal: signal,
        maxOutputTokens,
        maxRetries: options.maxRetries ?? 2,
      })
    ).text;
  return {
    model,
    modelName: spec.model,
    summarise: async (previous, older, signal) => {
      const text = await ask(SUMMARY_INSTRUCTIONS, transcript(previous, older), signal);
      return text.trim().slice(0, maxChars) || extractiveSummary(previous, older, maxChars);
    },
    title: async (userMessage, answer, signal, locale) => {
      const prompt = `User: ${userMessage.slice(0, TITLE_INPUT_MAX)}\n\nAssistant: ${answer.slice(0, TITLE_INPUT_MAX)}`;
      // The person's language, after the instructions the test servers know a title request by.
      const instructions = locale ? `${TITLE_INSTRUCTIONS}\n${languageLine(locale)}` : TITLE_INSTRUCTIONS;
      return cleanTitle(await ask(instructions, prompt, signal, 32)) ?? localTitle(userMessage);
    },
    pickFacts: (statements, signal) =>
      pickFactsWithModel(generating, statements, { maxRetries: options.maxRetries ?? 2, signal }),
    judges: modelJudges(generating, options.maxRetries ?? 2),
    readStories: (stories) => readStoriesWithModel(generating, stories, { maxRetries: options.maxRetries ?? 2 }),
  };
}

/** An OpenAI-compatible server's embedding model. */
export function serverEmbeddingModel(baseUrl: string, apiKey: string | undefined, model: string): EmbeddingModelV4 {
  return createOpenAICompatible({ name: 'openai-compatible', baseURL: baseUrl, apiKey }).embeddingModel(model);
}
