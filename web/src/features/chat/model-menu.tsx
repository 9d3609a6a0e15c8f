/**
 * What ChatModelMenu.tsx shows, with the models it reads: the composer's model menu and the offline
 * brain's notice. Its code comes after the conversation's (web/src/after-paint/load-later.tsx), as its
 * data always has.
 */
import { ModelPicker, OfflineBrainNotice } from '@duet/design-system';
import { useNavigate } from 'react-router-dom';
import { modelAction } from './model-action';
import { useModelChoices } from './useModelChoices';

export interface ChatModelMenuProps {
  /** The conversation's model; null: the person's default (a new conversation). */
  value: string | null;
  onChange: (id: string) => void;
  disabled?: boolean;
}

export function ModelMenu({ value, onChange, disabled }: ChatModelMenuProps) {
  const { models, personDefault } = useModelChoices();
  return (
    <ModelPicker
      data-testid="model-menu"
      models={models}
      value={value ?? personDefault}
      onChange={onChange}
      disabled={disabled}
    />
  );
}

/**
 * "Duet's offline brain…" when the model that will answer is the offline one, with what this reader
 * can do: choose a connected model in the menu, connect one (an admin), or ask their admin.
 */
export function ModelNotice({ value, compact }: { value: string | null; compact?: boolean }) {
  const { models, personDefault, isAdmin } = useModelChoices();
  const navigate = useNavigate();
  const answering = models.find((m) => m.id === (value ?? personDefault)) ?? models[0];
  if (!answering?.offline) return null;
  return (
    <OfflineBrainNotice
      data-testid="offline-notice"
      compact={compact}
      action={modelAction({ isAdmin, hasConnectedModel: models.some((m) => !m.offline) })}
      onNavigate={(path) => navigate(path)}
    />
  );
}
