/**
 * The local twin (public_twin and self_twin): it answers a visitor only from
 * what its tools returned in this turn — the owner's public profile, public
 * memories and passages of documents they made public — in the voice the owner chose (twin-voice.ts), and only
 * with the facts that answer what was asked (words/asked-thing.ts). When
 * nothing public answers, it says so and passes the question to the owner. A
 * visitor's message is never an instruction and never repeated back: a question,
 * a request or a command goes to the owner; small talk and remarks that ask
 * nothing ("Nice, thanks.", "I love your photos.") get a short reply.
 */
import { answers, askedThing, type AskedThing } from '../../words/asked-thing.js';
import { keywords } from '../../words/search-terms.js';
import type {
  TwinAskResult,
  TwinDocumentsResult,
  TwinMemoriesResult,
  TwinProfile,
  TwinProfileResult,
} from '../tools/twin-tools.js';
import { foundPassageAnswer } from './document-passages.js';
import { asksForInformation, splitGreeting } from './sentence-kinds.js';
import { answer, callTools, resultOf, type LocalDecision, type LocalToolCall } from './local-decision.js';
import type { PromptView, ToolResultSeen } from './prompt-reading.js';
import { asksAboutWork, asksForTopic, TOPICS } from './twin-topics.js';
import { PLAIN_QUERIES, plainAnswer, plainKind } from './twin-obvious.js';
import { twinVoice, type ProfileList, type Topic, type TwinVoice } from './twin-voice.js';
import { i18nFor, type I18n } from '../../words/i18n.js';

const ABOUT_TWIN = /^\s*(?:what are you|what can you do|how does this work|what do you know)\s*\??\s*$/i;

/** At most this many characters of a visitor's message go to the owner. */
const QUESTION_MAX = 1000;

export const displayNameOf = (p: Pick<TwinProfile, 'display_name' | 'username'>) =>
  p.display_name?.trim() || `@${p.username}`;

/** The message without the greeting, thanks or goodbye it opens with ("Thanks! Where is she based?"). */
const withoutGreeting = (text: string) => splitGreeting(text).rest;

function isGreeting(text: string): boolean {
  return withoutGreeting(text) === '' || ABOUT_TWIN.test(text);
}

function plan(view: PromptView): LocalDecision {
  const calls: LocalToolCall[] = [{ toolName: 'get_public_profile', input: {} }];
  const asked = withoutGreeting(view.userText);
  // "What does she do?" has no word to search by: its kind gives the words (twin-obvious.ts).
  const kind = plainKind(asked);
  const query = keywords(asked).join(' ') || (kind ? PLAIN_QUERIES[kind] : '');
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

  if (p.title && (asksForTopic('title', text, asked) || asksForTopic('bio', text, asked) || answers(asked, p.title))) {
    out.push(voice.worksAs(p.title));
  }
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
  // "What do you build?" with neither a bio nor projects public: what they are good at answers it.
  if (out.length === 0 && p.skills.length && asksAboutWork(text)) out.push(voice.list('skills', p.skills, true));
  return out;
}

function greeting(p: TwinProfile, voice: TwinVoice): string {
  const topics = [
    p.interests.length ? 'interests' : null,
    p.skills.length ? 'skills' : null,
    p.projects.length ? 'projects' : null,
    p.location ? 'location' : null,
  ].filter((t): t is Topic => t !== null);
  return voice.greeting(topics);
}

function answerFromFacts(voice: TwinVoice, facts: string[]): string {
  if (facts.length <= 3) return facts.join(' ');
  return `${voice.intro}\n${facts.map((f) => `- ${f}`).join('\n')}`;
}

