/** The twin's public card (GET /api/v1/twin/{username}): who it speaks for, a greeting, questions to start with. */
import { z } from 'zod';
import type { PublicProfileView } from '../agent/ports.js';
import { TWIN_ACCESS, type TwinAccessSettings } from './twin-settings.js';

/** Its JSON, as REST answers it (rest/twin.ts) and the OpenAPI document shows it. */
export const TwinCardJson = z
  .object({
    username: z.string(),
    display_name: z.string().nullable(),
    title: z.string().nullable(),
    avatar_url: z.string().nullable(),
    bio: z.string().nullable(),
    greeting: z.string(),
    suggested_questions: z.array(z.string()).meta({ description: 'At most 4 questions to start with.' }),
    access: z.enum(TWIN_ACCESS).meta({ description: 'Who may talk to the twin.' }),
    voice_chat: z
      .object({
        transcription: z.boolean().meta({
          description: 'Offer the microphone: POST /api/v1/twin/{username}/voice/transcriptions takes recordings.',
        }),
        speech: z.boolean().meta({ description: "Offer to read the twin's answers aloud through the server's voice." }),
      })
      .meta({ description: 'What the visitor may do by voice: the owner allows it and the server can.' }),
  })
  .meta({ id: 'TwinCard' });
export type TwinCard = z.output<typeof TwinCardJson>;

/**
 * `access`: who may talk to the twin (the page shows the twin as off, or asks to sign in);
 * `voiceChat`: what the page may offer by voice (twin/voice-chat.ts `twinVoiceOffer`), none by default.
 */
export function twinCard(
  p: PublicProfileView & { twin_access?: TwinAccessSettings },
  voiceChat: TwinCard['voice_chat'] = { transcription: false, speech: false },
): TwinCard {
  const name = p.display_name ?? `@${p.username}`;
  const topics = [...p.interests, ...p.skills].slice(0, 2);
  const suggested = [
    p.interests.length ? `What do you love doing?` : null,
    p.projects.length ? `What are you working on?` : null,
    p.skills.length ? `What are you good at?` : null,
    p.achievements.length ? `What have you achieved lately?` : null,
    p.location ? `Where are you based?` : null,
    `Who are you, in a few words?`,
  ].filter((q): q is string => q !== null);
  return {
    username: p.username,
    display_name: p.display_name,
    title: p.title,
    avatar_url: p.avatar_url,
    bio: p.bio,
    greeting:
      `Hi! I'm ${name}'s twin.` +
      (topics.length ? ` Ask me about ${topics.join(' or ')}` : ' Ask me anything') +
      ` — I only know what ${name} chose to make public.`,
    suggested_questions: suggested.slice(0, 4),
    access: p.twin_access?.mode ?? 'everyone',
    voice_chat: voiceChat,
  };
}
