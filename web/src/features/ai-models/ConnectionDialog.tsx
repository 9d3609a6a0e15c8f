/**
 * Adding or editing a connection, in a dialog over the AI models page. Saving a new one tests it at
 * once (the server lists its models); a refusal shows at its field, in the server's words.
 */
import { AiConnectionForm, Dialog, type AiConnectionFormValues } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FieldRefusal } from './refusals';
import { useAddAiConnectionMutation } from './useAddAiConnectionMutation';
import { useUpdateAiConnectionMutation } from './useUpdateAiConnectionMutation';

export interface EditedConnection {
  id: string;
  name: string;
  kind: 'openai-compatible' | 'ollama';
  baseUrl: string;
  hasKey: boolean;
}

export interface ConnectionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The connection to edit; null to add one. */
  editing: EditedConnection | null;
  /** A new connection starts as this (Ollama found on this machine). */
  preset?: { kind: 'openai-compatible' | 'ollama'; name: string; baseUrl: string } | null;
  /** Saved: the page reads itself again. */
  onSaved: () => void;
}

export function ConnectionDialog({ open, onOpenChange, editing, preset, onSaved }: ConnectionDialogProps) {
  const { t } = useLingui();
  const [add, adding] = useAddAiConnectionMutation();
  const [update, updating] = useUpdateAiConnectionMutation();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const save = (values: AiConnectionFormValues) => {
    setErrors({});
    setError(null);
    const saving = editing
      ? update(editing.id, { name: values.name, baseUrl: values.baseUrl, apiKey: values.apiKey })
      : add({
          name: values.name,
          kind: values.kind === 'ollama' ? 'ollama' : 'openai_compatible',
          baseUrl: values.baseUrl,
          apiKey: values.apiKey,
        });
    saving
      .then(() => {
        onOpenChange(false);
        onSaved();
      })
      .catch((e: Error) => {
        if (e instanceof FieldRefusal && Object.keys(e.fields).length) setErrors(e.fields);
        else setError(e.message);
      });
  };

  const editedName = editing?.name;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setErrors({});
          setError(null);
        }
        onOpenChange(next);
      }}
      title={editing ? t`Edit ${editedName}` : t`Add a connection`}
      description={
        editing
          ? t`Leave the key empty to keep the one saved.`
          : t`An OpenAI-compatible API (OpenAI, OpenRouter, vLLM, llama.cpp…) or Ollama. Duet tests it when you save.`
      }
      size="md"
    >
      {open && (
        <AiConnectionForm
          key={editing?.id ?? preset?.baseUrl ?? 'new'}
          title={null}
          connection={editing ?? (preset ? { ...preset, hasKey: false } : undefined)}
          onSubmit={save}
          onCancel={() => onOpenChange(false)}
          saving={adding || updating}
          errors={errors}
          error={error}
        />
      )}
    </Dialog>
  );
}
