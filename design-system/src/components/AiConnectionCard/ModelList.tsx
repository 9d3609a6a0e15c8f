import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Image, Wrench } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { Tag } from '../Tag';
import { TextField } from '../TextField';
import styles from './ModelList.module.css';

export type AiModelCapability = 'tools' | 'images';

/** A model a connection's server offers. */
export interface AiConnectionModel {
  /** The server's name for it ("gpt-4o-mini", "llama3.1:8b"). */
  id: string;
  /** A friendlier name, when there is one. */
  name?: string;
  /** People may choose it in the composer's model menu. */
  allowed: boolean;
  /** It can call tools (search memories, the calculator); without, the brain answers without them. */
  tools: boolean;
  /** It reads attached images; without, images are described by name. */
  images: boolean;
  /** An embedding model (for search), not one that answers: no "People may use it", no capabilities. */
  embedding?: boolean;
}

/** Past this many models the list can be searched and shows this many until "Show all". */
const FIRST = 8;

export interface ModelListProps {
  connectionId: string;
  models: readonly AiConnectionModel[];
  discovered: boolean;
  onToggleModel: (modelId: string, allowed: boolean) => void;
  onCapability: (modelId: string, capability: AiModelCapability, value: boolean) => void;
}

/** What the list's search field suggests typing: parts of models' names. */
const exampleQuery = 'gpt, llama, embed…';

function Capability({
  label,
  icon,
  checked,
  onChange,
}: {
  label: string;
  icon: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={styles.capability} data-checked={checked || undefined}>
      <input
        type="checkbox"
        className={styles.capabilityInput}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={styles.capabilityIcon} aria-hidden="true">
        {icon}
      </span>
      {label}
    </label>
  );
}

function ModelRow({
  model,
  onToggleModel,
  onCapability,
}: { model: AiConnectionModel } & Pick<ModelListProps, 'onToggleModel' | 'onCapability'>) {
  const { t } = useLingui();
  const id = useId();
  // What the model is for, or what it does instead of what it cannot, said under its name.
  let note: string | null = null;
  if (model.embedding) note = t`For search: it turns memories into numbers.`;
  else if (!model.tools && !model.images) note = t`Answers without tools; sees images by name only.`;
  else if (!model.tools) note = t`Answers without tools.`;
  else if (!model.images) note = t`Sees images by name only.`;
  return (
    <li className={styles.model}>
      <div className={styles.modelGroup} role="group" aria-labelledby={`${id}-name`}>
        <div className={styles.modelText}>
          <span id={`${id}-name`} className={styles.modelName}>
            {model.name ?? model.id}
          </span>
          {model.name && model.name !== model.id && <span className={styles.modelId}>{model.id}</span>}
          {model.embedding && (
            <Tag>
              <Trans>Embedding</Trans>
            </Tag>
          )}
          {note && <span className={styles.modelNote}>{note}</span>}
        </div>
        {!model.embedding && (
          <div className={styles.modelControls}>
            <label className={styles.allow}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={model.allowed}
                onChange={(event) => onToggleModel(model.id, event.target.checked)}
              />
              <Trans>People may use it</Trans>
            </label>
            <span className={styles.capabilities}>
              <Capability
                label={t`Tools`}
                icon={<Wrench />}
                checked={model.tools}
                onChange={(value) => onCapability(model.id, 'tools', value)}
              />
              <Capability
                label={t`Images`}
                icon={<Image />}
                checked={model.images}
                onChange={(value) => onCapability(model.id, 'images', value)}
              />
            </span>
          </div>
        )}
      </div>
    </li>
  );
}

/** A connection's models: each allowed or not, with its capabilities; searchable when there are many. */
export function ModelList({ connectionId, models, discovered, onToggleModel, onCapability }: ModelListProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [all, setAll] = useState(false);
  const titleId = `${connectionId}-models`;
  if (!discovered || models.length === 0) {
    return (
      <div className={styles.models}>
        <p id={titleId} className={styles.modelsTitle}>
          <Trans>Models</Trans>
        </p>
        <p className={styles.modelsEmpty}>
          {discovered
            ? t`The server lists no models. Add some to it, then test again.`
            : t`Test the connection to list its models.`}
        </p>
      </div>
    );
  }
  const many = models.length > FIRST;
  const needle = query.trim().toLowerCase();
  const matching = needle
    ? models.filter((model) => `${model.id} ${model.name ?? ''}`.toLowerCase().includes(needle))
    : models;
  const shown = many && !all && !needle ? matching.slice(0, FIRST) : matching;
  const total = models.length;
  // Values given as elements stay text of their own in a sentence, as the page drew them before it
  // was translated (one run of text spaces its letters a little differently).
  const allowed = <>{models.filter((model) => model.allowed).length}</>;
  const typed = <>{query.trim()}</>;
  const counted = (
    <Plural value={total} one="# model" other="# models" context="the models counted in “3 of 12 models may be used”" />
  );
  return (
    <div className={styles.models}>
      <p className={styles.modelsHeader}>
        <span id={titleId} className={styles.modelsTitle}>
          <Trans>Models</Trans>
        </span>
        <span className={styles.modelsCount}>
          <Trans>
            {allowed} of {counted} may be used
          </Trans>
        </span>
      </p>
      {many && (
        <TextField
          className={styles.search}
          label={t`Find a model`}
          type="search"
          value={query}
          placeholder={exampleQuery}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
      {shown.length > 0 ? (
        <ul className={styles.modelList} aria-labelledby={titleId}>
          {shown.map((model) => (
            <ModelRow key={model.id} model={model} onToggleModel={onToggleModel} onCapability={onCapability} />
          ))}
        </ul>
      ) : (
        <p className={styles.modelsEmpty} role="status">
          <Trans>No model matches “{typed}”.</Trans>
        </p>
      )}
      {many && !needle && (
        <div className={styles.more}>
          <Button size="sm" variant="ghost" aria-expanded={all} onClick={() => setAll((v) => !v)}>
            {all ? t`Show fewer` : t`Show all ${plural(total, { one: '# model', other: '# models' })}`}
          </Button>
        </div>
      )}
    </div>
  );
}
