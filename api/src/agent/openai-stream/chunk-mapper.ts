/**
 * Turns chat-completion chunks into LanguageModelV4 stream parts, as the SDK's doStream transform
 * does (text, reasoning, refusals, tool calls, usage, finish), with the SDK's own helpers where
 * it exports them and copies of the ones it does not (each says which).
 */
import {
  InvalidResponseDataError,
  type LanguageModelV4FinishReason,
  type LanguageModelV4StreamPart,
  type LanguageModelV4Usage,
} from '@ai-sdk/provider';
import { StreamingToolCallTracker, generateId } from '@ai-sdk/provider-utils';

/** The provider's name, as the SDK's model names itself in stream parts. */
export const PROVIDER = 'openai-compatible';

export type Json = Record<string, unknown>;
export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The SDK's usage conversion (convertOpenAICompatibleChatUsage, not exported). */
function convertUsage(usage: Json | undefined): LanguageModelV4Usage {
  const num = (v: unknown) => (typeof v === 'number' ? v : undefined);
  if (!usage) {
    return {
      inputTokens: {
        total: undefined,
        noCache: undefined,
        cacheRead: undefined,
        cacheWrite: undefined,
      },
      outputTokens: { total: undefined, text: undefined, reasoning: undefined },
    };
  }
  const prompt = num(usage.prompt_tokens) ?? 0;
  const completion = num(usage.completion_tokens) ?? 0;
  const cached = isObject(usage.prompt_tokens_details) ? (num(usage.prompt_tokens_details.cached_tokens) ?? 0) : 0;
  const reasoning = isObject(usage.completion_tokens_details)
    ? (num(usage.completion_tokens_details.reasoning_tokens) ?? 0)
    : 0;
  return {
    inputTokens: {
      total: prompt,
      noCache: prompt - cached,
      cacheRead: cached,
      cacheWrite: undefined,
    },
    outputTokens: { total: completion, text: Math.max(0, completion - reasoning), reasoning },
    raw: usage as LanguageModelV4Usage['raw'],
  };
}

/** The SDK's finish-reason mapping (mapOpenAICompatibleFinishReason). */
function finishReasonOf(raw: string, hasRefusal: boolean): LanguageModelV4FinishReason['unified'] {
  switch (raw) {
    case 'stop':
      return hasRefusal ? 'content-filter' : 'stop';
    case 'length':
      return 'length';
    case 'content_filter':
      return 'content-filter';
    case 'function_call':
    case 'tool_calls':
      return 'tool-calls';
    default:
      return 'other';
  }
}

/** Text of a delta's `content`: a string, or parts (text; "thinking" parts are reasoning). */
function contentParts(content: unknown): { reasoning: boolean; text: string }[] {
  if (typeof content === 'string') return content ? [{ reasoning: false, text: content }] : [];
  if (!Array.isArray(content)) return [];
  const out: { reasoning: boolean; text: string }[] = [];
  for (const part of content) {
    if (!isObject(part)) continue;
    if (part.type === 'text' && typeof part.text === 'string' && part.text)
      out.push({ reasoning: false, text: part.text });
    else if (part.type === 'thinking' && Array.isArray(part.thinking)) {
      const text = part.thinking
        .map((c: unknown) => (isObject(c) && c.type === 'text' && typeof c.text === 'string' ? c.text : ''))
        .join('');
      if (text) out.push({ reasoning: true, text });
    }
  }
  return out;
}

/**
 * Turns chat-completion chunks into LanguageModelV4 stream parts, as the SDK's
 * doStream transform does (text, reasoning, refusals, tool calls, usage, finish).
 */
export class ChunkMapper {
  private readonly tracker: StreamingToolCallTracker;
  private finishReason: LanguageModelV4FinishReason | undefined;
  private rawFinishReason: string | undefined;
  private usage: Json | undefined;
  private metadataSent = false;
  /** The text or reasoning part that is open (one at a time, with the SDK's ids). */
  private active: 'text' | 'reasoning' | null = null;
  private hasRefusal = false;

  constructor(private readonly out: { enqueue(part: LanguageModelV4StreamPart): void }) {
    this.tracker = new StreamingToolCallTracker(out, { generateId });
  }

