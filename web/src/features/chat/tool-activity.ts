/**
 * A tool call in people's words: what the assistant did ("Searched your memories"), what it
 * looked for and what came back. The tool names are the agent's (api/src/agent/tools/); an
 * unknown tool falls back to the label the server sends.
 */
import { listFormat, i18n, type ToolActivityItem } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { LiveToolCall } from './run-state';

const PHRASES: Record<string, { done: MessageDescriptor; doing: MessageDescriptor }> = {
  search_memories: { done: msg`Searched your memories`, doing: msg`Searching your memories` },
  list_memories: { done: msg`Listed your memories`, doing: msg`Listing your memories` },
  calculate: { done: msg`Calculated`, doing: msg`Calculating` },
  remember: { done: msg`Saved a memory`, doing: msg`Saving a memory` },
  forget: { done: msg`Forgot a memory`, doing: msg`Forgetting a memory` },
  search_conversations: { done: msg`Searched your past chats`, doing: msg`Searching your past chats` },
  // Answers written before search_conversations replaced it.
  search_threads: { done: msg`Searched your past chats`, doing: msg`Searching your past chats` },
  get_profile: { done: msg`Read your profile`, doing: msg`Reading your profile` },
  update_profile: { done: msg`Updated your profile`, doing: msg`Updating your profile` },
  get_public_profile: { done: msg`Read the public profile`, doing: msg`Reading the public profile` },
  search_public_memories: { done: msg`Searched public facts`, doing: msg`Searching public facts` },
  search_documents: { done: msg`Searched your documents`, doing: msg`Searching your documents` },
  search_public_documents: { done: msg`Searched public documents`, doing: msg`Searching public documents` },
  read_web_page: { done: msg`Read a web page`, doing: msg`Reading a web page` },
  skip_question: { done: msg`Skipped a question`, doing: msg`Skipping a question` },
  ask_owner: { done: msg`Passed the question on`, doing: msg`Passing the question on` },
  echo: { done: msg`Echoed your message`, doing: msg`Echoing your message` },
  get_time: { done: msg`Checked the time`, doing: msg`Checking the time` },
};

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
/** A quoted text cut to 80 characters. */
const clip = (s: string) => (s.length > 80 ? `${s.slice(0, 79)}…` : s);
const quoted = (s: string) => {
  const text = clip(s);
  return t`“${text}”`;
};

/** What a search found, by what it searched. */
function found(name: string, count: number): string {
  if (count === 0) return t`Nothing found`;
  if (name === 'search_threads' || name === 'search_conversations')
    return plural(count, { one: 'Found # chat', other: 'Found # chats' });
  if (name === 'search_public_memories') return plural(count, { one: 'Found # fact', other: 'Found # facts' });
  return plural(count, { one: 'Found # memory', other: 'Found # memories' });
}

/** Plain-language lines for a call: what it was asked, what it found or did. */
function summary(call: LiveToolCall): string[] {
  const input = record(call.input);
  const output = record(call.output);
  const lines: string[] = [];
  for (const key of ['query', 'content', 'about', 'text', 'question', 'expression'] as const) {
    const value = input[key];
    if (typeof value !== 'string' || !value.trim()) continue;
    const text = clip(value.trim());
    lines.push(key === 'query' ? t`Looked for “${text}”` : quoted(value.trim()));
  }
  if (call.status !== 'completed') return lines;
  if (call.name === 'calculate' && typeof output.result === 'string') lines.push(`= ${output.result}`);
  if (call.name === 'list_memories' && typeof output.more === 'number' && output.more > 0) {
    const more = output.more;
    lines.push(
      plural(more, {
        one: '# more memory on your Knowledge page',
        other: '# more memories on your Knowledge page',
      }),
    );
  }
  if (output.outcome === 'known') lines.push(t`Already known: nothing new saved`);
  if (typeof output.replaced === 'string') {
    const replaced = clip(output.replaced);
    lines.push(t`Replaced “${replaced}”`);
  }
  if (call.name === 'forget' && typeof output.forgotten === 'number') {
    const forgotten = output.forgotten;
    lines.push(
      forgotten === 0
        ? t`No memory matched`
        : plural(forgotten, { one: 'Forgot # memory', other: 'Forgot # memories' }),
    );
  }
  const items = [output.memories, output.facts, output.threads, output.conversations].find(Array.isArray) as
    unknown[] | undefined;
  if (items && call.name !== 'forget') {
    lines.push(found(call.name, items.length));
    for (const item of items.slice(0, 5)) {
      const text = record(item).content ?? record(item).name;
      if (typeof text === 'string' && text.trim()) lines.push(quoted(text.trim()));
    }
  }
  if (Array.isArray(output.passages) && call.name !== 'forget') {
    const passages = output.passages.length;
    lines.push(
      passages === 0 ? t`Nothing found` : plural(passages, { one: 'Found # passage', other: 'Found # passages' }),
    );
  }
  if (Array.isArray(output.updated) && output.updated.length) {
    const fields = listFormat({ type: 'unit', style: 'short' }).format(output.updated.map(String));
    lines.push(t`Changed: ${fields}`);
  }
  return lines;
}

/** The tool a server's label names: "Using create_note (Notebook)" → "create_note (Notebook)". */
const toolOf = (label: string) => /^Using (.*)$/s.exec(label)?.[1] ?? null;

/** The server's label of a call once it has run: "Used create_note (Notebook)". */
const done = (label: string) => {
  const tool = toolOf(label);
  return tool ? t`Used ${tool}` : label;
};

export function toolActivityItems(calls: readonly LiveToolCall[]): ToolActivityItem[] {
  return calls.map((call) => {
    const phrase = PHRASES[call.name];
    return {
      id: call.id,
      label: phrase ? i18n._(phrase.done) : call.displayName ? done(call.displayName) : call.name.replace(/_/g, ' '),
      activeLabel: phrase ? i18n._(phrase.doing) : call.displayName,
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
      return t`Asks to use ${tool}`;
    case 'allowed':
      return t`Allowed ${tool}`;
    case 'denied':
      return t`Declined ${tool}`;
    default:
      return t`Not run: ${tool}`;
  }
}
