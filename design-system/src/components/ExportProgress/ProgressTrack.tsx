import { useLingui } from '@lingui/react/macro';
import styles from './ProgressTrack.module.css';

export interface ProgressTrackProps {
  /** The progress bar's accessible name. */
  label: string;
  /**
   * `running`: a moving bar of unknown length; a number: the percent done (0–100), a bar that
   * length; `done`: a full bar; `stopped`: a full, faded bar.
   */
  state: 'running' | 'done' | 'stopped' | number;
  /** What a screen reader says while running or counting (e.g. "12.4 MB so far", "42% uploaded"). */
  valueText?: string;
}

const FULL = { 'aria-valuemin': 0, 'aria-valuemax': 100 } as const;

/** The thin progress bar of ExportProgress and ImportPanel, with its progressbar role and values. */
export function ProgressTrack({ label, state, valueText }: ProgressTrackProps) {
  const { t } = useLingui();
  const counting = typeof state === 'number';
  const values =
    state === 'done'
      ? { ...FULL, 'aria-valuenow': 100, 'aria-valuetext': t`Complete` }
      : state === 'stopped'
        ? { 'aria-valuetext': t`Stopped` }
        : counting
          ? { ...FULL, 'aria-valuenow': state, 'aria-valuetext': valueText }
          : { 'aria-valuetext': valueText };
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label={label}
      aria-busy={state === 'running' || counting}
      data-state={counting ? 'counting' : state}
      {...values}
    >
      <span className={styles.bar} style={counting ? { width: `${state}%` } : undefined} />
    </div>
  );
}
