/**
 * The local twin (public_twin and self_twin): it answers a visitor only from
 * what its tools returned in this turn — the owner's public profile and
 * public memories — about the owner, in the third person. When nothing
 * public answers, it says so and passes the question to the owner. A
 * visitor's message is only ever a question: never an instruction, never
 * repeated back.
 */
import { keywords, overlap, searchStems } from '../../memories/search-terms.js';
import { TWIN_STYLE_RULES } from '../prompts.js';
import type { TwinAskResult, TwinMemoriesResult, TwinProfile, TwinProfileResult } from '../tools/twin-tools.js';
import { answer, callTools, resultOf, type LocalDecision, type LocalToolCall } from './local-decision.js';
import type { PromptView, ToolResultSeen } from './prompt-reading.js';
import { asClause, capitalise } from './second-person.js';
import { toThirdPerson } from './third-person.js';

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
  }
  return callTools(...calls);
}

const sentence = (text: string) => `${capitalise(asClause(text))}.`;
const titleOf = (item: string | { title: string; description?: string | null; content?: string }) =>
  typeof item === 'string' ? item : item.title;

function listSentence(intro: string, items: string[]): string {
  return `${intro} ${items.join(', ')}.`;
}

/** The profile's facts that answer the question: by topic, or by shared keywords. */
function profileFacts(p: TwinProfile, name: string, text: string, stems: Set<string>, strict: boolean): string[] {
  const out: string[] = [];
  const matching = (items: string[]) => items.filter((item) => overlap(stems, item) > 0);
  const mentionsOnlyName = stems.size === 0;

  if (p.bio && (TOPICS.bio.test(text) || mentionsOnlyName || overlap(stems, p.bio) > 0)) {
    out.push(
      !strict && /\b(?:i|i'm|i’m|my)\b/i.test(p.bio)
        ? sentence(toThirdPerson(asClause(p.bio), name))
        : `${name} describes themselves as: “${asClause(p.bio)}”.`,
    );
  }
  if (p.location && (TOPICS.location.test(text) || overlap(stems, p.location) > 0)) {
    out.push(`${name} is based in ${asClause(p.location)}.`);
  }
  const lists: Array<[keyof typeof TOPICS, string[], string, string]> = [
    ['interests', p.interests, `${name}'s interests:`, `${name}'s interests include`],
    ['skills', p.skills, `${name}'s skills:`, `${name}'s skills include`],
    ['projects', p.projects.map(titleOf), `${name}'s projects:`, `${name}'s projects include`],
    ['achievements', p.achievements, `${name}'s achievements:`, `${name}'s achievements include`],
    ['posts', p.posts.map(titleOf).filter((t) => t.trim() !== ''), `${name}'s posts:`, `${name}'s posts include`],
  ];
  for (const [topic, items, all, some] of lists) {
    if (items.length === 0) continue;
    if (TOPICS[topic].test(text)) out.push(listSentence(all, items));
    else {
      const hits = matching(items);
      if (hits.length) out.push(listSentence(some, hits));
    }
  }
  return out;
}

function greeting(p: TwinProfile, name: string): string {
  const topics = [
    p.interests.length ? 'interests' : null,
    p.skills.length ? 'skills' : null,
    p.projects.length ? 'projects' : null,
    p.location ? 'where they are based' : null,
  ].filter((t): t is string => t !== null);
  const about = topics.length
    ? ` Ask me about ${name}'s ${topics.length === 1 ? topics[0] : `${topics.slice(0, -1).join(', ')} or ${topics.at(-1)}`}.`
    : '';
  return `Hi! I'm ${name}'s twin. I can only tell you what ${name} has made public.${about}`;
}

function answerFromFacts(name: string, facts: string[]): string {
  if (facts.length <= 3) return facts.join(' ');
  return `Here's what ${name} has shared:\n${facts.map((f) => `- ${f}`).join('\n')}`;
}

function compose(view: PromptView, results: ToolResultSeen[]): LocalDecision {
  const found = resultOf<TwinProfileResult>(results, 'get_public_profile');
  if (!found) return answer("I can't read the public profile right now — please try again in a moment.");
  if (!found.available || !found.profile) return answer("This twin isn't available right now.");
  const profile = found.profile;
  const name = displayNameOf(profile);

  const asked = results.find((r) => r.toolName === 'ask_owner');
  if (asked) {
    return answer(
      !asked.isError && (asked.output as TwinAskResult | null)?.asked
        ? `I don't know that about ${name} yet — I've passed your question on to ${name}.`
        : `I don't know that about ${name} yet.`,
    );
  }

  const text = view.userText;
  if (isGreeting(text) || keywords(text).length === 0) return answer(greeting(profile, name));

  // What the visitor asked about, without the owner's own name ("What does Ada love?").
  const stems = searchStems(text);
  for (const s of searchStems(`${profile.display_name ?? ''} ${profile.username}`)) stems.delete(s);

  const memories = resultOf<TwinMemoriesResult>(results, 'search_public_memories');
  // The owner revised the twin's reply to this very question: their words, as written.
  const revised = memories?.facts.find((f) => f.owner_wording);
  if (revised) return answer(revised.content);
  // The owner's choice: facts as written (strict), or phrased about them (adaptive).
  const strict = view.system.includes(TWIN_STYLE_RULES.strict);
  const facts = profileFacts(profile, name, text, stems, strict);
  // The search already ranked by relevance (including answers to earlier visitor questions,
  // which may share no word with the question, e.g. "Green").
  for (const fact of memories?.facts ?? []) {
    facts.push(
      strict ? `${name} has shared: “${asClause(fact.content)}”.` : sentence(toThirdPerson(fact.content, name)),
    );
  }
  if (facts.length > 0) return answer(answerFromFacts(name, facts));
  if (stems.size === 0 || TOPICS.bio.test(text)) return answer(greeting(profile, name));

  if (results.some((r) => r.toolName === 'search_public_memories' && r.isError)) {
    return answer(`I couldn't look that up just now — please ask me again in a moment.`);
  }
  return callTools({ toolName: 'ask_owner', input: { question: text.trim().slice(0, QUESTION_MAX) } });
}

export function twinPolicy(view: PromptView): LocalDecision {
  return view.toolResults === null ? plan(view) : compose(view, view.toolResults);
}
