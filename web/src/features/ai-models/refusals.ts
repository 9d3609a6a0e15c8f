/** A refusal of the AI models page's mutations, with the fields it names (a ValidationError's). */
import { t } from '@lingui/core/macro';
import { failureMessage } from '../../relay/committed';

export class FieldRefusal extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

type Refused = {
  readonly refusal?: { readonly message: string } | null;
  readonly invalid?: {
    readonly fieldErrors: ReadonlyArray<{ readonly field: string; readonly message: string }>;
  } | null;
};

export function refuse(result: Refused): never {
  const fields = Object.fromEntries((result.invalid?.fieldErrors ?? []).map((f) => [f.field, f.message]));
  throw new FieldRefusal(failureMessage(result) ?? t`Failed`, fields);
}

export interface ConnectionInput {
  name: string;
  kind: 'openai_compatible' | 'ollama';
  baseUrl: string;
  /** undefined: keep the key; '': remove it; text: the new key. */
  apiKey?: string;
}