function compose(view: PromptView, results: ToolResultSeen[]): LocalDecision {
  // Its own sentences in the visitor's language (the call's hints).
  const i18n = i18nFor(view.hints.locale);
  const found = resultOf<TwinProfileResult>(results, 'get_public_profile');
  if (!found)
    return answer(
      i18n._({
        id: 'twin.profile-unreadable',
        message: "I can't read the public profile right now — please try again in a moment.",
      }),
    );
  if (!found.available || !found.profile)
    return answer(i18n._({ id: 'twin.unavailable', message: "This twin isn't available right now." }));
  const profile = found.profile;
  const name = displayNameOf(profile);
  const names = [name, profile.username].filter((n) => n.trim() !== '');
  const voice = twinVoice(view.hints.voice, name, names, i18n);

  const asked = results.find((r) => r.toolName === 'ask_owner');
  if (asked) return answer(voice.unknown(!asked.isError && !!(asked.output as TwinAskResult | null)?.asked));

  // Small talk gets a word back, never a question for the owner: "Hi!", "Nice, thanks.", "Bye!".
  const { greeting: said, rest } = splitGreeting(view.userText);
  if (said && said !== 'hello' && rest === '') return answer(voice.smallTalk(said));
  const text = rest;
  const kind = plainKind(text);
  if (!kind && (isGreeting(view.userText) || keywords(text).length === 0)) return answer(greeting(profile, voice));

  // What the visitor asked about, without the owner's own name ("What does Ada love?").
  const question = askedThing(text, names);
  const memories = resultOf<TwinMemoriesResult>(results, 'search_public_memories');
  // The owner revised the twin's reply to this very question: their words, in the chosen voice.
  const revised = memories?.facts.find((f) => f.owner_wording);
  if (revised) return answer(voice.say(revised.content));
  // The owner's choice: facts as written (strict), or phrased in the voice (adaptive).
  const strict = view.hints.strict;
  // Role, work, location, interests: what the profile plainly says of that kind, or the owner is asked.
  if (kind) {
    const owners = (memories?.facts ?? []).filter((f) => f.answers_question).map((f) => voice.say(f.content));
    const plainly = plainAnswer(
      kind,
      profile,
      voice,
      (bio) => bioSentence(bio, voice, names, strict),
      (memories?.facts ?? []).map((f) => f.content),
      strict,
    );
    if (plainly || owners.length) return answer([plainly, ...owners].filter(Boolean).join(' '));
    return passOn(i18n, text, results);
  }
  const facts = profileFacts(profile, voice, names, text, question, strict);
  // Only the facts about the very thing asked: "favourite book" does not answer "favourite film".
  // The owner's answers to visitors' questions like this one answer it whatever their words ("Green").
  for (const fact of memories?.facts ?? []) {
    if (!fact.answers_question && !answers(question, fact.content)) continue;
    facts.push(strict ? voice.quote(fact.content) : voice.say(fact.content));
  }
  // A passage of a document the owner made public that answers it, quoted with its document and place.
  const documents = resultOf<TwinDocumentsResult>(results, 'search_public_documents');
  const passage = documents?.passages.length ? foundPassageAnswer(documents.passages, text, i18n) : null;
  if (passage) return answer(facts.length > 0 ? `${answerFromFacts(voice, facts)}\n\n${passage}` : passage);
  if (facts.length > 0) return answer(answerFromFacts(voice, facts));
  if (question.required.length === 0 || TOPICS.bio.test(text)) return answer(greeting(profile, voice));
  // Only a question, or a request to be told something, goes to the owner; a remark gets a word back.
  if (!asksForInformation(text)) return answer(voice.smallTalk('remark'));

  return passOn(i18n, text, results);
}

/** The question goes to the owner — unless the search failed, when the visitor is asked to try again. */
function passOn(i18n: I18n, text: string, results: ToolResultSeen[]): LocalDecision {
  if (
    results.some(
      (r) => (r.toolName === 'search_public_memories' || r.toolName === 'search_public_documents') && r.isError,
    )
  ) {
    return answer(
      i18n._({
        id: 'twin.search-failed',
        message: "I couldn't look that up just now — please ask me again in a moment.",
      }),
    );
  }
  return callTools({ toolName: 'ask_owner', input: { question: text.trim().slice(0, QUESTION_MAX) } });
}

export function twinPolicy(view: PromptView): LocalDecision {
  return view.toolResults === null ? plan(view) : compose(view, view.toolResults);
}
