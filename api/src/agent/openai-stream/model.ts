/**
 * The OpenAI-compatible chat model: the AI SDK's provider (@ai-sdk/openai-compatible)
 * with a leaner streaming response path (README.md in this folder).
 *
 * The request is the SDK's: `prepareRequest` (its public "the body doGenerate
 * would send") plus the two stream fields its doStream adds. Non-streaming calls
 * (summaries through generateText) and any call we do not handle (files, JSON
 * response formats, provider options, extra headers …) go to the SDK model itself.
 *
 * Why our own response path: the SDK's doStream pipes undici's fetch body
 * through TextDecoderStream → EventSourceParserStream → a zod-validating
 * TransformStream → a converting TransformStream, five web-stream stages and a
 * zod parse per chunk. With 200 answers streaming at 50 chunks/s that was a
 * third of the server's CPU and much of its garbage (bench/RESULTS.md). Here one
 * node:http response is parsed in place (SSE lines → JSON → stream parts, the
 * SDK's mapping, tool calls assembled by the SDK's StreamingToolCallTracker) into
 * the one ReadableStream the LanguageModelV4 contract asks for.
 */
import { OpenAICompatibleChatLanguageModel, VERSION, createOpenAICompatible } from '@ai-sdk/openai-compatible';
import {
  APICallError,
  type LanguageModelV4,
  type LanguageModelV4CallOptions,
  type LanguageModelV4StreamPart,
  type LanguageModelV4StreamResult,
} from '@ai-sdk/provider';
import { ChunkMapper, PROVIDER } from './chunk-mapper.js';
import { apiError, send, SseLines } from './transport.js';

export interface OpenAICompatibleSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
}

/** Call options the lean path handles; anything else set means the SDK's own doStream. */
const HANDLED = new Set(['prompt', 'tools', 'toolChoice', 'abortSignal', 'includeRawChunks']);

function handled(options: LanguageModelV4CallOptions): boolean {
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined && !HANDLED.has(key)) return false;
  }
  if (options.includeRawChunks) return false;
  // Text, tool calls and tool results only (what the runner sends); files and reasoning go to the SDK.
  for (const message of options.prompt) {
    if (message.providerOptions) return false;
    if (typeof message.content === 'string') continue;
    for (const part of message.content) {
      if (part.type !== 'text' && part.type !== 'tool-call' && part.type !== 'tool-result') return false;
      if (part.providerOptions) return false;
    }
  }
  return true;
}

export class OpenAICompatibleModel implements LanguageModelV4 {
  readonly specificationVersion = 'v4';
  readonly provider: string;
  readonly modelId: string;
  readonly supportedUrls: LanguageModelV4['supportedUrls'];
  private readonly url: URL;
  private readonly headers: Record<string, string>;

  constructor(
    private readonly sdk: OpenAICompatibleChatLanguageModel,
    settings: OpenAICompatibleSettings,
  ) {
    this.provider = sdk.provider;
    this.modelId = sdk.modelId;
    this.supportedUrls = sdk.supportedUrls;
    this.url = new URL(`${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`);
    this.headers = {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      'user-agent': `ai-sdk/openai-compatible/${VERSION} duet`,
      ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}),
    };
  }

  doGenerate(options: LanguageModelV4CallOptions) {
    return this.sdk.doGenerate(options);
  }

  async doStream(options: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamResult> {
    if (!handled(options)) return this.sdk.doStream(options);
    const { body: args, warnings } = await this.sdk.prepareRequest(options);
    const body = { ...args, stream: true, stream_options: { include_usage: true } };
    const url = this.url.href;
    const signal = options.abortSignal;
    signal?.throwIfAborted();
    // Sent from its own function: the request body (~10 KB of prompt) is not kept alive by the
    // closures below for as long as the answer streams.
    const response = await send(this.url, this.headers, body, signal);

    const responseHeaders: Record<string, string> = {};
    for (const [key, value] of Object.entries(response.headers)) {
      if (value !== undefined) responseHeaders[key] = Array.isArray(value) ? value.join(', ') : value;
    }
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && response.headers.location) {
      // A redirect (e.g. a proxy moving to https): the SDK's fetch follows it.
      response.resume();
      return this.sdk.doStream(options);
    }
    if (status < 200 || status > 299) {
      let text = '';
      response.setEncoding('utf8');
      for await (const c of response) text += c as string;
      throw apiError(url, body, status, response.statusMessage ?? '', responseHeaders, text);
    }

    let controller!: ReadableStreamDefaultController<LanguageModelV4StreamPart>;
    let closed = false;
    const stream = new ReadableStream<LanguageModelV4StreamPart>(
      {
        start(c) {
          controller = c;
        },
        pull() {
          if (response.isPaused()) response.resume();
        },
        cancel() {
          closed = true;
          response.destroy();
        },
      },
      { highWaterMark: 64 },
    );
    const out = {
      enqueue(part: LanguageModelV4StreamPart) {
        if (!closed) controller.enqueue(part);
      },
    };
    out.enqueue({ type: 'stream-start', warnings });
    const mapper = new ChunkMapper(out);
    const lines = new SseLines((data) => mapper.data(data));
    response.setEncoding('utf8');
    response.on('data', (text: string) => {
      lines.push(text);
      // A consumer that does not keep up holds the socket instead of a growing queue.
      if (!closed && (controller.desiredSize ?? 1) <= 0) response.pause();
    });
    response.on('end', () => {
      if (closed) return;
      mapper.end();
      closed = true;
      controller.close();
    });
    response.on('error', (error) => {
      if (closed) return;
      closed = true;
      controller.error(signal?.aborted ? signal.reason : error);
    });
    response.on('close', () => {
      // The connection went away before the response ended (server crash, abort).
      if (closed) return;
      closed = true;
      controller.error(
        signal?.aborted
          ? signal.reason
          : new APICallError({
              message: 'The AI provider closed the connection mid-answer.',
              url,
              requestBodyValues: undefined,
              isRetryable: true,
            }),
      );
    });
    return { stream, request: { body }, response: { headers: responseHeaders } };
  }
}

/** The OpenAI-compatible chat model for these settings: the SDK's, with our streaming response path. */
export function createOpenAICompatibleModel(settings: OpenAICompatibleSettings): LanguageModelV4 {
  const sdk = createOpenAICompatible({
    name: PROVIDER,
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    includeUsage: true,
    // Judgements ask for JSON fitting a schema (agent/memory-judgements.ts): send the schema itself.
    supportsStructuredOutputs: true,
  }).chatModel(settings.model);
  if (!(sdk instanceof OpenAICompatibleChatLanguageModel))
    throw new Error('unexpected @ai-sdk/openai-compatible chat model');
  return new OpenAICompatibleModel(sdk, settings);
}
