/**
 * POST /api/v1/voice/transcriptions (the recorded audio as the body): what the person said, as text,
 * through the speech-to-text model the admin chose. The composer's microphone uses it when
 * `viewer.voice.transcription` says the server can (ChatRoute.tsx, ThreadComposer.tsx).
 */
import { errorText } from '../../relay/error-text';
import { requestIdentity } from '../../session/embed-identity';
import { AuthRequiredError, forcedLogout } from '../../session/forced-logout';

export async function transcribe(audio: Blob): Promise<string> {
  const identity = requestIdentity();
  const response = await fetch('/api/v1/voice/transcriptions', {
    method: 'POST',
    credentials: identity.credentials,
    headers: { ...identity.headers, 'content-type': audio.type || 'audio/webm', 'x-duet-csrf': '1' },
    body: audio,
  });
  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 401) {
    forcedLogout();
    throw new AuthRequiredError();
  }
  if (!response.ok) throw new Error(errorText(payload, 'What you said could not be written down. Try again.'));
  const text = (payload as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}
