/**
 * A tool call in people's words: what the assistant did ("Searched your memories"), what it
 * looked for and what came back. The tool names are the agent's (api/src/agent/tools/); an
 * unknown tool falls back to the label the server sends.
 */
import type { ToolActivityItem } from '@duet/design-system';
import type { LiveToolCall } from './run-state';

const PHRASES: Record<string, { done: string; doing: string }> = {
  search_memories: { done: 'Searched your memories', doing: 'Searching your memories' },
  list_memories: { done: 'Listed your memories', doing: 'Listing your memories' },
  calculate: { done: 'Calculated', doing: 'Calculating' },
  remember: { done: 'Saved a memory', doing: 'Saving a memory' },
  forget: { done: 'Forgot a memory', doing: 'Forgetting a memory' },
  search_conversations: { done: 'Searched your past chats', doing: 'Searching your past chats' },
  // Answers written before search_conversations replaced it.
  search_threads: { done: 'Searched your past chats', doing: 'Searching your past chats' },
  get_profile: { done: 'Read your profile', doing: 'Reading your profile' },
  update_profile: { done: 'Updated your profile', doing: 'Updating your profile' },
  get_public_profile: { done: 'Read the public profile', doing: 'Reading the public profile' },
  search_public_memories: { done: 'Searched public facts', doing: 'Searching public facts' },
  search_documents: { done: 'Searched your documents', doing: 'Searching your documents' },
  search_public_documents: { done: 'Searched public documents', doing: 'Searching public documents' },
  read_web_page: { done: 'Read a web page', doing: 'Reading a web page' },
  skip_question: { done: 'Skipped a question', doing: 'Skipping a question' },
  ask_owner: { done: 'Passed the question on', doing: 'Passing the question on' },
  echo: { done: 'Echoed your message', doing: 'Echoing your message' },
  get_time: { done: 'Checked the time', doing: 'Checking the time' },
};

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
const quoted = (s: string) => `“${s.length > 80 ? `${s.slice(0, 79)}…` : s}”`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Plain-language lines for a call: what it was asked, what it found or did. */
function summary(call: LiveToolCall): string[] {
  const input = record(call.input);
  const output = record(call.output);
  const lines: string[] = [];
  for (const key of ['query', 'content', 'about', 'text', 'question', 'expression'] as const) {
    const value = input[key];
    if (typeof value === 'string' && value.trim())
      lines.push(key === 'query' ? `Looked for ${quoted(value.trim())}` : quoted(value.trim()));
  }
  if (call.status !== 'completed') return lines;
  if (call.name === 'calculate' && typeof output.result === 'string') lines.push(`= ${output.result}`);
  if (call.name === 'list_memories' && typeof output.more === 'number' && output.more > 0)
    lines.push(`${plural(output.more, 'more memory', 'more memories')} on your Knowledge page`);
  if (output.outcome === 'known') lines.push('Already known: nothing new saved');
  if (typeof output.replaced === 'string') lines.push(`Replaced ${quoted(output.replaced)}`);
  if (call.name === 'forget' && typeof output.forgotten === 'number') {
    lines.push(
      output.forgotten === 0 ? 'No memory matched' : `Forgot ${plural(output.forgotten, 'memory', 'memories')}`,
    );
  }
  const items = [output.memories, output.facts, output.threads, output.conversations].find(Array.isArray) as
    unknown[] | undefined;
  if (items && call.name !== 'forget') {
    const noun =
      call.name === 'search_threads' || call.name === 'search_conversations'
        ? ['chat', 'chats']
        : call.name === 'search_public_memories'
          ? ['fact', 'facts']
          : ['memory', 'memories'];
    lines.push(items.length === 0 ? 'Nothing found' : `Found ${plural(items.length, noun[0]!, noun[1]!)}`);
    for (const item of items.slice(0, 5)) {
      const text = record(item).content ?? record(item).name;
      if (typeof text === 'string' && text.trim()) lines.push(quoted(text.trim()));
    }
  }
  if (Array.isArray(output.passages) && call.name !== 'forget') {
    lines.push(
      output.passages.length === 0 ? 'Nothing found' : `Found ${plural(output.passages.length, 'passage', 'passages')}`,
    );
  }
  if (Array.isArray(output.updated) && output.updated.length) lines.push(`Changed: ${output.updated.join(', ')}`);
  return lines;
}

/** The tool a server's label names: "Using create_note (Notebook)" → "create_note (Notebook)". */
const toolOf = (label: string) => (label.startsWith('Using ') ? label.slice('Using '.length) : null);

/** The server's label of a call once it has run: "Used create_note (Notebook)". */
const done = (label: string) => {
  const tool = toolOf(label);
  return tool ? `Used ${tool}` : label;
};

export function toolActivityItems(calls: readonly LiveToolCall[]): ToolActivityItem[] {
  return calls.map((call) => {
    const phrase = PHRASES[call.name];
    return {
      id: call.id,
      label: phrase?.done ?? (call.displayName ? done(call.displayName) : call.name.replace(/_/g, ' ')),
      activeLabel: phrase?.doing ?? call.displayName,
      status: call.status,
      durationMs: call.durationMs,
      summary: summary(call),
      input: call.input,
      output: call.output,
    };
  });
}

/**
 * The activity line of a call that stopped for the person's yes, once they answered: "Declined
 * create_note (Notebook)", never "Using create_note (Notebook)" as if it had run. The server
 * labels a call "Using …" (api/src/agent/continuation.ts says the same of the answer that goes on).
 */
export function awaitedLabel(label: string, approval: string): string {
  const tool = toolOf(label) ?? label;
  switch (approval.toLowerCase()) {
    case 'pending':
      return `Asks to use ${tool}`;
    case 'allowed':
      return `Allowed ${tool}`;
    case 'denied':
      return `Declined ${tool}`;
    default:
      return `Not run: ${tool}`;
  }
}
