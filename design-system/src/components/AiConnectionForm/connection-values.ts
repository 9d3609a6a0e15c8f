/** The pure part of AiConnectionForm: the kinds of server, their usual addresses, the checks before sending. */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';

/** An OpenAI-compatible server (OpenAI, OpenRouter, LM Studio, vLLM…) or Ollama. */
export type AiConnectionKind = 'openai-compatible' | 'ollama';

export type AiConnectionField = 'name' | 'baseUrl' | 'apiKey';

/** Ollama's address when it runs on the same machine as Duet. */
export const OLLAMA_LOCAL_URL = 'http://127.0.0.1:11434';

/** Each kind's name, shown with `i18n._(…)`. */
export const KIND_NAMES: Record<AiConnectionKind, MessageDescriptor> = {
  'openai-compatible': msg`OpenAI-compatible`,
  ollama: msg`Ollama`,
};

/** The address a new connection of this kind starts with ('' for OpenAI-compatible: there is no usual one). */
export function defaultBaseUrl(kind: AiConnectionKind): string {
  return kind === 'ollama' ? OLLAMA_LOCAL_URL : '';
}

/**
 * The address after the kind changes: the new kind's usual one when the field was empty or still
 * held the old kind's; what the person typed otherwise.
 */
export function baseUrlForKind(current: string, from: AiConnectionKind, to: AiConnectionKind): string {
  const typed = current.trim();
  return typed === '' || typed === defaultBaseUrl(from) ? defaultBaseUrl(to) : current;
}

/** What is missing or wrong before the form is sent, in plain words (empty when all is well). */
export function checkConnection(values: { name: string; baseUrl: string }): Partial<Record<AiConnectionField, string>> {
  const errors: Partial<Record<AiConnectionField, string>> = {};
  if (values.name.trim() === '') errors.name = t`Give the connection a name.`;
  const address = values.baseUrl.trim();
  if (address === '') errors.baseUrl = t`Enter the server's address.`;
  else if (!isHttpUrl(address)) errors.baseUrl = t`Enter an address that starts with http:// or https://.`;
  return errors;
}

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
