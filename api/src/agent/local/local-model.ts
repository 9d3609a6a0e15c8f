/**
 * The local provider: an in-process, offline, deterministic LanguageModelV4.
 * It behaves like a tool-using model: first it calls tools to retrieve facts
 * (or to save them), then, on the next step, it reads the tool results in the
 * prompt and composes its answer only from them. Which agent it plays, and its
 * settings, come with the call as data (prompt-reading.ts hintsOf). Text streams in small chunks.
 */
import { randomUUID } from 'node:crypto';
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';
import { shortened, wantsBrief } from './answer-style.js';
import { brainPolicy } from './brain-policy.js';
import type { AnswerGate } from './answer-gate.js';
import { offlineWords } from '../offline-brain.js';
import { i18nFor } from '../../words/i18n.js';
import { answer, type LocalDecision, type LocalPolicy } from './local-decision.js';
import { profilePalPolicy } from './profile-pal-policy.js';
import { hintsOf, readPrompt } from './prompt-reading.js';
import type { AgentType } from '../contract.js';
import { testingPolicy } from './testing-policy.js';
import { twinPolicy } from './twin-policy.js';

export interface LocalModelOptions {
  modelId?: string;
  /** Pause between streamed chunks, so streaming looks smooth in a browser (0 in tests). */
  chunkDelayMs?: number;
  /** Words per streamed text chunk. */
  wordsPerChunk?: number;
  /** Tool call ids (unique per call by default). */
  generateId?: () => string;
  /** Held by tests to pause answers after their first chunk (answer-gate.ts). */
  gate?: AnswerGate;
  /**
   * Decides in place of the offline brain: the tests' scripted model (api/test/support/scripted-model.ts)
   * plugs in here and keeps this shell's streaming, token counts and gate.
   */
  decide?: LocalPolicy;
}

const POLICIES: Record<AgentType, LocalPolicy> = {
  private_brain: brainPolicy,
  profile_pal: profilePalPolicy,
  public_twin: twinPolicy,
  self_twin: twinPolicy,
  testing: testingPolicy,
};

/** The agent it plays: the one the call names (contract.ts TurnHints); a call that names none gets the plain answer. */
function policyFor(agent: AgentType | null): LocalPolicy {
  return agent ? POLICIES[agent] : (view) => answer(offlineWords(i18nFor(view.hints.locale), null).answer);
}

/** Splits text into chunks of a few words, keeping every character. */
export function textChunks(text: string, wordsPerChunk: number): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk) {
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  }
  return chunks;
}

const estimate = (chars: number) => Math.ceil(chars / 4);

function usage(inputChars: number, outputChars: number): LanguageModelV4Usage {
  return {
    inputTokens: { total: estimate(inputChars), noCache: estimate(inputChars), cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: estimate(outputChars), text: estimate(outputChars), reasoning: 0 },
  };
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

export class LocalLanguageModel implements LanguageModelV4 {
  readonly specificationVersion = 'v4' as const;
  readonly provider = 'duet.local';
  readonly modelId: string;
  readonly supportedUrls = {};
  private readonly chunkDelayMs: number;
  private readonly wordsPerChunk: number;
  private readonly generateId: () => string;
  private readonly gate: AnswerGate | undefined;
  private readonly policy: LocalPolicy | undefined;

  constructor(options: LocalModelOptions = {}) {
    this.modelId = options.modelId ?? 'duet-local';
    this.chunkDelayMs = options.chunkDelayMs ?? 15;
    this.wordsPerChunk = Math.max(1, options.wordsPerChunk ?? 3);
    this.generateId = options.generateId ?? (() => `call_${randomUUID().replace(/-/g, '')}`);
    this.gate = options.gate;
    this.policy = options.decide;
  }

  private decide(options: LanguageModelV4CallOptions): {
    decision: LocalDecision;
    inputChars: number;
    userText: string;
  } {
    const hints = hintsOf(options);
    const view = readPrompt(options.prompt, hints);
    const toolNames = new Set((options.tools ?? []).filter((t) => t.type === 'function').map((t) => t.name));
    const policy = this.policy ?? policyFor(hints.agent);
    const decision = policy({ ...view, tools: toolNames });
    // The brain keeps to the length the person asked for (their personal instructions).
    const brief = policy === brainPolicy && decision.kind === 'text' && wantsBrief(hints);
    return {
      decision: brief ? answer(shortened(decision.text)) : decision,
      inputChars: view.chars,
      userText: view.userText,
    };
  }

  async doGenerate(options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> {
    const { decision, inputChars } = this.decide(options);
    const content: LanguageModelV4Content[] =
      decision.kind === 'text'
        ? [{ type: 'text', text: decision.text }]
        : decision.calls.map((c) => ({
            type: 'tool-call' as const,
            toolCallId: this.generateId(),
            toolName: c.toolName,
            input: JSON.stringify(c.input),
          }));
    const outputChars = decision.kind === 'text' ? decision.text.length : JSON.stringify(content).length;
    return {
      content,
      finishReason:
        decision.kind === 'text' ? { unified: 'stop', raw: 'stop' } : { unified: 'tool-calls', raw: 'tool_calls' },
      usage: usage(inputChars, outputChars),
      warnings: [],
    };
  }

  async doStream(options: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamResult> {
    const { decision, inputChars, userText } = this.decide(options);
    const signal = options.abortSignal;
    const parts = this.streamParts(decision, inputChars);
    const delay = this.chunkDelayMs;
    const gate = this.gate;
    // The gate is passed once, after the first text chunk went out: the client has seen the answer begin.
    let gateAhead = gate !== undefined;
    let textSent = false;
    const stream = new ReadableStream<LanguageModelV4StreamPart>({
      async pull(controller) {
        if (gateAhead && textSent) {
          gateAhead = false;
          await gate!.pass(userText, signal);
        }
        const next = parts.next();
        if (next.done || signal?.aborted) {
          controller.close();
          return;
        }
        if (next.value.type === 'text-delta') await sleep(delay, signal);
        if (signal?.aborted) controller.close();
        else {
          controller.enqueue(next.value);
          if (next.value.type === 'text-delta') textSent = true;
        }
      },
    });
    return { stream };
  }

  private *streamParts(decision: LocalDecision, inputChars: number): Generator<LanguageModelV4StreamPart> {
    yield { type: 'stream-start', warnings: [] };
    yield { type: 'response-metadata', modelId: this.modelId };
    if (decision.kind === 'tools') {
      let outputChars = 0;
      for (const call of decision.calls) {
        const id = this.generateId();
        const input = JSON.stringify(call.input);
        outputChars += input.length;
        yield { type: 'tool-input-start', id, toolName: call.toolName };
        yield { type: 'tool-input-delta', id, delta: input };
        yield { type: 'tool-input-end', id };
        yield { type: 'tool-call', toolCallId: id, toolName: call.toolName, input };
      }
      yield {
        type: 'finish',
        finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
        usage: usage(inputChars, outputChars),
      };
      return;
    }
    yield { type: 'text-start', id: 'text-0' };
    for (const delta of textChunks(decision.text, this.wordsPerChunk)) {
      yield { type: 'text-delta', id: 'text-0', delta };
    }
    yield { type: 'text-end', id: 'text-0' };
    yield {
      type: 'finish',
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: usage(inputChars, decision.text.length),
    };
  }
}
