/**
 * Which part of the public profile a visitor's question asks for, by the kind of question: its
 * nouns and verbs of one family ("achieved", "achievements", "accomplished", "won" all ask for the
 * achievements), in any person ("you", "she", "Maya", "they"). Used by twin-policy.ts.
 */
import type { AskedThing } from '../../words/asked-thing.js';
import { thingsIn } from '../../words/asked-thing.js';

/** A question asking what the person does or makes: "What do you build?", "What does Maya design?". */
const WORK_VERB = String.raw`(?:build|builds|building|built|make|makes|making|create|creates|creating|design|designs|designing|develop|develops|developing|work on|works on|working on)`;
const WORK = new RegExp(
  String.raw`\b(?:what|which \w+)\b.*\b(?:do|does|did|are|is|were|was|have|has)\s+(?:you|she|he|they|[\p{L}'’]+)\s+${WORK_VERB}\b`,
  'iu',
);

export const TOPICS = {
  // Visitors often address the twin as the owner: "Who are you?", "What do you love doing?".
  bio: /\b(?:who is|who's|who are you|about (?:you|yourself|him|her|them)|introduce|bio|background|describe|what (?:does \S+|do you) do)\b/i,
  // "What is her job?", "What does she do for a living?": the title (and the bio, which matches too).
  title: /\b(?:job|title|role|position|profession|occupation|career|for a living|what (?:does \S+|do you) do)\b/i,
  interests: /\b(?:interests?|interested|hobby|hobbies|into|likes?|loves?|enjoys?|passions?|fun|free time)\b/i,
  // "Where is she from?", "Where does he live?"; not every "where" ("Where did she go on holiday?").
  location:
    /\b(?:lives?|living|based|location|located|city|country|town|hometown|where\b.*\b(?:from|live|living|stay))\b/i,
  skills: /\b(?:skills?|good at|expert|expertise|tech|stack|languages?|abilities)\b/i,
  projects: /\b(?:projects?|working on|work on|works on|built|building|portfolio)\b/i,
  achievements: /\b(?:achiev\w*|accomplish\w*|awards?|awarded|prizes?|proud|won|wins?|winning)\b/i,
  posts: /\b(?:posts?|posted|posting|wrote|written|writing|writes?|blog\w*|articles?|published)\b/i,
};
export type Topic = keyof typeof TOPICS;

/**
 * The words a question about a topic may ask with and still be answered by the whole topic: "What
 * are her hobbies?" by the interests, "Which city does she live in?" by the location. A question
 * that asks for something else too ("Does she like jazz?") is answered only by what names it.
 * Each list holds a family's forms, as stems make them differ ("achieved" → "achiev",
 * "achievements" → "achievement").
 */
const TOPIC_WORDS: Record<Topic, Set<string>> = {
  bio: thingsIn(
    'who about yourself introduce bio background describe job work living occupation profession career build make create design develop',
  ),
  title: thingsIn('job title role position profession occupation career living work does'),
  interests: thingsIn('interests interested hobbies into likes loves enjoys passions fun free time'),
  location: thingsIn('lives living based location located city country town hometown from stay'),
  skills: thingsIn('skills good expert expertise tech stack languages abilities'),
  projects: thingsIn('projects working work built building build builds make create design develop portfolio'),
  achievements: thingsIn(
    'achieve achieves achieved achieving achievement achievements accomplish accomplished accomplishment accomplishments awards awarded prize prizes proud won win wins winning',
  ),
  posts: thingsIn('posts post posted posting wrote written writing writes write blog blogged articles published'),
};

/** Words that say when, not what: "What have you achieved lately?", "What is she working on these days?". */
const WHEN = thingsIn('lately recently currently nowadays today days week weeks month months year years far');

/** Words that join what a question asks for: "her skills and interests", "projects, posts or awards". */
const COORDINATION = /\b(?:and|or)\b|[,&]/i;

/** Whether the question asks what the person does, builds or makes. */
export const asksAboutWork = (text: string) => WORK.test(text.replace(/’/g, "'"));

const matches = (topic: Topic, text: string) =>
  TOPICS[topic].test(text) || ((topic === 'bio' || topic === 'projects') && asksAboutWork(text));

/**
 * The question is about this topic as a whole: its words, and nothing the topic does not cover; or
 * it names this topic joined to others ("What are her skills and interests?"), each asked as a whole.
 */
export function asksForTopic(topic: Topic, text: string, asked: AskedThing): boolean {
  if (!matches(topic, text)) return false;
  const required = asked.required.filter((s) => !WHEN.has(s));
  if (required.every((s) => TOPIC_WORDS[topic].has(s))) return true;
  const named = (Object.keys(TOPICS) as Topic[]).filter((t) => matches(t, text));
  return named.length > 1 && COORDINATION.test(text) && required.every((s) => named.some((t) => TOPIC_WORDS[t].has(s)));
}
