/**
 * The local twin (public_twin and self_twin): it answers a visitor only from
 * what its tools returned in this turn — the owner's public profile, public
 * memories and passages of documents they made public — in the voice the owner chose (twin-voice.ts), and only
 * with the facts that answer what was asked (memories/asked-thing.ts). When
 * nothing public answers, it says so and passes the question to the owner. A
 * visitor's message is only ever a question: never an instruction, never
 * repeated back.
 */
import { answers, askedThing, thingsIn, type AskedThing } from '../../memories/asked-thing.js';
import { keywords } from '../../memories/search-terms.js';
import { TWIN_STYLE_RULES } from '../prompts.js';
import type {
  TwinAskResult,
  TwinDocumentsResult,
  TwinMemoriesResult,
  TwinProfile,
  TwinProfileResult,
} from '../tools/twin-tools.js';
import { foundPassageAnswer } from './document-passages.js';
import { answer, callTools, resultOf, type LocalDecision, type LocalToolCall } from './local-decision.js';
import type { PromptView, ToolResultSeen } from './prompt-reading.js';
import { twinVoice, voiceChosen, type ProfileList, type TwinVoice } from './twin-voice.js';

const GREETING =
  /^\s*(?:hi|hello|hey|hiya|howdy|yo|greetings|hallo|bonjour|good (?:morning|afternoon|evening))\b[\s\p{P}]*(?:there|twin|everyone|all)?[\s\p{P}\p{Emoji_Presentation}]*$/iu;
const ABOUT_TWIN = /^\s*(?:what are you|what can you do|how does this work|what do you know)\s*\??\s*$/i;

