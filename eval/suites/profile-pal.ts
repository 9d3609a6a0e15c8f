/**
 * Profile Pal: a new person (named at sign-up) answers whatever Profile Pal asks, as a person
 * would: reading the question, not its wording's position in a script. Done means onboarded, with
 * everything they said in their profile, and the name they gave at sign-up never asked again.
 */
import { contains, say, type Duet } from '../harness.js';
import { brief, passed, type Case, type SuiteResult } from './suite.js';

const NOOR = {
  bio: 'I make quiet, accessible software for libraries.',
  interests: 'bouldering, film photography and calligraphy',
  location: 'Lyon, France',
  skills: 'TypeScript, typography and user research',
};
type Topic = keyof typeof NOOR | 'name';

/** What a question asks about, read as a person reads it (the last question in the message). */
function topicOf(message: string): Topic | null {
  const questions = message.split(/(?<=[.!?])\s+/).filter((s) => s.trim().endsWith('?'));
  const q = (questions.at(-1) ?? '').toLowerCase();
  if (!q) return null;
  if (/\bname\b|call you/.test(q)) return 'name';
  if (/skill|good at|expert|strength/.test(q)) return 'skills';
  if (/interest|hobb|enjoy|passion|free time|\binto\b/.test(q)) return 'interests';
  if (/where|based|located|\blive\b|city|location/.test(q)) return 'location';
  if (/describe|bio|yourself|one line|about you|for a living|who you are/.test(q)) return 'bio';
  return null;
}

export async function profilePalSuite(duet: Duet): Promise<SuiteResult> {
  const noor = await duet.signUp('Noor Haddad');
  const started = await noor.client.post('/api/v1/chat/profile-pal/start', {});
  const thread = started.body.thread_id as string;
  const history = await noor.client.get(`/api/v1/chat/threads/${thread}/history`);
  let message = String((history.body.steps as Array<{ output?: string }>).at(-1)?.output ?? '');
  const told = new Set<Topic>();
  const transcript: string[] = [`Profile Pal: ${brief(message, 80)}`];
  let askedName = topicOf(message) === 'name';

  for (let turn = 0; turn < 10; turn++) {
    const topic = topicOf(message);
    if (topic === 'name') askedName = true;
    // A question it does not recognise gets the next thing Noor has not said yet.
    const next =
      topic && topic !== 'name' ? topic : (Object.keys(NOOR) as Array<keyof typeof NOOR>).find((k) => !told.has(k));
    if (!next) break;
    const answer = topic === 'name' ? 'Noor Haddad' : NOOR[next];
    if (topic !== 'name') told.add(next);
    message = (await say(noor.client, thread, answer)).text;
    transcript.push(`Noor: ${answer}`, `Profile Pal: ${brief(message, 80)}`);
    if (told.size === Object.keys(NOOR).length && topicOf(message) === null) break;
  }

  const me = (await noor.client.get('/api/v1/auth/me')).body as { is_onboarded: boolean };
  const profile = (await noor.client.get('/api/v1/profile')).body as {
    display_name: string;
    bio: string | null;
    interests: string[];
    location: string | null;
    skills: string[];
  };
  const cases: Case[] = [
    { name: 'Onboarded at the end', ok: me.is_onboarded, note: transcript.join(' / ') },
    { name: 'The name given at sign-up is not asked again', ok: !askedName && profile.display_name === 'Noor Haddad' },
    { name: 'Bio saved', ok: contains(profile.bio ?? '', 'libraries'), note: profile.bio ?? '—' },
    {
      name: 'Interests saved',
      ok: ['bouldering', 'photography', 'calligraphy'].every((i) => profile.interests.some((v) => contains(v, i))),
      note: profile.interests.join(', '),
    },
    { name: 'Location saved', ok: contains(profile.location ?? '', 'Lyon'), note: profile.location ?? '—' },
    {
      name: 'Skills saved',
      ok: ['TypeScript', 'typography'].every((s) => profile.skills.some((v) => contains(v, s))),
      note: profile.skills.join(', '),
    },
  ];
  return {
    suite: 'Profile Pal (a new person, from sign-up to a filled profile)',
    score: `${passed(cases)} / ${cases.length}`,
    target: 'all',
    met: passed(cases) === cases.length,
    cases,
  };
}
