import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock } from 'lucide-react';
import { forwardRef, useEffect, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { i18n } from '../../i18n';
import { cx } from '../../internal/class-names';
import { NativeSelect, type NativeSelectOption } from '../../internal/NativeSelect';
import { ProgressTrack } from '../ExportProgress/ProgressTrack';
import { TextField } from '../TextField';
import styles from './AiModelDefaults.module.css';

/**
 * What a default model is for: answering chats, writing titles and judging memories, embedding them,
 * turning what people say into text, reading answers aloud.
 */
export type AiModelRole = 'chat' | 'titles' | 'embedding' | 'transcription' | 'speech';

/** A model to choose from. */
export interface AiModelOption {
  id: string;
  /** The name shown; the id when left out. */
  name?: string;
  /** The connection it comes through: the options are grouped by it. */
  connection?: string;
}

/** One default as saved. */
export interface AiModelSetting {
  /** The chosen model's id; null: none (see `noneLabel`). */
  value: string | null;
  /** The environment variable that sets it (e.g. "AI_MODEL"): it wins, so the choice is locked here. */
  lockedBy?: string;
}

export interface AiModelDefaultsProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'title'> {
  /** The models that answer, which people may use: for the chat default and for titles and judgements. */
  chatModels: readonly AiModelOption[];
  /** The embedding models. */
  embeddingModels: readonly AiModelOption[];
  /** The model a new conversation starts with. */
  chat: AiModelSetting;
  /** The model that names conversations and judges memories (null: the chat default does). */
  titles: AiModelSetting;
  /** The model that embeds memories for search by meaning (null: none, search by words only). */
  embedding: AiModelSetting;
  /** The models that can turn speech into text (e.g. Whisper): all of the connections' models. */
  transcriptionModels?: readonly AiModelOption[];
  /** The speech-to-text model for the composer's microphone (null: the browser's own); left out, not offered. */
  transcription?: AiModelSetting;
  /** The voice model that reads answers aloud (null: the browser's own); left out, not offered. Its models are `transcriptionModels`. */
  speech?: AiModelSetting;
  /** The voice that model reads with (its name on the server, e.g. "alloy"). */
  speechVoice?: string;
  /** The voice's name was changed (on leaving the field, or Enter); save it. */
  onVoiceChange?: (voice: string) => void;
  /** A choice was made (null: the "none" option); save it. */
  onChange: (role: AiModelRole, modelId: string | null) => void;
  /** Memories being embedded again after the embedding model changed. */
  reembedding?: { done: number; total: number; model: string } | null;
  /** Why the last change was not saved, in plain words. */
  error?: string | null;
  /** The section's heading (an h2). */
  title?: ReactNode;
}

const ROLES: ReadonlyArray<{
  role: AiModelRole;
  label: MessageDescriptor;
  hint: MessageDescriptor;
  none: MessageDescriptor | null;
}> = [
  {
    role: 'chat',
    label: msg`Default chat model`,
    hint: msg`New conversations start with it; people can pick another in the composer.`,
    none: null,
  },
  {
    role: 'titles',
    label: msg`Titles and judgements`,
    hint: msg`Names conversations and decides which memories to keep or update. A small, quick model is enough.`,
    none: msg`Same as the default chat model`,
  },
  {
    role: 'embedding',
    label: msg`Embedding model`,
    hint: msg`Finds memories by meaning. Changing it embeds every memory again, in the background.`,
    none: msg`None: search by words only`,
  },
  {
    role: 'transcription',
    label: msg`Speech to text`,
    hint: msg`The model that writes down what people say into the microphone, such as Whisper. Without one, Duet uses the browser's own speech recognition where it has one.`,
    none: msg`None: the browser's own`,
  },
  {
    role: 'speech',
    label: msg`Read aloud`,
    hint: msg`The voice model that reads answers aloud, such as tts-1. Without one, Duet uses the browser's own voice.`,
    none: msg`None: the browser's own`,
  },
];

/** The voice's name on the server, saved when the admin leaves the field or presses Enter. */
function VoiceName({ saved, onSave }: { saved: string; onSave: (voice: string) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  const commit = () => {
    const voice = text.trim();
    if (voice && voice !== saved) onSave(voice);
    else setText(saved);
  };
  return (
    <TextField
      className={styles.voice}
      label={t`Voice`}
      hint={t`Its name on that server, such as alloy.`}
      value={text}
      maxLength={64}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        commit();
      }}
    />
  );
}

