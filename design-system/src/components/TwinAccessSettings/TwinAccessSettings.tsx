import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import { forwardRef, useEffect, useId, useState, type FormHTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { currentLocale } from '../../i18n';
import { Button } from '../Button';
import { Switch } from '../Switch';
import { TextField } from '../TextField';
import { Choices } from './Choices';
import styles from './TwinAccessSettings.module.css';
import { TwinModelField, type TwinModelOption } from './TwinModelField';

export type TwinAccess = 'everyone' | 'signed_in' | 'nobody';
export type TwinStyle = 'strict' | 'adaptive';
/** Who the twin speaks as: the owner (first person) or about them (third). */
export type TwinVoice = 'first' | 'third';

export interface TwinAccessValue {
  access: TwinAccess;
  anonymousDailyLimit: number;
  answerStyle: TwinStyle;
  voice: TwinVoice;
  /** The model the twin answers with (null: the default chat model); only there when `models` are offered. */
  model?: string | null;
  /** Visitors may talk to the twin by voice; only there when `voiceChat` is offered. */
  voiceChat?: boolean;
}

export interface TwinAccessSettingsProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Who may talk to the twin now (as saved). */
  access: TwinAccess;
  /** Messages each anonymous visitor may send per day (as saved); only used when everyone may talk. */
  anonymousDailyLimit: number;
  /** The highest limit the owner may choose. */
  maxAnonymousDailyLimit: number;
  /** How the twin words the public facts (as saved). */
  answerStyle?: TwinStyle;
  /** Who the twin speaks as (as saved). */
  voice?: TwinVoice;
  /** The models the owner may choose for the twin; with none, the form has no model field. */
  models?: ReadonlyArray<TwinModelOption>;
  /** The model the twin answers with (as saved); null or left out: the default chat model. */
  model?: string | null;
  /** The default chat model's name, for the "Default (…)" option. */
  defaultModelName?: string;
  /**
   * Visitors may talk by voice (as saved): speak instead of typing, and hear the answers. Left out,
   * the form has no voice switch.
   */
  voiceChat?: boolean;
  /** Why voice can't be switched on here (e.g. the server has no speech model): the switch is off and says so. */
  voiceChatUnavailable?: string | null;
  /** Saves the choice; the props change once it is saved, and the form follows them. */
  onSave: (value: TwinAccessValue) => void;
  saving?: boolean;
  /** Why the last save failed, in plain words. */
  error?: string | null;
  /** The last save went through: "Saved" shows until the next change. */
  saved?: boolean;
}

/** An answer to one of the form's questions, its words as descriptors (shown in the language in use). */
type Option<T> = { value: T; label: MessageDescriptor; hint: MessageDescriptor };

const OPTIONS: ReadonlyArray<Option<TwinAccess>> = [
  { value: 'everyone', label: msg`Everyone`, hint: msg`Anyone with the link, signed in or not` },
  { value: 'signed_in', label: msg`Signed-in people only`, hint: msg`Visitors must sign in to chat` },
  { value: 'nobody', label: msg`Nobody`, hint: msg`Your page stays visible; the twin is off` },
];

const VOICES: ReadonlyArray<Option<TwinVoice>> = [
  { value: 'third', label: msg`About you`, hint: msg`Speaks of you by name: “Maya builds apps for climbers”` },
  { value: 'first', label: msg`As you`, hint: msg`Speaks as you: “I build apps for climbers”` },
];

const STYLES: ReadonlyArray<Option<TwinStyle>> = [
  {
    value: 'adaptive',
    label: msg`In its own words`,
    hint: msg`Phrases and combines your public facts, adding nothing`,
  },
  { value: 'strict', label: msg`Only as you wrote them`, hint: msg`Quotes your public facts one by one` },
];

/** The limit as typed, or null when it is not a whole number from 0 to the maximum. */
function parseLimit(text: string, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= max ? value : null;
}

/**
 * Who may talk to the owner's twin (everyone, signed-in people, nobody), how many messages a day
 * each anonymous visitor may send, who the twin speaks as (the owner, or about them), how the twin words the public facts (in its own words, or only
 * as the owner wrote them), and, when `models` are offered, the model it answers with.
 */
