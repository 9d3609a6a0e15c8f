/**
 * Reads what the local model needs from a LanguageModelV4 call: from the prompt, the message being
 * answered, the files attached to it (and the text of those the prompt holds), the assistant's last
 * words before it and the tool results already returned in this turn; from the call's data
 * (`providerOptions.duet`, contract.ts TurnHints), which agent it plays and the owner's and person's
 * settings. The system prompt's words are never read back: the settings come as data.
 */
import type {
  LanguageModelV4CallOptions,
  LanguageModelV4Prompt,
  LanguageModelV4ToolResultOutput,
} from '@ai-sdk/provider';
import { isLocale, type Locale } from '../../../../common/locales.js';
import type { AgentType, ModelHelp, TurnHints } from '../contract.js';
import { ATTACHMENTS_HEADING, FILE_TEXT_OPENING } from '../prompts.js';

/** The agent and settings of a call, as the offline brain uses them. */
export interface CallHints {
  /** The agent the turn is for (null: not told: a call from elsewhere, e.g. over HTTP). */
  agent: AgentType | null;
  /** A twin's voice: about the owner (third) or as them (first). */
  voice: 'first' | 'third';
  /** A twin keeps to facts as written. */
  strict: boolean;
  /** The person's answer style and their project's instructions, as written (answer-style.ts). */
  answerStyle: string | null;
  projectInstructions: string | null;
  /** What the person can do to get a model that writes (null: not told). */
  modelHelp: ModelHelp | null;
  /** The language it says its own sentences in: who it answers' (English when not told). */
  locale: Locale;
}

const HELPS: ReadonlySet<string> = new Set(['choose', 'connect', 'ask-admin']);

const AGENTS: ReadonlySet<string> = new Set(['private_brain', 'profile_pal', 'public_twin', 'self_twin', 'testing']);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The call's hints (contract.ts TurnHints); defaults where a call carries none. */
export function hintsOf(options: Pick<LanguageModelV4CallOptions, 'providerOptions'>): CallHints {
  const hints = (options.providerOptions?.duet ?? {}) as Partial<TurnHints>;
  return {
    agent: typeof hints.agent === 'string' && AGENTS.has(hints.agent) ? hints.agent : null,
    voice: hints.twin?.voice === 'first' ? 'first' : 'third',
    strict: hints.twin?.style === 'strict',
    answerStyle: text(hints.answerStyle),
    projectInstructions: text(hints.projectInstructions),
    modelHelp: typeof hints.modelHelp === 'string' && HELPS.has(hints.modelHelp) ? hints.modelHelp : null,
    locale: isLocale(hints.locale) ? hints.locale : 'en',
  };
}

export interface ToolResultSeen {
  toolName: string;
  output: unknown;
  isError: boolean;
}

/** A file attached to the message being answered (prompts.ts userContent). */
export interface FileSeen {
  name: string;
  mimeType: string;
  size: number;
  /** Its text, when the prompt holds it (small text files). */
  text: string | null;
  /** The text is only the file's beginning (or a document's passages). */
  cut: boolean;
  /** A document Duet could not read: why. */
  unreadable?: string;
}

export interface PromptView {
  /** The call's agent and settings, given as data. */
  hints: CallHints;
  userText: string;
  /** Files attached to the message being answered. */
  files: FileSeen[];
  /** The assistant's text just before the message being answered (null at the start). */
  previousAssistantText: string | null;
  /** The tools the model is offered this turn (absent: not known). */
  tools?: ReadonlySet<string>;
  /** Tool results after the message being answered (null: no tools called yet this turn). */
  toolResults: ToolResultSeen[] | null;
  /** Total characters of the prompt (for usage estimates). */
  chars: number;
}

function outputValue(output: LanguageModelV4ToolResultOutput): { value: unknown; isError: boolean } {
  switch (output.type) {
    case 'json':
      return { value: output.value, isError: false };
    case 'text':
      return { value: output.value, isError: false };
    case 'error-json':
    case 'error-text':
      return { value: output.value, isError: true };
    case 'execution-denied':
      return { value: output.reason ?? 'denied', isError: true };
    default:
      return { value: null, isError: true };
  }
}

/** The heading of the list of attached files; a message of files only starts with it. */
const ATTACHED = new RegExp(`(?:^|\\n\\n)${ATTACHMENTS_HEADING.trim()}\\n`);
/** `- name (type, N bytes[, what the model can do with it]): address` (prompts.ts userContent). */
const LISTED = /^- (.+) \(([^,()]+), (\d+) bytes(?:, ([^()]*))?\): .*$/gm;
/** A file's text block: its number in the list, whether it is cut, the fence, the text. */
const TEXT_BLOCK = new RegExp(
  `^${FILE_TEXT_OPENING} .+ \\(file (\\d+) of \\d+(, cut:[^;]*)?;[^\\n]*\\):\\n(\`{3,})\\n([\\s\\S]*?)\\n\\3$`,
  'gm',
);

/** The files listed after a message, with the text blocks that follow the list. */
export function filesOf(attachments: string): FileSeen[] {
  const [list = ''] = attachments.split(`\n\n${FILE_TEXT_OPENING}`, 1);
  const files: FileSeen[] = [...list.matchAll(LISTED)].map((m) => {
    const unreadable = /could not be read: (.+)$/.exec(m[4] ?? '')?.[1];
    return {
      name: m[1]!,
      mimeType: m[2]!,
      size: Number(m[3]),
      text: null,
      cut: false,
      ...(unreadable ? { unreadable } : {}),
    };
  });
  for (const block of attachments.matchAll(TEXT_BLOCK)) {
    const file = files[Number(block[1]) - 1];
    if (file) Object.assign(file, { text: block[4]!, cut: block[2] !== undefined });
  }
  return files;
}

export function readPrompt(
  prompt: LanguageModelV4Prompt,
  hints: CallHints = hintsOf({ providerOptions: undefined }),
): PromptView {
  let lastUser = -1;
  for (let i = prompt.length - 1; i >= 0; i--) {
    if (prompt[i]!.role === 'user') {
      lastUser = i;
      break;
    }
  }
  const textOf = (index: number) => {
    const message = prompt[index];
    if (!message || message.role === 'system' || message.role === 'tool') return '';
    return message.content
      .map((part) => (part.type === 'text' ? part.text : ''))
      .join('')
      .trim();
  };
  let previousAssistantText: string | null = null;
  for (let i = lastUser - 1; i >= 0; i--) {
    if (prompt[i]!.role === 'assistant') {
      const text = textOf(i);
      if (text) {
        previousAssistantText = text;
        break;
      }
    }
    if (prompt[i]!.role === 'user') break;
  }
  let toolResults: ToolResultSeen[] | null = null;
  for (const message of prompt.slice(lastUser + 1)) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result') continue;
      const { value, isError } = outputValue(part.output);
      (toolResults ??= []).push({ toolName: part.toolName, output: value, isError });
    }
  }
  // The message itself, then the list of attached files and their text (see prompts.ts).
  const message = lastUser >= 0 ? textOf(lastUser) : '';
  const heading = ATTACHED.exec(message);
  return {
    hints,
    userText: (heading ? message.slice(0, heading.index) : message).trim(),
    files: heading ? filesOf(message.slice(heading.index + heading[0].length)) : [],
    previousAssistantText,
    toolResults,
    chars: JSON.stringify(prompt).length,
  };
}
