/**
 * Memory hygiene: what the brain keeps after being told things again, told that they changed, and
 * told to forget them, read back as the Knowledge page reads it (GraphQL `viewer.memories`).
 */
import { contains, gql, newBrainThread, say, type Duet, type Person } from '../harness.js';
import { brief, passed, type Case, type SuiteResult } from './suite.js';

interface Memory {
  content: string;
  history: Array<{ content: string }>;
}

const memoriesOf = async (person: Person) =>
  (
    await gql<{ viewer: { memories: Memory[] } }>(
      person.client,
      '{ viewer { memories(first: 100) { content history { content } } } }',
    )
  ).viewer.memories;

const about = (memories: Memory[], word: string) => memories.filter((m) => contains(m.content, word));

export async function hygieneSuite(duet: Duet): Promise<SuiteResult> {
  const cases: Case[] = [];
  const check = (name: string, ok: boolean, note?: string) => cases.push({ name, ok, note });

  const hana = await duet.signUp('Hana Ito');
  const chat = await newBrainThread(hana);
  const tell = (text: string) => say(hana.client, chat, text);

  for (let i = 0; i < 3; i++) await tell('Remember that I love bouldering');
  let memories = await memoriesOf(hana);
  check(
    '“Remember that I love bouldering” three times → one memory',
    about(memories, 'bouldering').length === 1,
    `${about(memories, 'bouldering').length} memories`,
  );

  await tell('Remember that I love bouldering.');
  await tell('remember that i LOVE bouldering');
  memories = await memoriesOf(hana);
  check(
    'The same fact with other case and punctuation → still one memory',
    about(memories, 'bouldering').length === 1,
    `${about(memories, 'bouldering').length} memories`,
  );

  await tell('Remember that I live in Munich');
  await tell('Remember that I moved to Berlin');
  memories = await memoriesOf(hana);
  const home = memories.filter((m) => contains(m.content, 'Berlin') || contains(m.content, 'Munich'));
  check(
    '“I live in Munich”, then “I moved to Berlin” → one memory, Berlin, with Munich as its history',
    home.length === 1 &&
      contains(home[0]!.content, 'Berlin') &&
      home[0]!.history.some((h) => contains(h.content, 'Munich')),
    home.map((m) => `${m.content} (before: ${m.history.map((h) => h.content).join('; ') || 'nothing'})`).join(' | '),
  );

  await tell('Remember that my favourite colour is green');
  await tell('Remember that my favourite colour is orange');
  memories = await memoriesOf(hana);
  const colour = memories.filter((m) => contains(m.content, 'colour'));
  check(
    'A favourite that changed (green → orange) replaces the old one',
    colour.length === 1 && contains(colour[0]!.content, 'orange'),
    colour.map((m) => m.content).join(' | '),
  );

  await tell('Remember that I have a dog named Rex');
  const forgot = await tell('Forget that I have a dog named Rex');
  memories = await memoriesOf(hana);
  check(
    '“Forget that I have a dog named Rex” → no memory of Rex',
    about(memories, 'Rex').length === 0,
    brief(forgot.text),
  );
  check(
    'Forgetting one fact keeps the others',
    about(memories, 'Berlin').length === 1 && about(memories, 'bouldering').length === 1,
  );

  const snippet = '`git rebase -i HEAD~3`';
  await tell(`Remember that my snippet is ${snippet}`);
  const asked = await say(hana.client, await newBrainThread(hana), 'What is my snippet?');
  check(
    'Code in a fact comes back unchanged (`git rebase -i HEAD~3`)',
    asked.text.includes('git rebase -i HEAD~3'),
    brief(asked.text),
  );

  return {
    suite: 'Memory hygiene (duplicates, updates, forgetting)',
    score: `${passed(cases)} / ${cases.length}`,
    target: 'all',
    met: passed(cases) === cases.length,
    cases,
  };
}