export const TwinAccessSettings = forwardRef<HTMLFormElement, TwinAccessSettingsProps>(function TwinAccessSettings(
  {
    access,
    anonymousDailyLimit,
    maxAnonymousDailyLimit,
    answerStyle = 'adaptive',
    voice = 'third',
    models,
    model = null,
    defaultModelName,
    voiceChat,
    voiceChatUnavailable = null,
    onSave,
    saving = false,
    error,
    saved = false,
    className,
    ...rest
  },
  ref,
) {
  const { i18n, t } = useLingui();
  const shown = <T,>(options: ReadonlyArray<Option<T>>) =>
    options.map((option) => ({ ...option, label: i18n._(option.label), hint: i18n._(option.hint) }));
  const id = useId();
  const [choice, setChoice] = useState<TwinAccess>(access);
  const [limitText, setLimitText] = useState(String(anonymousDailyLimit));
  const [styleChoice, setStyleChoice] = useState<TwinStyle>(answerStyle);
  const [voiceChoice, setVoiceChoice] = useState<TwinVoice>(voice);
  const [modelChoice, setModelChoice] = useState<string | null>(model);
  const [voiceChatChoice, setVoiceChatChoice] = useState(voiceChat ?? false);
  useEffect(() => {
    setChoice(access);
    setLimitText(String(anonymousDailyLimit));
    setStyleChoice(answerStyle);
    setVoiceChoice(voice);
    setModelChoice(model);
    setVoiceChatChoice(voiceChat ?? false);
  }, [access, anonymousDailyLimit, answerStyle, voice, model, voiceChat]);

  const limitShown = choice === 'everyone';
  const modelsShown = models !== undefined && models.length > 0;
  const limit = parseLimit(limitText, maxAnonymousDailyLimit);
  const max = maxAnonymousDailyLimit.toLocaleString(currentLocale());
  const limitError = limitShown && limit === null ? t`Enter a whole number from 0 to ${max}` : null;
  // Only what is shown counts: a limit edited and then hidden (another choice) is left as saved.
  const next: TwinAccessValue = {
    access: choice,
    anonymousDailyLimit: limitShown && limit !== null ? limit : anonymousDailyLimit,
    answerStyle: styleChoice,
    voice: voiceChoice,
    // The model is in the value only when it can be chosen: without models, the value is as it was.
    ...(modelsShown && { model: modelChoice }),
    ...(voiceChat !== undefined && { voiceChat: voiceChatChoice }),
  };
  const changed =
    next.access !== access ||
    next.anonymousDailyLimit !== anonymousDailyLimit ||
    next.answerStyle !== answerStyle ||
    next.voice !== voice ||
    (modelsShown && modelChoice !== model) ||
    (voiceChat !== undefined && voiceChatChoice !== voiceChat);
  const canSave = changed && !saving && !limitError;

  return (
    <form
      ref={ref}
      className={cx(styles.root, className)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) onSave(next);
      }}
      {...rest}
    >
      <Choices
        name={`${id}-access`}
        legend={t`Who can talk to your twin`}
        options={shown(OPTIONS)}
        value={choice}
        onChange={setChoice}
        disabled={saving}
        extra={(value, checked) =>
          value === 'everyone' &&
          checked && (
            <TextField
              className={styles.limit}
              label={t`Messages per day for each anonymous visitor`}
              type="number"
              inputMode="numeric"
              min={0}
              max={maxAnonymousDailyLimit}
              step={1}
              value={limitText}
              hint={t`Up to ${max}`}
              error={limitError}
              onChange={(event) => setLimitText(event.target.value)}
            />
          )
        }
      />
      <Choices
        name={`${id}-voice`}
        legend={t`Who your twin speaks as`}
        options={shown(VOICES)}
        value={voiceChoice}
        onChange={setVoiceChoice}
        disabled={saving}
      />
      <Choices
        name={`${id}-style`}
        legend={t`How your twin answers`}
        options={shown(STYLES)}
        value={styleChoice}
        onChange={setStyleChoice}
        disabled={saving}
      />
      {modelsShown && (
        <TwinModelField
          models={models}
          saved={model}
          value={modelChoice}
          defaultModelName={defaultModelName}
          disabled={saving}
          onChange={setModelChoice}
        />
      )}
      {voiceChat !== undefined && (
        <fieldset className={styles.fieldset} disabled={saving}>
          <legend className={styles.legend}>
            <Trans>Voice</Trans>
          </legend>
          <Switch
            label={t`Visitors can talk by voice`}
            description={
              voiceChatUnavailable ??
              t`They speak instead of typing and hear your twin’s answers read aloud. Their minutes count as your twin’s use.`
            }
            checked={voiceChatChoice}
            disabled={saving || (voiceChatUnavailable !== null && !voiceChatChoice)}
            onCheckedChange={setVoiceChatChoice}
          />
        </fieldset>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.footer}>
        <Button type="submit" variant="primary" disabled={!canSave} loading={saving}>
          <Trans>Save</Trans>
        </Button>
        <p className={styles.saved} role="status">
          {saved && !changed && !saving && (
            <>
              <Check aria-hidden="true" />
              <Trans>Saved</Trans>
            </>
          )}
        </p>
      </div>
    </form>
  );
});