function ModelSelect({
  label,
  hint,
  none,
  models,
  setting,
  onChange,
  after,
}: {
  label: string;
  hint: string;
  none: string | null;
  models: readonly AiModelOption[];
  setting: AiModelSetting;
  onChange: (modelId: string | null) => void;
  after?: ReactNode;
}) {
  const { t } = useLingui();
  const locked = setting.lockedBy !== undefined;
  // A value the list does not have (set by the environment, or no longer allowed) still shows.
  const unknown = setting.value !== null && !models.some((model) => model.id === setting.value);
  const empty = models.length === 0 && setting.value === null;
  const leading: NativeSelectOption[] = [];
  if (none !== null) leading.push({ value: '', label: none });
  else if (setting.value === null)
    leading.push({ value: '', label: empty ? t`No model allowed yet` : t`Choose a model`, disabled: true });
  if (unknown) leading.push({ value: setting.value!, label: setting.value! });
  const variable = setting.lockedBy;
  return (
    <NativeSelect
      label={label}
      hint={hint}
      notice={
        locked && (
          <p className={styles.lock}>
            <Lock aria-hidden="true" />
            <span>
              <Trans>
                Set by <code className={styles.variable}>{variable}</code> in the environment, which wins over this
                page.
              </Trans>
            </span>
          </p>
        )
      }
      value={setting.value ?? ''}
      leading={leading}
      options={models.map((model) => ({ value: model.id, label: model.name ?? model.id, group: model.connection }))}
      disabled={locked || (empty && none === null)}
      onChange={(value) => onChange(value === '' ? null : value)}
    >
      {after}
    </NativeSelect>
  );
}

function Reembedding({ done, total, model }: { done: number; total: number; model: string }) {
  const { t } = useLingui();
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const doneText = i18n.number(done);
  const totalText = i18n.number(total);
  const counted = t`${doneText} of ${totalText} memories`;
  return (
    <div className={styles.progress}>
      <p className={styles.progressText}>
        <span>
          <Trans>
            Embedding memories with <span className={styles.model}>{model}</span>
          </Trans>
        </span>
        <span className={styles.count}>{counted}</span>
      </p>
      <ProgressTrack label={t`Embedding memories with ${model}`} state={percent} valueText={counted} />
      <p className={styles.hint}>
        <Trans>Search keeps working meanwhile, by words.</Trans>
      </p>
    </div>
  );
}

/**
 * The "AI models" page's defaults: the chat model new conversations start with, the model for
 * titles and judgements, the embedding model, the speech-to-text model and the voice that reads
 * answers aloud (with its voice's name), each saved as it is chosen. A default an
 * environment variable sets is locked, with the variable named; re-embedding after a change shows
 * its progress.
 */
export const AiModelDefaults = forwardRef<HTMLElement, AiModelDefaultsProps>(function AiModelDefaults(
  {
    chatModels,
    embeddingModels,
    chat,
    titles,
    embedding,
    transcriptionModels = [],
    transcription,
    speech,
    speechVoice = 'alloy',
    onVoiceChange,
    onChange,
    reembedding,
    error,
    title,
    className,
    ...rest
  },
  ref,
) {
  const { t, i18n } = useLingui();
  if (title === undefined) title = t`Default models`;
  const id = useId();
  const settings: Partial<Record<AiModelRole, AiModelSetting>> = { chat, titles, embedding, transcription, speech };
  const models: Record<AiModelRole, readonly AiModelOption[]> = {
    chat: chatModels,
    titles: chatModels,
    embedding: embeddingModels,
    transcription: transcriptionModels,
    speech: transcriptionModels,
  };
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={`${id}-title`} {...rest}>
      <h2 id={`${id}-title`} className={styles.title}>
        {title}
      </h2>
      {chatModels.length === 0 && (
        <p className={styles.note}>
          <Trans>Allow a model on one of the connections above to choose it here.</Trans>
        </p>
      )}
      {ROLES.map(({ role, label, hint, none }) => {
        const setting = settings[role];
        return (
          setting && (
            <ModelSelect
              key={role}
              label={i18n._(label)}
              hint={i18n._(hint)}
              none={none && i18n._(none)}
              models={models[role]}
              setting={setting}
              onChange={(modelId) => onChange(role, modelId)}
              after={
                role === 'embedding' && reembedding ? (
                  <Reembedding {...reembedding} />
                ) : role === 'speech' && setting.value !== null && onVoiceChange ? (
                  <VoiceName saved={speechVoice} onSave={onVoiceChange} />
                ) : undefined
              }
            />
          )
        );
      })}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </section>
  );
});
