/**
 * What the person said, as text: the recorded audio goes as the body to the server's speech-to-text
 * route (POST /api/v1/voice/transcriptions for a person; a twin's own route for its visitors) and
 * the words come back. Loaded when the person first stops speaking (voice-later.ts).
 */
import { t } from '@lingui/core/macro';
import { postForJson } from '../../session/post-to-api';

export async function transcribe(path: string, audio: Blob): Promise<string> {
  const payload = await postForJson(path, audio, {
    contentType: audio.type || 'audio/webm',
    refused: t`What you said could not be written down. Try again.`,
  });
  const text = (payload as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}
