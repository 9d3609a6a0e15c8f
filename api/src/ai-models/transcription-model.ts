/**
 * A connection's speech-to-text model: the OpenAI provider's transcription model (audio-provider.ts),
 * which posts the audio to the server's /audio/transcriptions as a multipart form.
 */
import type { TranscriptionModelV4 } from '@ai-sdk/provider';
import { audioProvider } from './audio-provider.js';

export function serverTranscriptionModel(
  baseUrl: string,
  apiKey: string | null | undefined,
  model: string,
): TranscriptionModelV4 {
  return audioProvider(baseUrl, apiKey).transcription(model);
}

/**
 * A short recording for the connection's test: `seconds` of silence, 16 kHz, mono, 16-bit PCM, in a
 * WAV file with its RIFF header.
 */
export function silentWav(seconds = 0.5, sampleRate = 16_000): Uint8Array {
  const samples = Math.round(seconds * sampleRate);
  const dataBytes = samples * 2;
  const wav = new Uint8Array(44 + dataBytes);
  const view = new DataView(wav.buffer);
  const text = (offset: number, value: string) => {
    for (let i = 0; i < value.length; i++) wav[offset + i] = value.charCodeAt(i);
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true); // the fmt chunk's size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per sample frame
  view.setUint16(34, 16, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, dataBytes, true);
  return wav; // the samples are zeros: silence
}
