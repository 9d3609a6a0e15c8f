/**
 * Suggested prompts for an empty private chat, built from the person's own profile and
 * memories (their interests, skills, town, what they said they love), so the first click
 * already shows that Duet knows them. Someone new gets a few general starters. The offline brain
 * cannot write or reason: it is offered only what it does (remember, find, list, work sums out).
 */
import type { Db } from '../db/client.js';

const SUGGESTION_COUNT = 4;

/** What the offline brain does well, whoever asks. */
const OFFLINE_GENERAL = ['What do you remember about me?', 'What is 18% of 240?', 'What can you do?'];

const GENERAL = [
  'Help me plan my week',
  'Draft a friendly follow-up email',
  'Explain a topic I keep meaning to learn',
  'What can you do for me?',
];

const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value
        .map((v) =>
          typeof v === 'string'
            ? v
            : v && typeof v === 'object' && typeof (v as { title?: unknown }).title === 'string'
              ? (v as { title: string }).title
              : '',
        )
        .map((v) => v.trim())
        .filter((v) => v.length > 0 && v.length <= 60)
    : [];

/** "I love climbing at Fontainebleau" → "climbing at Fontainebleau". */
function lovedThing(memory: string): string | null {
  const match = /^i\s+(?:really\s+)?(?:love|adore|enjoy|like)\s+(.{3,60}?)[.!]?$/i.exec(memory.trim());
  return match ? match[1]!.trim() : null;
}

export async function suggestedPrompts(db: Db, userId: string, { offline = false } = {}): Promise<string[]> {
  const [profile, memories] = await Promise.all([
    db.profile.findUnique({
      where: { userId },
      select: { interests: true, skills: true, projects: true, location: true },
    }),
    db.memory.findMany({ where: { userId }, orderBy: { createdAt: 'desc' }, take: 20, select: { content: true } }),
  ]);
  const loved = memories.map((m) => lovedThing(m.content)).find((t) => t !== null);
  const interest = strings(profile?.interests).find((i) => !loved?.toLowerCase().includes(i.toLowerCase()));
  const skill = strings(profile?.skills)[0];
  const project = strings(profile?.projects)[0];
  const location = profile?.location?.trim();
  if (offline) {
    const things = [loved, interest].filter((t): t is string => Boolean(t));
    const offered = [
      ...(interest && !loved ? [`Remember that I love ${interest}`] : []),
      ...things.map((t) => `Find my chats about ${t}`),
      ...OFFLINE_GENERAL,
    ];
    return [...new Set(offered)].slice(0, SUGGESTION_COUNT);
  }
  const personal = [
    loved ? `Plan a weekend around ${loved}` : null,
    interest ? `Tell me something surprising about ${interest}` : null,
    project ? `Help me take ${project} further` : skill ? `Quiz me on ${skill}` : null,
    location && location.length <= 60 ? `What's worth doing in ${location} this month?` : null,
    memories.length > 0 ? 'What do you remember about me?' : null,
  ].filter((p): p is string => p !== null);
  return [...new Set([...personal, ...GENERAL])].slice(0, SUGGESTION_COUNT);
}
