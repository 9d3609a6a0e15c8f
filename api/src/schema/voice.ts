/**
 * Voice over GraphQL (voice/): whether the server writes down what a person says and reads answers
 * aloud, and how many of today's minutes of voice they have left (User.voice, read as viewer {
 * voice }). The audio itself goes over REST: POST /api/v1/voice/transcriptions and
 * /api/v1/voice/speech (rest/voice.ts).
 */
import { speechFor } from '../voice/speech.js';
import { transcriptionFor } from '../voice/transcription.js';
import { secondsLeftToday } from '../voice/voice-minutes.js';
import { builder } from './builder.js';
import { UserRef } from './user.js';

const VoiceRef = builder
  .objectRef<{ transcription: boolean; speech: boolean; minutesLeftToday: number; minutesPerDay: number }>('Voice')
  .implement({
    description:
      "Voice: what you say is written down by the server's speech-to-text model, and answers are read aloud by its voice model.",
    fields: (t) => ({
      transcription: t.exposeBoolean('transcription', {
        description:
          'Whether the server writes down speech (an admin chose a speech-to-text model, and VOICE_MINUTES_PER_DAY is not 0): send recordings to POST /api/v1/voice/transcriptions.',
      }),
      speech: t.exposeBoolean('speech', {
        description:
          "Whether the server reads answers aloud (an admin chose a voice model, and VOICE_MINUTES_PER_DAY is not 0): ask for each part at POST /api/v1/voice/speech. false: Read aloud is the browser's own voice.",
      }),
      minutesPerDay: t.exposeInt('minutesPerDay', {
        description:
          'Minutes of voice each person may use per UTC day, speaking and listening together (VOICE_MINUTES_PER_DAY); 0 when both are off.',
      }),
      minutesLeftToday: t.exposeInt('minutesLeftToday', {
        description:
          'Minutes of voice you may still use today (UTC), speaking and listening together, rounded up; 0 when both are off.',
      }),
    }),
  });

builder.objectFields(UserRef, (t) => ({
  voice: t.field({
    type: VoiceRef,
    description: 'Voice: whether speaking and reading aloud are on, and your minutes left today. Only you can read it.',
    authScopes: (user) => ({ self: user.id }),
    resolve: async (user, _args, ctx) => {
      const deps = ctx.services.voice;
      const [transcription, speech] = await Promise.all([transcriptionFor(deps, user.id), speechFor(deps)]);
      const left = transcription || speech ? await secondsLeftToday(deps, user.id, deps.now()) : 0;
      const on = transcription || speech;
      return {
        transcription,
        speech,
        minutesLeftToday: Math.ceil(left / 60),
        minutesPerDay: on ? deps.minutesPerDay : 0,
      };
    },
  }),
}));
