/**
 * Hears one thing the person says, for a voice conversation (converse.ts): the microphone is
 * recorded (MessageComposer/audio-recorder.ts) until they have spoken and then fallen quiet for
 * a moment. Loaded when a conversation starts.
 */
import { startRecording } from '../MessageComposer/audio-recorder';

/** How loud (root mean square, 0–1) counts as speech, at the least; a noisy room raises it. */
const SPEECH_LEVEL = 0.02;
/** The quiet after speech that ends what was said. */
const PAUSE_MS = 1200;
/** One utterance is at most this long: it is sent even if the room never falls quiet. */
const LONGEST_MS = 60_000;
const TICK_MS = 50;

/** The level of one frame of the microphone (root mean square of its samples). */
function levelOf(samples: Float32Array): number {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

/**
 * Records until the person has spoken and paused (or `signal` ends it: then an empty Blob).
 * `listening` once the microphone is given; refuses (a DOMException) when it is not.
 */
export async function recordUtterance(signal: AbortSignal, on: { listening: () => void }): Promise<Blob> {
  const recording = await startRecording();
  if (signal.aborted) {
    recording.cancel();
    return new Blob();
  }
  on.listening();
  const context = new AudioContext();
  // Started by the person's press, but after the microphone was asked for: it may wait to be resumed.
  if (context.state === 'suspended') void context.resume();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(recording.stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const began = Date.now();
  // The room's own noise (its quietest over the first frames) sets how loud speech must be.
  let floor = Infinity;
  let frames = 0;
  let spokeAt = 0;
  try {
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        const level = levelOf(samples);
        const now = Date.now();
        if (frames < 10) floor = Math.min(floor, level);
        frames++;
        if (level > Math.max(SPEECH_LEVEL, floor * 3)) spokeAt = now;
        const paused = spokeAt > 0 && now - spokeAt > PAUSE_MS;
        if (paused || now - began > LONGEST_MS || signal.aborted) {
          clearInterval(timer);
          resolve();
        }
      }, TICK_MS);
    });
  } finally {
    void context.close();
  }
  if (signal.aborted || spokeAt === 0) {
    recording.cancel();
    return new Blob();
  }
  return recording.stop();
}
