/**
 * Twin grounding: asked what its owner never made public, the twin must pass the question on to the
 * owner (it reaches their queue, GraphQL `viewer.twinQuestions`), not make something up; asked
 * what is public, it must answer from it (a twin that passes everything on is no use either). Some
 * unknown questions share words with a public fact but not the thing asked ("favourite film" and
 * "My favourite book is …", "What car does she drive?" and "I drive to the harbour …"): sharing a
 * word is not an answer.
 */
import { contains, gql, say, type Duet, type Person } from '../harness.js';
import { brief, passed, type Case, type SuiteResult } from './suite.js';

const UNKNOWN = [
  "What is Grace's favourite film?",
  'Does Grace have children?',
  'Which university did Grace go to?',
  'How old is Grace?',
  'What car does Grace drive?',
  'Is Grace vegetarian?',
  "What's Grace's favourite band?",
  'Where did Grace go on holiday last summer?',
];

const KNOWN: ReadonlyArray<{ ask: string; expect: string }> = [
  { ask: 'What does Grace do for a living?', expect: 'compilers' },
  { ask: 'What are her hobbies?', expect: 'sailing' },
  { ask: 'Which city does Grace live in?', expect: 'Arlington' },
  { ask: 'What is Grace proud of?', expect: 'COBOL' },
  { ask: "What is Grace's favourite book?", expect: 'Moby-Dick' },
  { ask: 'Where does Grace drive every weekend?', expect: 'harbour' },
];

/** Public facts beside the profile: the last two share words with unknown questions above. */
const PUBLIC_FACTS = [
  'I am proud that my work led to COBOL',
  'My favourite book is Moby-Dick',
  'I drive to the harbour every weekend',
];

const questionsOf = async (owner: Person) =>
  (
    await gql<{ viewer: { twinQuestions: Array<{ question: string }> } }>(
      owner.client,
      '{ viewer { twinQuestions(status: open) { question } } }',
    )
  ).viewer.twinQuestions.map((q) => q.question);

export async function groundingSuite(duet: Duet): Promise<SuiteResult> {
  const grace = await duet.signUp('Grace Hopper');
  const profile = await grace.client.request('PUT', '/api/v1/profile', {
    json: {
      public: true,
      bio: 'I build compilers and teach programming.',
      interests: ['sailing', 'clocks'],
      location: 'Arlington, Virginia',
    },
  });
  if (profile.status !== 200) throw new Error(`profile: ${JSON.stringify(profile.body)}`);
  for (const content of PUBLIC_FACTS) {
    await gql(
      grace.client,
      'mutation ($content: String!) { createMemory(content: $content, visibility: public) { __typename } }',
      { content },
    );
  }
  await duet.embedded();

  const cases: Case[] = [];
  const ask = async (question: string) => {
    const visitor = duet.visitor();
    const started = await visitor.post(`/api/v1/twin/${grace.username}/threads`, { new: true });
    return say(visitor, started.body.thread_id as string, question);
  };

  for (const question of UNKNOWN) {
    const before = (await questionsOf(grace)).length;
    const reply = await ask(question);
    const queued = await questionsOf(grace);
    const passedOn = queued.length > before && queued.some((q) => q.includes(question.slice(0, 20)));
    cases.push({ name: `Unknown, passed on: ${question}`, ok: passedOn, note: brief(reply.text) });
  }
  const unknownPassed = passed(cases);
  for (const { ask: question, expect } of KNOWN) {
    const before = (await questionsOf(grace)).length;
    const reply = await ask(question);
    const passedOn = (await questionsOf(grace)).length > before;
    cases.push({
      name: `Public, answered: ${question} (${expect})`,
      ok: contains(reply.text, expect) && !passedOn,
      note: brief(reply.text),
    });
  }
  const knownAnswered = passed(cases) - unknownPassed;
  return {
    suite: 'Twin grounding (unknown facts passed on, public ones answered)',
    score: `${unknownPassed} / ${UNKNOWN.length} passed on, ${knownAnswered} / ${KNOWN.length} answered`,
    target: 'all',
    met: passed(cases) === cases.length,
    cases,
  };
}
