/**
 * The AI models page's choices, kept as one instance setting ("ai"): the default chat model, the
 * model for titles and judgements, the embedding model, the speech-to-text model, the voice model
 * and its voice (model keys, model-keys.ts) and whether people may choose the offline brain.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';

export interface AiSettings {
  defaultChatModel: string | null;
  utilityModel: string | null;
  embeddingModel: string | null;
  /** The model that turns people's recordings into text (voice/); null: speaking to Duet is off. */
  transcriptionModel: string | null;
  /** The model that reads answers aloud (voice/speech.ts); null: answers are read by the browser only. */
  speechModel: string | null;
  /** The voice the speech model speaks with, by the name its server knows ("alloy", "af_heart" …). */
  speechVoice: string;
  offlineAllowed: boolean;
}

/** OpenAI's first voice, which most OpenAI-compatible speech servers also answer to. */
export const DEFAULT_SPEECH_VOICE = 'alloy';

const stored = z
  .object({
    defaultChatModel: z.string().nullable().catch(null),
    utilityModel: z.string().nullable().catch(null),
    embeddingModel: z.string().nullable().catch(null),
    transcriptionModel: z.string().nullable().catch(null),
    speechModel: z.string().nullable().catch(null),
    speechVoice: z.string().min(1).max(64).catch(DEFAULT_SPEECH_VOICE),
    offlineAllowed: z.boolean().catch(true),
  })
  .partial();

const KEY = 'ai';

export const DEFAULT_AI_SETTINGS: AiSettings = {
  defaultChatModel: null,
  utilityModel: null,
  embeddingModel: null,
  transcriptionModel: null,
  speechModel: null,
  speechVoice: DEFAULT_SPEECH_VOICE,
  offlineAllowed: true,
};

export async function readAiSettings(db: Db): Promise<AiSettings> {
  const row = await db.instanceSetting.findUnique({ where: { key: KEY } });
  const parsed = stored.safeParse(row?.value ?? {});
  return { ...DEFAULT_AI_SETTINGS, ...(parsed.success ? parsed.data : {}) };
}

/** Changes some of the settings; the rest stay. */
export async function writeAiSettings(db: Db, patch: Partial<AiSettings>): Promise<AiSettings> {
  const next = { ...(await readAiSettings(db)), ...patch };
  const value = next as unknown as object;
  await db.instanceSetting.upsert({ where: { key: KEY }, create: { key: KEY, value }, update: { value } });
  return next;
}
