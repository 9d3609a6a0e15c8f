/**
 * The local private brain: it looks things up with tools first, then answers
 * only from what the tools returned, in the second person. It never invents.
 */
import { keywords } from '../../memories/search-terms.js';
import type { ProfileSnapshot } from '../tools/profile-fields.js';
import {
  answer,
  callTools,
  DONT_KNOW,
  failedTools,
  resultOf,
  type LocalDecision,
  type LocalToolCall,
} from './local-decision.js';
import type { PromptView } from './prompt-reading.js';
import { asClause, capitalise, toSecondPerson } from './second-person.js';

const REMEMBER = /^\s*(?:please\s+)?(?:remember|note|keep in mind)(?:\s+that\b|\s*:|\s+(?=(?:i|i'm|my)\b))\s*(.+)$/is;
const FORGET =
  /^\s*(?:please\s+)?(?:forget|(?:delete|remove|erase) (?:the |my )?(?:memory|fact))(?:\s+(?:that|about|the fact that)\b|\s*:)?\s*(.+)$/is;
const THREADS =
  /\b(?:did (?:we|i) (?:talk|chat|speak)|(?:find|show|open) (?:me )?(?:the |that |a |our |my )?(?:chat|conversation|thread)|which (?:chat|conversation|thread)|when did we (?:talk|discuss|chat))/i;
const PROFILE =
  /\b(?:about me|my profile|who am i|my name|my bio|my interests|my skills|my location|where (?:do i live|am i based))\b/i;
/** Words that say how to search for a chat rather than what to search for. */
const META = new Set([
  'chat',
  'chats',
  'conversation',
  'conversations',
  'thread',
  'threads',
  'talk',
  'talked',
  'find',
  'show',
  'open',
  'discuss',
  'discussed',
  'speak',
  'spoke',
  'profile',
  'bio',
]);

const HELLO =
  'Hi! I\'m your private brain. I only know what you tell me: say "remember that …" and I\'ll keep it, ' +
  'then ask me about it any time.';

function searchTerms(text: string): string {
  return keywords(text)
    .filter((w) => !META.has(w))
    .join(' ');
}

function planTools(view: PromptView): LocalDecision {
  const text = view.userText;
  const remember = REMEMBER.exec(text);
  if (remember && !text.trim().endsWith('?')) {
    return callTools({ toolName: 'remember', input: { content: asClause(remember[1]!) } });
  }
  const forget = FORGET.exec(text);
  if (forget && !text.trim().endsWith('?')) {
    return callTools({ toolName: 'forget', input: { about: asClause(forget[1]!) } });
  }
  const calls: LocalToolCall[] = [];
  if (THREADS.test(text)) {
    const query = searchTerms(text);
    if (query) calls.push({ toolName: 'search_conversations', input: { query } });
  } else {
    // Words that only say how to search for a chat ("speak", "talk") are facts' words here.
    const query = keywords(text).join(' ');
    if (PROFILE.test(text)) calls.push({ toolName: 'get_profile', input: {} });
    if (query) calls.push({ toolName: 'search_memories', input: { query } });
  }
  return calls.length > 0 ? callTools(...calls) : answer(HELLO);
}

function profileSentences(p: ProfileSnapshot): string[] {
  const out: string[] = [];
  if (p.displayName) out.push(`Your name is ${p.displayName}.`);
  if (p.title) out.push(`Your title: ${p.title}.`);
  if (p.bio) out.push(`Your bio says: “${asClause(p.bio)}”.`);
  if (p.interests.length) out.push(`Your interests: ${p.interests.join(', ')}.`);
  if (p.location) out.push(`You're based in ${p.location}.`);
  if (p.skills.length) out.push(`Your skills: ${p.skills.join(', ')}.`);
  return out;
}

function factsList(intro: string, facts: string[]): string {
  if (facts.length === 1) return `${intro}: ${facts[0]}.`;
  return `${intro}:\n${facts.map((f) => `- ${f}`).join('\n')}`;
}

function compose(view: PromptView): LocalDecision {
  const results = view.toolResults ?? [];
  const parts: string[] = [];
  const saved = resultOf<{ content: string; outcome?: string; replaced?: string }>(results, 'remember');
  if (saved) {
    const fact = toSecondPerson(asClause(saved.content));
    if (saved.outcome === 'known') parts.push(`I already knew that ${fact}.`);
    else if (saved.replaced)
      parts.push(`Got it — I've updated what I knew: ${fact} (before: ${toSecondPerson(asClause(saved.replaced))}).`);
    else parts.push(`Got it — I'll remember that ${fact}.`);
  }
  const forgotten = resultOf<{ memories: { content: string }[] }>(results, 'forget');
  if (forgotten) {
    parts.push(
      forgotten.memories.length
        ? `Done — I've forgotten that ${forgotten.memories.map((m) => toSecondPerson(asClause(m.content))).join('; and that ')}.`
        : "I couldn't find a memory about that, so there was nothing to forget.",
    );
  }

  const profile = resultOf<ProfileSnapshot>(results, 'get_profile');
  if (profile) {
    const sentences = profileSentences(profile);
    if (sentences.length) parts.push(`From your profile: ${sentences.join(' ')}`);
  }
  const memories = resultOf<{ memories: { content: string }[] }>(results, 'search_memories');
  if (memories?.memories.length) {
    const facts = memories.memories.map((m) => toSecondPerson(asClause(m.content)));
    parts.push(factsList("From what you've told me", facts));
  }
  const found = resultOf<{ conversations: { name: string | null; updatedAt: string }[] }>(
    results,
    'search_conversations',
  );
  if (found) {
    if (found.conversations.length) {
      const lines = found.conversations.map(
        (t) => `“${t.name ?? 'Untitled Thread'}” (updated ${t.updatedAt.slice(0, 10)})`,
      );
      parts.push(factsList(lines.length === 1 ? 'I found this chat' : 'I found these chats', lines));
    } else {
      parts.push("I couldn't find a chat about that.");
    }
  }
  const failed = failedTools(results);
  if (failed.length) {
    const doing = failed.includes('remember') ? 'saving' : failed.includes('forget') ? 'forgetting' : 'looking that up';
    parts.push(`Something went wrong while ${doing}.`);
  }
  if (parts.length === 0) parts.push(DONT_KNOW);
  return answer(capitalise(parts.join('\n\n')));
}

export function brainPolicy(view: PromptView): LocalDecision {
  return view.toolResults === null ? planTools(view) : compose(view);
}