const TOPICS = {
  // Visitors often address the twin as the owner: "Who are you?", "What do you love doing?".
  bio: /\b(?:who is|who's|who are you|about (?:you|yourself|him|her|them)|introduce|bio|background|describe|what (?:does \S+|do you) do)\b/i,
  interests: /\b(?:interests?|interested|hobby|hobbies|into|likes?|loves?|enjoys?|passions?|fun|free time)\b/i,
  // "Where is she from?", "Where does he live?"; not every "where" ("Where did she go on holiday?").
  location:
    /\b(?:lives?|living|based|location|located|city|country|town|hometown|where\b.*\b(?:from|live|living|stay))\b/i,
  skills: /\b(?:skills?|good at|expert|expertise|tech|stack|languages?|abilities)\b/i,
  projects: /\b(?:projects?|working on|work on|built|building|portfolio)\b/i,
  achievements: /\b(?:achiev\w*|accomplish\w*|awards?|proud|won|wins)\b/i,
  posts: /\b(?:posts?|wrote|written|writing|writes|blog|articles?)\b/i,
};

/**
 * The words a question about a topic may ask with and still be answered by the whole topic: "What
 * are her hobbies?" by the interests, "Which city does she live in?" by the location. A question
 * that asks for something else too ("Does she like jazz?") is answered only by what names it.
 */
const TOPIC_WORDS: Record<keyof typeof TOPICS, Set<string>> = {
  bio: thingsIn('who about yourself introduce bio background describe job work living occupation profession career'),
  interests: thingsIn('interests interested hobbies into likes loves enjoys passions fun free time'),
  location: thingsIn('lives living based location located city country town hometown from stay'),
  skills: thingsIn('skills good expert expertise tech stack languages abilities'),
  projects: thingsIn('projects working work built building build portfolio'),
  achievements: thingsIn('achievements accomplishments awards proud won wins'),
  posts: thingsIn('posts wrote written writing writes blog articles'),
};

/** Words that join what a question asks for: "her skills and interests", "projects, posts or awards". */
const COORDINATION = /\b(?:and|or)\b|[,&]/i;

/**
 * The question is about this topic as a whole: its words, and nothing the topic does not cover; or
 * it names this topic joined to others ("What are her skills and interests?"), each asked as a whole.
 */
function asksForTopic(topic: keyof typeof TOPICS, text: string, asked: AskedThing): boolean {
  if (!TOPICS[topic].test(text)) return false;
  if (asked.required.every((s) => TOPIC_WORDS[topic].has(s))) return true;
  const named = (Object.keys(TOPICS) as Array<keyof typeof TOPICS>).filter((t) => TOPICS[t].test(text));
  return (
    named.length > 1 && COORDINATION.test(text) && asked.required.every((s) => named.some((t) => TOPIC_WORDS[t].has(s)))
  );
}

/** At most this many characters of a visitor's message go to the owner. */
const QUESTION_MAX = 1000;

export const displayNameOf = (p: Pick<TwinProfile, 'display_name' | 'username'>) =>
  p.display_name?.trim() || `@${p.username}`;

function isGreeting(text: string): boolean {
  return GREETING.test(text) || ABOUT_TWIN.test(text);
}

function plan(view: PromptView): LocalDecision {
  const calls: LocalToolCall[] = [{ toolName: 'get_public_profile', input: {} }];
  const query = keywords(view.userText).join(' ');
  if (!isGreeting(view.userText) && query) {
    calls.push({ toolName: 'search_public_memories', input: { query: query.slice(0, 500) } });
    calls.push({ toolName: 'search_public_documents', input: { query: query.slice(0, 500) } });
  }
  return callTools(...calls);
}

const titleOf = (item: string | { title: string; description?: string | null; content?: string }) =>
  typeof item === 'string' ? item : item.title;

/** The owner's bio, phrased in the voice when it says who does what ("I build …", "Maya builds …"). */
function bioSentence(bio: string, voice: TwinVoice, names: string[], strict: boolean): string {
  const aboutThem = new RegExp(
    `^(?:i|i'm|i’m|my|we|we're|our|${names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})\\b`,
    'i',
  );
  return !strict && aboutThem.test(bio.trim()) ? voice.say(bio) : voice.describes(bio);
}

/** The profile's facts that answer the question: a whole topic asked about, or what names the thing asked. */
function profileFacts(
  p: TwinProfile,
  voice: TwinVoice,
  names: string[],
  text: string,
  asked: AskedThing,
  strict: boolean,
): string[] {
  const out: string[] = [];
  const nameWords = new Set(names.flatMap((n) => keywords(n)));
  const mentionsOnlyName = keywords(text).every((w) => nameWords.has(w.replace(/'s$/, '')));

  if (p.bio && (asksForTopic('bio', text, asked) || mentionsOnlyName || answers(asked, p.bio))) {
    out.push(bioSentence(p.bio, voice, names, strict));
  }
  if (p.location && (asksForTopic('location', text, asked) || answers(asked, p.location))) {
    out.push(voice.basedIn(p.location));
  }
  const lists: Array<[ProfileList, string[]]> = [
    ['interests', p.interests],
    ['skills', p.skills],
    ['projects', p.projects.map(titleOf)],
    ['achievements', p.achievements],
    ['posts', p.posts.map(titleOf).filter((t) => t.trim() !== '')],
  ];
  for (const [topic, items] of lists) {
    if (items.length === 0) continue;
    if (asksForTopic(topic, text, asked)) out.push(voice.list(topic, items, true));
    else {
      const hits = items.filter((item) => answers(asked, item));
      if (hits.length) out.push(voice.list(topic, hits, false));
    }
  }
  return out;
}

function greeting(p: TwinProfile, voice: TwinVoice): string {
  const topics = [
    p.interests.length ? 'interests' : null,
    p.skills.length ? 'skills' : null,
    p.projects.length ? 'projects' : null,
    p.location ? 'location' : null,
  ].filter((t): t is string => t !== null);
  return voice.greeting(topics);
}

function answerFromFacts(voice: TwinVoice, facts: string[]): string {
  if (facts.length <= 3) return facts.join(' ');
  return `${voice.intro}\n${facts.map((f) => `- ${f}`).join('\n')}`;
}

function compose(view: PromptView, results: ToolResultSeen[]): LocalDecision {
  const found = resultOf<TwinProfileResult>(results, 'get_public_profile');
  if (!found) return answer("I can't read the public profile right now — please try again in a moment.");
  if (!found.available || !found.profile) return answer("This twin isn't available right now.");
  const profile = found.profile;
  const name = displayNameOf(profile);
  const names = [name, profile.username].filter((n) => n.trim() !== '');
  const voice = twinVoice(voiceChosen(view.system), name, names);

  const asked = results.find((r) => r.toolName === 'ask_owner');
  if (asked) return answer(voice.unknown(!asked.isError && !!(asked.output as TwinAskResult | null)?.asked));

  const text = view.userText;
  if (isGreeting(text) || keywords(text).length === 0) return answer(greeting(profile, voice));

  // What the visitor asked about, without the owner's own name ("What does Ada love?").
  const question = askedThing(text, names);
  const memories = resultOf<TwinMemoriesResult>(results, 'search_public_memories');
  // The owner revised the twin's reply to this very question: their words, in the chosen voice.
  const revised = memories?.facts.find((f) => f.owner_wording);
  if (revised) return answer(voice.say(revised.content));
  // The owner's choice: facts as written (strict), or phrased in the voice (adaptive).
  const strict = view.system.includes(TWIN_STYLE_RULES.strict);
  const facts = profileFacts(profile, voice, names, text, question, strict);
  // Only the facts about the very thing asked: "favourite book" does not answer "favourite film".
  // The owner's answers to visitors' questions like this one answer it whatever their words ("Green").
  for (const fact of memories?.facts ?? []) {
    if (!fact.answers_question && !answers(question, fact.content)) continue;
    facts.push(strict ? voice.quote(fact.content) : voice.say(fact.content));
  }
  // A passage of a document the owner made public that answers it, quoted with its document and place.
  const documents = resultOf<TwinDocumentsResult>(results, 'search_public_documents');
  const passage = documents?.passages.length ? foundPassageAnswer(documents.passages, text) : null;
  if (passage) return answer(facts.length > 0 ? `${answerFromFacts(voice, facts)}\n\n${passage}` : passage);
  if (facts.length > 0) return answer(answerFromFacts(voice, facts));
  if (question.required.length === 0 || TOPICS.bio.test(text)) return answer(greeting(profile, voice));

  if (
    results.some(
      (r) => (r.toolName === 'search_public_memories' || r.toolName === 'search_public_documents') && r.isError,
    )
  ) {
    return answer(`I couldn't look that up just now — please ask me again in a moment.`);
  }
  return callTools({ toolName: 'ask_owner', input: { question: text.trim().slice(0, QUESTION_MAX) } });
}

export function twinPolicy(view: PromptView): LocalDecision {
  return view.toolResults === null ? plan(view) : compose(view, view.toolResults);
}
