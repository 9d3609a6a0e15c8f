/**
 * Records the microphone for the server's speech-to-text (speech-input.ts): MediaRecorder, in the
 * first format the browser can make of those the server takes. Loaded when the microphone is first
 * pressed, so the composer carries none of it until then.
 */

/** The formats the server takes, best first (Chromium and Firefox make WebM, Safari MP4). */
const FORMATS = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'];

export interface Recording {
  /** The microphone being recorded (a voice conversation listens to its level: VoiceConversation/utterance.ts). */
  stream: MediaStream;
  /** Stops and gives what was said (an empty Blob when nothing was recorded). */
  stop(): Promise<Blob>;
  /** Stops and drops it. */
  cancel(): void;
}

/** Starts recording; refuses (a DOMException, e.g. NotAllowedError) when the microphone is not given. */
export async function startRecording(): Promise<Recording> {
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const mimeType = FORMATS.find((type) => MediaRecorder.isTypeSupported(type));
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const release = () => stream.getTracks().forEach((track) => track.stop());
  const stopped = new Promise<Blob>((resolve) => {
    recorder.onstop = () => {
      release();
      // The container's type without its codec: what the server is told in Content-Type.
      resolve(new Blob(chunks, { type: (recorder.mimeType || mimeType || 'audio/webm').split(';')[0] }));
    };
  });
  recorder.start();
  return {
    stream,
    stop: () => {
      if (recorder.state !== 'inactive') recorder.stop();
      return stopped;
    },
    cancel: () => {
      chunks.length = 0;
      if (recorder.state !== 'inactive') recorder.stop();
      release();
    },
  };
}

/** What a dictation through the server tells the composer (speech-input.ts). */
export interface DictationEvents {
  /** The microphone is given: listening. */
  listening: () => void;
  /** The recording is on its way to text (true), or back (false). */
  transcribing: (on: boolean) => void;
  /** What was said, written down. */
  text: (text: string) => void;
  /** Something went wrong: one of speech-input.ts's reasons, or the server's own words. */
  problem: (reason: 'no-speech' | 'not-allowed' | 'unavailable' | { said: string }) => void;
}

export interface Dictation {
  /** Stops recording and sends what was said to be written down. */
  finish(): void;
  cancel(): void;
}

/** Records until `finish`, then has `transcribe` write it down; null when the microphone is refused. */
export async function dictate(
  transcribe: (audio: Blob) => Promise<string>,
  on: DictationEvents,
): Promise<Dictation | null> {
  let recording: Recording;
  try {
    recording = await startRecording();
  } catch (error) {
    on.problem(error instanceof DOMException && error.name === 'NotAllowedError' ? 'not-allowed' : 'unavailable');
    return null;
  }
  on.listening();
  return {
    cancel: () => recording.cancel(),
    finish: () => {
      void recording.stop().then(async (audio) => {
        if (audio.size === 0) return;
        on.transcribing(true);
        try {
          const heard = (await transcribe(audio)).trim();
          if (heard) on.text(heard);
          else on.problem('no-speech');
        } catch (error) {
          on.problem(error instanceof Error && error.message ? { said: error.message } : 'unavailable');
        } finally {
          on.transcribing(false);
        }
      });
    },
  };
}
