/** The twin's public card (GET /api/v1/twin/{username}): who it speaks for, a greeting, questions to start with. */
import type { PublicProfileView } from '../agent/ports.js';
import type { TwinAccessSettings } from './twin-settings.js';

/** `access`: who may talk to the twin (the page shows the twin as off, or asks to sign in). */
export function twinCard(p: PublicProfileView & { twin_access?: TwinAccessSettings }) {
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
  };
}
export type TwinCard = ReturnType<typeof twinCard>;
