/**
 * The AI SDK's OpenAI provider (@ai-sdk/openai) for a connection's audio models: its transcription
 * model posts to the server's /audio/transcriptions (transcription-model.ts), its speech model to
 * /audio/speech (speech-model.ts). The OpenAI-compatible provider the chat and embedding models use
 * has neither. Like them it fetches with the SDK's own fetch: an admin's connection may be on this
 * machine or the local network (server-api.ts).
 */
import { createOpenAI, type OpenAIProvider } from '@ai-sdk/openai';

export function audioProvider(baseUrl: string, apiKey: string | null | undefined): OpenAIProvider {
  return createOpenAI({
    baseURL: baseUrl,
    // Given no key the provider would read OPENAI_API_KEY from the environment and send it to this
    // server: a connection without a key sends none instead.
    apiKey: apiKey ?? '',
    ...(apiKey ? {} : { fetch: withoutAuthorization }),
  });
}

/** The provider always writes `Authorization: Bearer <key>`; a keyless server is sent none. */
const withoutAuthorization: typeof fetch = (input, init) => {
  const headers = new Headers(init?.headers);
  headers.delete('authorization');
  return fetch(input, { ...init, headers });
};
