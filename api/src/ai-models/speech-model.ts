/**
 * A connection's voice model: the OpenAI provider's speech model (audio-provider.ts), which posts
 * `{ model, input, voice, response_format }` to the server's /audio/speech and gets the audio back
 * (OpenAI's tts-1, Kokoro-FastAPI, openedai-speech, LocalAI, Speaches all answer it).
 */
import type { SpeechModelV4 } from '@ai-sdk/provider';
import { audioProvider } from './audio-provider.js';

export function serverSpeechModel(baseUrl: string, apiKey: string | null | undefined, model: string): SpeechModelV4 {
  return audioProvider(baseUrl, apiKey).speech(model);
}
