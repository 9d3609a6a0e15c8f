/**
 * The local private brain — Duet's offline brain. It reads what kind of message it got
 * (sentence-kinds.ts), calls the tools that kind needs, then answers only from what the tools
 * returned, in the second person (brain-answers.ts). It greets a greeting, saves a fact the person
 * states about themselves, lists what it knows, works out arithmetic with the calculator, looks up
 * questions about the person and reads attached text files back; anything else it cannot do, and
 * it says so (offline-brain.ts). It never invents. Its rules read English; a message in another
 * language it says it could not read (language-reading.ts). What it says of its own is in the
 * person's language (the call's hints: TurnHints.locale).
 */
import { aboutAnswer, composeAnswer, greetingAnswer, nothingKeptAnswer, withoutToolsAnswer } from './brain-answers.js';
import { asksAQuestion } from './document-passages.js';
import { offlineWords, type OfflineWords } from '../offline-brain.js';
import { i18nFor } from '../../words/i18n.js';
import { inAnotherLanguage } from './language-reading.js';
import { readFilesBack } from './file-reading.js';
import { answer, callTools, type LocalDecision, type LocalToolCall } from './local-decision.js';
import { searchTerms } from './memory-lookup.js';
import { readMessage } from './message-reading.js';
import type { PromptView } from './prompt-reading.js';
import { asksAboutProfile, isAboutSelf } from './sentence-kinds.js';
import { isAboutUsingDuet } from '../../words/meta-statements.js';

function planTools(w: OfflineWords, view: PromptView): LocalDecision {
  const reading = readMessage(view.userText);
  // A conversation whose tools cannot save (a temporary chat) keeps nothing, and says so.
  const saves = !view.tools || view.tools.has('remember');
  if ((reading.remember || reading.forget) && !saves) return answer(nothingKeptAnswer(w, reading.forget !== null));
  if (reading.forget) return callTools({ toolName: 'forget', input: { about: reading.forget } });
  // "Remember that …" is kept whatever else the message holds; the rest is read as usual.
  const remembering: LocalToolCall[] = reading.remember
    ? [{ toolName: 'remember', input: { content: reading.remember } }]
    : [];
  if (!reading.remember && view.files.length > 0) {
    return answer(readFilesBack(w, view.files, reading.greeting, view.userText));
  }
  // Its rules read English: a message in another language is said to be unread, never misread
  // (a sum in it is still worked out).
  if (!reading.remember && !reading.expression && inAnotherLanguage(view.userText)) return answer(w.cannotRead);
  const calls: LocalToolCall[] = saves
    ? [...remembering, ...reading.facts.map((content) => ({ toolName: 'remember', input: { content } }))]
    : [];
  if (reading.listMemories) {
    calls.push({ toolName: 'get_profile', input: {} }, { toolName: 'list_memories', input: {} });
  }
  if (reading.chats.length) {
    const query = searchTerms(reading.chats, true);
    if (query) calls.push({ toolName: 'search_conversations', input: { query } });
  }
  if (reading.expression) calls.push({ toolName: 'calculate', input: { expression: reading.expression } });
  const asked = [...reading.personal, ...reading.lookups];
  if (!reading.listMemories && reading.personal.some(asksAboutProfile)) {
    calls.push({ toolName: 'get_profile', input: {} });
  }
  const query = searchTerms(asked);
  if (query) calls.push({ toolName: 'search_memories', input: { query } });
  // A question may be answered by the person's documents, when they have some (the tool is offered).
  const questions = [...asked, ...reading.others.filter(asksAQuestion)];
  const documentQuery = view.tools?.has('search_documents') ? searchTerms(questions) : '';
  if (documentQuery) calls.push({ toolName: 'search_documents', input: { query: documentQuery.slice(0, 500) } });
  if (calls.length > 0) return callTools(...calls);
  if (!saves && reading.facts.length > 0) return answer(nothingKeptAnswer(w, false));
  // "Hi! I'm new here": a hello, and only words about oneself that state nothing to keep.
  // "I just signed up", "Just testing": about using Duet — what the brain can do is the answer.
  const trying = reading.others.length > 0 && reading.others.every((s) => isAboutUsingDuet(s));
  const chatter = trying || (reading.greeting === 'hello' && reading.others.every(isAboutSelf));
  const asksMore = reading.personal.length + reading.lookups.length + (chatter ? 0 : reading.others.length) > 0;
  if (asksMore) return answer(withoutToolsAnswer(w, reading));
  return answer(reading.aboutDuet || trying ? aboutAnswer(w) : greetingAnswer(w, reading.greeting));
}

export function brainPolicy(view: PromptView): LocalDecision {
  // Its words in the person's language; "…needs a model that writes" goes on with how this reader
  // gets one (offline-brain.ts).
  const w = offlineWords(i18nFor(view.hints.locale), view.hints.modelHelp);
  return view.toolResults === null ? planTools(w, view) : answer(composeAnswer(w, readMessage(view.userText), view));
}
