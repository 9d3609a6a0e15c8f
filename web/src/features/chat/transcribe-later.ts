/** The server's speech-to-text (transcribe.ts), fetched when the person first stops speaking. */
export const transcribeLater = (audio: Blob): Promise<string> =>
  import('./transcribe').then((m) => m.transcribe(audio));
