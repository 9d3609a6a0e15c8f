/**
 * Reads what the local model needs from a LanguageModelV4 prompt: the message
 * being answered, the assistant's last words before it, and the tool results
 * already returned in this turn.
 */
import type { LanguageModelV4Prompt, LanguageModelV4ToolResultOutput } from '@ai-sdk/provider';
import { ATTACHMENTS_HEADING } from '../prompts.js';

export interface ToolResultSeen {
  toolName: string;
  output: unknown;
  isError: boolean;
}

export interface PromptView {
  /** The system prompt (the agent's rules, and the owner's choices in them). */
  system: string;
  userText: string;
  /** The assistant's text just before the message being answered (null at the start). */
  previousAssistantText: string | null;
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

export function readPrompt(prompt: LanguageModelV4Prompt): PromptView {
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
  const system = prompt
    .filter((m) => m.role === 'system')
    .map((m) => (m.role === 'system' ? m.content : ''))
    .join('\n');
  return {
    system,
    // The message itself, without the list of attached files (see prompts.ts).
    userText: lastUser >= 0 ? textOf(lastUser).split(ATTACHMENTS_HEADING)[0]!.trim() : '',
    previousAssistantText,
    toolResults,
    chars: JSON.stringify(prompt).length,
  };
}
