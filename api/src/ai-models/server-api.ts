/**
 * Talking to an AI server an admin added: where its OpenAI-compatible API is, the models it lists,
 * and what went wrong, in plain words. An admin's connection may be on this machine or the local
 * network (Ollama on 127.0.0.1:11434 is the usual case): AI servers are the operator's own
 * infrastructure, like DATABASE_URL, so no address is refused here (docs/decisions/ai-connections.md).
 */
import { APICallError } from '@ai-sdk/provider';
import { errorCode } from '../net/error-code.js';

export type ConnectionKind = 'openai-compatible' | 'ollama';

/** The OpenAI-compatible API's base URL: Ollama's is its address + /v1. */
export function apiBaseUrl(kind: ConnectionKind, baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return kind === 'ollama' && !/\/v1$/.test(trimmed) ? `${trimmed}/v1` : trimmed;
}

/** A failure worth showing an admin as it is. */
export class ServerProblem extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ServerProblem';
  }
}

const TIMEOUT_MS = 15_000;

/** An error of a call to `url`, in the words an admin acts on. */
export function plainProblem(error: unknown, url: string, model?: string): string {
  if (error instanceof ServerProblem) return error.message;
  const status = error instanceof APICallError ? error.statusCode : undefined;
  const body = error instanceof APICallError ? (error.responseBody ?? '') : '';
  const detail = `${error instanceof Error ? error.message : String(error)} ${body}`;
  if (status !== undefined) return statusProblem(status, detail, url, model);
  const code = errorCode(error);
  if (code === 'ECONNREFUSED') return `Couldn't reach ${url}: nothing answered there.`;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return `Couldn't reach ${url}: no server has that name.`;
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return `${url} closed the connection before answering.`;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `${url} didn't answer within ${TIMEOUT_MS / 1000} seconds.`;
  }
  return `Couldn't reach ${url}: ${deepestMessage(error)}.`;
}

/** fetch says only "fetch failed": what failed is in its cause. */
function deepestMessage(error: unknown): string {
  let message = error instanceof Error ? error.message : String(error);
  let current: unknown = error;
  for (let i = 0; i < 5 && current instanceof Error; i++) {
    if (current.message) message = current.message;
    current = current.cause;
  }
  return message.replace(/\.$/, '');
}

function statusProblem(status: number, detail: string, url: string, model?: string): string {
  if (status === 401 || status === 403) return `The server refused the key (${status}).`;
  if (model && (status === 404 || /model/i.test(detail)) && /not.?found|does not exist|no such|unknown/i.test(detail)) {
    return `No model named “${model}” on this server.`;
  }
  if (status === 404) {
    return `${url} doesn't look like an OpenAI-compatible API (404): check the address, which often ends in /v1.`;
  }
  if (status === 429) return 'The server says too many requests (429): try again in a moment.';
  const said = detail.replace(/\s+/g, ' ').trim().slice(0, 200);
  return `The server answered ${status}${said ? `: ${said}` : ''}.`;
}

/** The models the server lists (GET /models), by name, sorted. */
export async function listModels(baseUrl: string, apiKey: string | null): Promise<string[]> {
  const url = `${baseUrl}/models`;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ServerProblem(plainProblem(error, baseUrl));
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new ServerProblem(statusProblem(res.status, text, baseUrl));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ServerProblem(`${baseUrl} answered, but not with a list of models: check the address.`);
  }
  const data = (body as { data?: unknown }).data;
  if (!Array.isArray(data)) throw new ServerProblem(`${baseUrl} answered, but not with a list of models.`);
  const names = data
    .map((m) => (m && typeof m === 'object' ? (m as { id?: unknown }).id : null))
    .filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= 200);
  return [...new Set(names)].sort((a, b) => a.localeCompare(b));
}

/** Whether a model's name says it makes embeddings (text-embedding-3-small, nomic-embed-text, bge-m3 …). */
export const looksLikeEmbedding = (name: string) => /embed|bge-|e5-|minilm|gte-/i.test(name);

/** Whether a model's name says it turns speech into text (whisper-1, gpt-4o-transcribe, parakeet …). */
export const looksLikeTranscription = (name: string) => /whisper|transcri|parakeet|speech-to-text|\bstt\b/i.test(name);

/** Whether a model's name says it reads text aloud (tts-1, gpt-4o-mini-tts, kokoro, piper …). */
export const looksLikeSpeech = (name: string) =>
  /\b(x?tts|kokoro|piper|orpheus|bark|speecht5)\b|text-to-speech/i.test(name);