  /** Ends the open part (only if it is of `kind`, when given). */
  private close(kind?: 'text' | 'reasoning') {
    if (this.active === null || (kind !== undefined && this.active !== kind)) return;
    this.out.enqueue(
      this.active === 'text' ? { type: 'text-end', id: 'txt-0' } : { type: 'reasoning-end', id: 'reasoning-0' },
    );
    this.active = null;
  }

  private delta(kind: 'text' | 'reasoning', delta: string) {
    if (this.active !== kind) {
      this.close();
      this.out.enqueue(
        kind === 'text' ? { type: 'text-start', id: 'txt-0' } : { type: 'reasoning-start', id: 'reasoning-0' },
      );
      this.active = kind;
    }
    this.out.enqueue(
      kind === 'text'
        ? { type: 'text-delta', id: 'txt-0', delta }
        : { type: 'reasoning-delta', id: 'reasoning-0', delta },
    );
  }

  private fail(error: unknown) {
    this.finishReason = { unified: 'error', raw: undefined };
    this.rawFinishReason = undefined;
    this.out.enqueue({ type: 'error', error });
  }

  /** One SSE event's data. */
  data(raw: string) {
    if (raw === '[DONE]') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      this.fail(
        new InvalidResponseDataError({
          data: raw,
          message: `Invalid JSON in the provider's stream: ${raw.slice(0, 200)}`,
        }),
      );
      return;
    }
    if (isObject(value) && 'error' in value) {
      const e = value.error;
      const message = isObject(e) && typeof e.message === 'string' ? e.message : JSON.stringify(e);
      this.fail(new InvalidResponseDataError({ data: value, message }));
      return;
    }
    if (!isObject(value) || !Array.isArray(value.choices)) {
      this.fail(
        new InvalidResponseDataError({
          data: value,
          message: `Invalid chunk in the provider's stream: ${raw.slice(0, 200)}`,
        }),
      );
      return;
    }
    if (!this.metadataSent && (value.id != null || value.model != null || value.created != null)) {
      this.metadataSent = true;
      this.out.enqueue({
        type: 'response-metadata',
        id: typeof value.id === 'string' ? value.id : undefined,
        modelId: typeof value.model === 'string' ? value.model : undefined,
        timestamp: typeof value.created === 'number' && value.created ? new Date(value.created * 1000) : undefined,
      });
    }
    if (isObject(value.usage)) this.usage = value.usage;
    const choice: unknown = value.choices[0];
    if (!isObject(choice)) return;
    if (typeof choice.finish_reason === 'string') this.rawFinishReason = choice.finish_reason;
    const delta = choice.delta;
    if (!isObject(delta)) return;
    const reasoning = delta.reasoning_content ?? delta.reasoning;
    if (typeof reasoning === 'string' && reasoning) this.delta('reasoning', reasoning);
    for (const part of contentParts(delta.content)) {
      this.delta(part.reasoning ? 'reasoning' : 'text', part.text);
    }
    if (typeof delta.refusal === 'string' && delta.refusal) {
      this.hasRefusal = true;
      this.delta('text', delta.refusal);
    }
    if (Array.isArray(delta.tool_calls) && delta.tool_calls.length > 0) {
      this.close('reasoning');
      for (const call of delta.tool_calls) if (isObject(call)) this.tracker.processDelta(call as never);
    }
  }

  /** The end of the response: close open parts, finish tool calls, report usage and the reason. */
  end() {
    this.close();
    this.tracker.flush();
    if (this.rawFinishReason != null) {
      this.finishReason = {
        unified: finishReasonOf(this.rawFinishReason, this.hasRefusal),
        raw: this.rawFinishReason,
      };
    }
    if (this.finishReason == null) {
      this.finishReason = { unified: 'error', raw: undefined };
      this.out.enqueue({
        type: 'error',
        error: new InvalidResponseDataError({
          data: undefined,
          message: 'Response stream ended without a finish reason.',
        }),
      });
    }
    this.out.enqueue({
      type: 'finish',
      finishReason: this.finishReason,
      usage: convertUsage(this.usage),
      providerMetadata: { [PROVIDER]: {} },
    });
  }
}
