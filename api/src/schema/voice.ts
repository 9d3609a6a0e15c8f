/**
 * Speaking to Duet over GraphQL (voice/): whether the server writes down what a person says, and
 * how many of today's minutes they have left (User.voice, read as viewer { voice }). The recording
 * itself goes over REST: POST /api/v1/voice/transcriptions (rest/voice.ts).
 */
import { voiceFor } from '../voice/transcription.js';
import { builder } from './builder.js';
import { UserRef } from './user.js';

const VoiceRef = builder.objectRef<{ transcription: boolean; minutesLeftToday: number }>('Voice').implement({
  description: "Speaking to Duet: what you say is written down by the server's speech-to-text model.",
  fields: (t) => ({
    transcription: t.exposeBoolean('transcription', {
      description:
        'Whether the server writes down speech (an admin chose a speech-to-text model, and VOICE_MINUTES_PER_DAY is not 0): send recordings to POST /api/v1/voice/transcriptions.',
    }),
    minutesLeftToday: t.exposeInt('minutesLeftToday', {
      description: 'Minutes of speech you may still have written down today (UTC), rounded up; 0 when off.',
    }),
  }),
});

builder.objectFields(UserRef, (t) => ({
  voice: t.field({
    type: VoiceRef,
    description: 'Speaking to Duet: whether it is on, and your minutes left today. Only you can read it.',
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => voiceFor(ctx.services.voice, user.id),
  }),
}));
