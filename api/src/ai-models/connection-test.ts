/**
 * "Test" on the AI models page: a real round trip to the server — list its models, one short
 * completion, one embedding and, when it has a speech-to-text model, one short recording written
 * down, when it has a voice model, one short sentence read aloud — each with its outcome in plain
 * words (server-api.ts).
 */
import { embedMany, generateSpeech, generateText, NoSpeechGeneratedError, transcribe } from 'ai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError } from '@ai-sdk/provider';
import { listModels, looksLikeEmbedding, looksLikeSpeech, looksLikeTranscription, plainProblem } from './server-api.js';
import { DEFAULT_SPEECH_VOICE } from './settings.js';
import type { ConnectionCheck, ConnectionTestResult } from './snapshot.js';
import { serverSpeechModel } from './speech-model.js';
import { serverTranscriptionModel, silentWav } from './transcription-model.js';

export interface TestTarget {
  /** The OpenAI-compatible API's base URL (server-api.ts apiBaseUrl). */
  baseUrl: string;
  apiKey: string | null;
  /** The model to ask for a completion (else: one it lists that is not an embedding model). */
  chatModel?: string | null;
  /** The model to ask for an embedding (else: one it lists whose name says embedding; none: skipped). */
  embeddingModel?: string | null;
  /**
   * The model to write down a short recording (else: one it lists whose name says speech to text;
   * none: the check is left out, as most servers have none).
   */
  transcriptionModel?: string | null;
  /** The model to read a short sentence aloud (else: one it lists whose name says so; none: left out). */
  speechModel?: string | null;
  /** The voice to ask it for (default: alloy). */
  speechVoice?: string;
}

const PROMPT = 'Reply with the single word: ready';

export async function testConnection(target: TestTarget, signal?: AbortSignal): Promise<ConnectionTestResult> {
  const checks: ConnectionTestResult['checks'] = [];
  let models: string[] = [];
  try {
    models = await listModels(target.baseUrl, target.apiKey);
    checks.push({
      check: 'models',
      ok: true,
      message: models.length === 1 ? 'Lists 1 model.' : `Lists ${models.length} models.`,
    });
  } catch (error) {
    checks.push({ check: 'models', ok: false, message: plainProblem(error, target.baseUrl) });
    // Nothing else can work when the list does not: say so rather than fail twice more.
    checks.push({ check: 'completion', ok: null, message: 'Not tried: the server did not list its models.' });
    checks.push({ check: 'embedding', ok: null, message: 'Not tried: the server did not list its models.' });
    for (const check of ['transcription', 'speech'] as const) {
      if (target[`${check}Model`])
        checks.push({ check, ok: null, message: 'Not tried: the server did not list its models.' });
    }
    return { ok: false, checks, models };
  }
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: target.baseUrl,
    apiKey: target.apiKey ?? undefined,
  });
  const timeout = AbortSignal.timeout(30_000);
  const abortSignal = signal ? AbortSignal.any([signal, timeout]) : timeout;

  const chatModel =
    target.chatModel ??
    models.find((m) => !looksLikeEmbedding(m) && !looksLikeTranscription(m) && !looksLikeSpeech(m)) ??
    null;
  if (!chatModel) {
    checks.push({ check: 'completion', ok: null, message: 'Not tried: it lists no chat model.' });
  } else {
    try {
      const { text } = await generateText({
        model: provider.chatModel(chatModel),
        prompt: PROMPT,
        maxOutputTokens: 8,
        maxRetries: 0,
        abortSignal,
      });
      checks.push({ check: 'completion', ok: true, message: `${chatModel} answered${text.trim() ? '' : ' (empty)'}.` });
    } catch (error) {
      checks.push({ check: 'completion', ok: false, message: plainProblem(error, target.baseUrl, chatModel) });
    }
  }

  const embeddingModel = target.embeddingModel ?? models.find(looksLikeEmbedding) ?? null;
  if (!embeddingModel) {
    checks.push({
      check: 'embedding',
      ok: null,
      message: 'Not tried: no embedding model listed. Search works by full text without one.',
    });
  } else {
    try {
      const { embeddings } = await embedMany({
        model: provider.embeddingModel(embeddingModel),
        values: ['ready'],
        maxRetries: 0,
        abortSignal,
      });
      checks.push({
        check: 'embedding',
        ok: true,
        message: `${embeddingModel} made a vector of ${embeddings[0]?.length ?? 0} numbers.`,
      });
    } catch (error) {
      checks.push({ check: 'embedding', ok: false, message: plainProblem(error, target.baseUrl, embeddingModel) });
    }
  }

  const transcriptionModel = target.transcriptionModel ?? models.find(looksLikeTranscription) ?? null;
  if (transcriptionModel) {
    try {
      // Half a second of silence: a server that writes it down answers 200 with a JSON `text`.
      await transcribe({
        model: serverTranscriptionModel(target.baseUrl, target.apiKey, transcriptionModel),
        audio: silentWav(),
        maxRetries: 0,
        abortSignal,
      });
      checks.push({ check: 'transcription', ok: true, message: `${transcriptionModel} wrote down a short recording.` });
    } catch (error) {
      checks.push({
        check: 'transcription',
        ok: false,
        message: audioProblem(error, target.baseUrl, transcriptionModel, 'transcription'),
      });
    }
  }

  const speechModel = target.speechModel ?? models.find(looksLikeSpeech) ?? null;
  if (speechModel) checks.push(await speechCheck(target, speechModel, abortSignal));
  return { ok: checks.every((c) => c.ok !== false), checks, models };
}

/** A short sentence read aloud: a server with a voice answers 200 with audio. */
async function speechCheck(
  target: TestTarget,
  model: string,
  abortSignal: AbortSignal,
): Promise<ConnectionTestResult['checks'][number]> {
  try {
    const { audio } = await generateSpeech({
      model: serverSpeechModel(target.baseUrl, target.apiKey, model),
      text: 'Ready.',
      voice: target.speechVoice ?? DEFAULT_SPEECH_VOICE,
      outputFormat: 'wav',
      maxRetries: 0,
      abortSignal,
    });
    if (!audio.mediaType.startsWith('audio/')) {
      return { check: 'speech', ok: false, message: `${model} answered, but not with audio.` };
    }
    return { check: 'speech', ok: true, message: `${model} read a short sentence aloud.` };
  } catch (error) {
    return { check: 'speech', ok: false, message: audioProblem(error, target.baseUrl, model, 'speech') };
  }
}

const NO_ROUTE = {
  transcription: 'has no speech to text: it answered 404 at /audio/transcriptions.',
  speech: 'has no voice: it answered 404 at /audio/speech.',
};
const NOT_ITS_ANSWER = { transcription: 'a transcript (JSON with a "text")', speech: 'audio' };

/** A failed audio check, in plain words: most servers have no audio routes at all. */
function audioProblem(
  error: unknown,
  baseUrl: string,
  model: string,
  check: Extract<ConnectionCheck, 'transcription' | 'speech'>,
): string {
  if (APICallError.isInstance(error)) {
    const status = error.statusCode ?? 0;
    if (status === 404 && !/model/i.test(error.responseBody ?? '')) return `${baseUrl} ${NO_ROUTE[check]}`;
    if (status >= 200 && status < 300) return `${model} answered, but not with ${NOT_ITS_ANSWER[check]}.`;
  }
  if (NoSpeechGeneratedError.isInstance(error)) return `${model} answered, but not with ${NOT_ITS_ANSWER[check]}.`;
  return plainProblem(error, baseUrl, model);
}
