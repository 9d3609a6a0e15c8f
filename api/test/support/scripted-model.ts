/**
 * The tests' model: a scripted policy for the offline model's shell (api/src/agent/local/local-model.ts
 * streams its text, counts its tokens and stops at the answer gate), so the tests of Duet's machinery
 * do not stand on the offline brain, which is the product's default and has tests of its own
 * (offline-brain*.test.ts, agent-local-runtime.test.ts, the eval).
 *
 * It reads only what a call carries as data: the tools it is offered, the tool results of this turn
 * and the turn's hints (`providerOptions.duet`: the agent). Its rules are for kinds of sentences —
 * a question, something said about oneself, a request to forget, anything else — never for a test's
 * words. It answers only from what the tools returned, quoting the best match as written, so a test
 * sees exactly what crossed the tool boundary.
 */
import type { LocalDecision, LocalPolicy, LocalToolCall } from '../../src/agent/local/local-decision.js';
import type { PromptView, ToolResultSeen } from '../../src/agent/local/prompt-reading.js';

/** What the scripted model says when the tools found nothing. */
export const SCRIPTED_NOTHING_FOUND = 'I have nothing on that.';
/** What it says to anything that is neither a question nor about the speaker. */
export const SCRIPTED_ACKNOWLEDGED = 'Understood.';
/** What it says after passing a question on to the owner. */
export const SCRIPTED_PASSED_ON = 'I do not know that; I have passed your question on.';

/** The searches it makes for a question, in the order it reads their results. */
const SEARCHES = ['search_memories', 'search_public_memories', 'search_documents', 'search_public_documents'];

type Kind = 'question' | 'about-me' | 'remember' | 'forget' | 'other';

const QUESTION_WORD =
  /^(?:who|whom|whose|what|which|when|where|why|how|is|are|am|was|were|do|does|did|can|could|will|would|should|have|has|tell me|list)\b/i;

/** Words that open a sentence without changing its kind ("Actually, I moved …"). */
const OPENERS = /^(?:(?:actually|well|oh|so|also|and|but|ok|okay|hi|hello|hey)\b[,!.]?\s*)+/i;

export function sentenceKind(text: string): Kind {
  const t = text.trim().replace(OPENERS, '');
  if (/^(?:please\s+)?forget\b/i.test(t)) return 'forget';
  if (/^(?:please\s+)?remember\b/i.test(t)) return 'remember';
  if (t.endsWith('?') || QUESTION_WORD.test(t)) return 'question';
  if (/^(?:i|i'm|i've|i'd|i'll|my)\b/i.test(t)) return 'about-me';
  return 'other';
}

const call = (toolName: string, input: Record<string, unknown>): LocalToolCall => ({ toolName, input });
const say = (text: string): LocalDecision => ({ kind: 'text', text });
const outputs = (results: ToolResultSeen[], name: string) =>
  results.filter((r) => r.toolName === name && !r.isError).map((r) => r.output as Record<string, unknown>);

/**
 * The texts a search returned, best first: facts and memories by their content, passages by their
 * text after their document and place ("Handbook, page 12: …"), as an answer names its source.
 */
function found(results: ToolResultSeen[]): string[] {
  const texts: string[] = [];
  for (const name of SEARCHES) {
    for (const output of outputs(results, name)) {
      for (const key of ['memories', 'facts', 'passages']) {
        const items = output[key];
        if (!Array.isArray(items)) continue;
        for (const item of items as Array<Record<string, unknown>>) {
          const text = item.content ?? item.text;
          if (typeof text !== 'string' || !text.trim()) continue;
          const source = [item.title, item.where].filter((v) => typeof v === 'string' && v).join(', ');
          texts.push(source ? `${source}: ${text.trim()}` : text.trim());
        }
      }
    }
  }
  return texts;
}

function firstStep(view: PromptView, tools: ReadonlySet<string>): LocalDecision {
  const text = view.userText;
  if (view.hints.agent === 'testing' || tools.has('echo')) {
    return /\b(?:time|clock|date)\b/i.test(text) && tools.has('get_time')
      ? { kind: 'tools', calls: [call('get_time', {})] }
      : { kind: 'tools', calls: [call('echo', { text })] };
  }
  const kind = sentenceKind(text);
  // Files that came with the message are what it is about: each read one quoted, each other one's
  // reason said; a question about a long one (only its beginning is in the prompt) searches it.
  const searchable = SEARCHES.some((name) => tools.has(name));
  const files = view.files.flatMap((f) =>
    f.unreadable
      ? [`I could not read ${f.name}: ${f.unreadable}`]
      : f.text
        ? [`From ${f.name}: ${f.text.slice(0, 200)}`]
        : [],
  );
  if (files.length && !(kind === 'question' && searchable && view.files.some((f) => f.cut))) {
    return say(files.join('\n\n'));
  }
  if (kind === 'forget' && tools.has('forget')) {
    return { kind: 'tools', calls: [call('forget', { about: text.replace(/^(?:please\s+)?forget\s*/i, '') })] };
  }
  if (kind === 'question') {
    const searches = SEARCHES.filter((name) => tools.has(name)).map((name) => call(name, { query: text }));
    if (searches.length) return { kind: 'tools', calls: searches };
  }
  if ((kind === 'about-me' || kind === 'remember') && tools.has('remember')) {
    const content = text.replace(OPENERS, '').replace(/^(?:please\s+)?remember\s+(?:that\s+)?/i, '');
    return { kind: 'tools', calls: [call('remember', { content })] };
  }

  return say(kind === 'question' ? SCRIPTED_NOTHING_FOUND : SCRIPTED_ACKNOWLEDGED);
}

function afterTools(view: PromptView, results: ToolResultSeen[], tools: ReadonlySet<string>): LocalDecision {
  const failed = results.filter((r) => r.isError).map((r) => r.toolName);
  const echo = outputs(results, 'echo')[0];
  if (echo) return say(`Echo: ${String(echo.text)}`);
  const time = outputs(results, 'get_time')[0];
  if (time) return say(`The server time is ${String(time.iso)}.`);
  const remembered = outputs(results, 'remember')[0];
  if (remembered) return say(`I will remember that: ${String(remembered.content)}.`);
  if (outputs(results, 'forget').length) return say('Forgotten.');
  if (outputs(results, 'ask_owner').length) return say(SCRIPTED_PASSED_ON);
  const best = found(results)[0];
  if (best) return say(`From what I found: ${best}`);
  // Nothing found: a twin passes the question on once; anyone else says so.
  if (tools.has('ask_owner') && !results.some((r) => r.toolName === 'ask_owner')) {
    return { kind: 'tools', calls: [call('ask_owner', { question: view.userText })] };
  }
  return say(failed.length ? `The tool ${failed[0]} failed.` : SCRIPTED_NOTHING_FOUND);
}

/** The tests' policy (see the header): plug it into the app with startTestApp's default. */
export const scriptedPolicy: LocalPolicy = (view) => {
  const tools = view.tools ?? new Set<string>();
  return view.toolResults === null ? firstStep(view, tools) : afterTools(view, view.toolResults, tools);
};
