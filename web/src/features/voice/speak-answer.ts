/**
 * An answer read aloud by the server's voice model: POST {message_id, part} to the speech route
 * (POST /api/v1/voice/speech for a person; a twin's own route for its visitors) answers one part
 * of it as audio, and `Duet-Speech-Parts` says how many there are. The first part is short so the
 * voice starts soon; the next is fetched while one plays. Loaded at the first Read aloud.
 */
import { t } from '@lingui/core/macro';
import { postToApi } from '../../session/post-to-api';

interface Part {
  audio: Blob;
  parts: number;
}

async function fetchPart(path: string, messageId: string, part: number, signal: AbortSignal): Promise<Part> {
  const response = await postToApi(path, JSON.stringify({ message_id: messageId, part }), {
    contentType: 'application/json',
    refused: t`Duet couldn’t read this answer aloud. Try again.`,
    signal,
  });
  const parts = Number(response.headers.get('duet-speech-parts') ?? '1');
  return { audio: await response.blob(), parts: Number.isInteger(parts) && parts > 0 ? parts : 1 };
}

/** Plays one part; resolves when it has played, or at once when `signal` stops it. */
async function play(audio: Blob, signal: AbortSignal): Promise<void> {
  const url = URL.createObjectURL(audio);
  const player = new Audio(url);
  try {
    await new Promise<void>((resolve, reject) => {
      const stop = () => {
        player.pause();
        resolve();
      };
      signal.addEventListener('abort', stop, { once: true });
      player.onended = () => resolve();
      player.onerror = () => reject(new Error(t`This browser couldn’t play Duet’s voice.`));
      player.play().catch((error: unknown) => {
        const blocked = error instanceof DOMException && error.name === 'NotAllowedError';
        reject(
          new Error(
            blocked
              ? t`The browser blocked the sound: press Read aloud to hear it.`
              : t`This browser couldn’t play Duet’s voice.`,
          ),
        );
      });
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Reads the answer `messageId` aloud, part after part, until the end or `signal`. */
export async function speakAnswer(path: string, messageId: string, signal: AbortSignal): Promise<void> {
  let next = fetchPart(path, messageId, 0, signal);
  for (let part = 0; ; part++) {
    let current: Part;
    try {
      current = await next;
    } catch (error) {
      if (signal.aborted) return;
      throw error;
    }
    if (part + 1 < current.parts) {
      next = fetchPart(path, messageId, part + 1, signal);
      // Stopped while this part plays, the next one's request is dropped: its failure is no one's.
      next.catch(() => undefined);
    }
    await play(current.audio, signal);
    if (signal.aborted || part + 1 >= current.parts) return;
  }
}
