import { Image, Wrench } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { plural } from '../../internal/plural';
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

/** What a model without a capability does instead, said under its name. */
function limits(model: AiConnectionModel): string | null {
  const said = [model.tools ? null : 'answers without tools', model.images ? null : 'sees images by name only'].filter(
    Boolean,
  );
  if (said.length === 0) return null;
  const text = said.join('; ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

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
  const id = useId();
  const note = model.embedding ? 'For search: it turns memories into numbers.' : limits(model);
  return (
    <li className={styles.model}>
      <div className={styles.modelGroup} role="group" aria-labelledby={`${id}-name`}>
        <div className={styles.modelText}>
          <span id={`${id}-name`} className={styles.modelName}>
            {model.name ?? model.id}
          </span>
          {model.name && model.name !== model.id && <span className={styles.modelId}>{model.id}</span>}
          {model.embedding && <Tag>Embedding</Tag>}
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
              People may use it
            </label>
            <span className={styles.capabilities}>
              <Capability
                label="Tools"
                icon={<Wrench />}
                checked={model.tools}
                onChange={(value) => onCapability(model.id, 'tools', value)}
              />
              <Capability
                label="Images"
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
  const [query, setQuery] = useState('');
  const [all, setAll] = useState(false);
  const titleId = `${connectionId}-models`;
  if (!discovered || models.length === 0) {
    return (
      <div className={styles.models}>
        <p id={titleId} className={styles.modelsTitle}>
          Models
        </p>
        <p className={styles.modelsEmpty}>
          {discovered
            ? 'The server lists no models. Add some to it, then test again.'
            : 'Test the connection to list its models.'}
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
  const allowed = models.filter((model) => model.allowed).length;
  return (
    <div className={styles.models}>
      <p className={styles.modelsHeader}>
        <span id={titleId} className={styles.modelsTitle}>
          Models
        </span>
        <span className={styles.modelsCount}>
          {allowed} of {plural(models.length, 'model')} may be used
        </span>
      </p>
      {many && (
        <TextField
          className={styles.search}
          label="Find a model"
          type="search"
          value={query}
          placeholder="gpt, llama, embed…"
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
          No model matches “{query.trim()}”.
        </p>
      )}
      {many && !needle && (
        <div className={styles.more}>
          <Button size="sm" variant="ghost" aria-expanded={all} onClick={() => setAll((v) => !v)}>
            {all ? 'Show fewer' : `Show all ${plural(models.length, 'model')}`}
          </Button>
        </div>
      )}
    </div>
  );
}
