import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps } from '../../internal/navigation';
import hidden from '../../internal/visually-hidden.module.css';
import { Button } from '../Button';
import { ProgressTrack } from '../ExportProgress/ProgressTrack';
import styles from './ImportPanel.module.css';

export type ImportStatus = 'idle' | 'uploading' | 'importing' | 'done' | 'error';

export interface ImportSummaryView {
  imported: number;
  /** Conversations that were already here (imported before). */
  skipped: number;
  messages: number;
  conversations: Array<{ id: string; title: string }>;
  /** Facts the brain found in them and offers to remember (memory suggestions). */
  suggestedMemories?: number;
}

export interface ImportPanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  status: ImportStatus;
  /** The chosen file's name. */
  fileName?: string | null;
  /** Share of the file sent so far, 0–1 (uploading). */
  progress?: number;
  summary?: ImportSummaryView | null;
  /** What went wrong (error), in plain words. */
  message?: string | null;
  /** A file was chosen. */
  onFile: (file: File) => void;
  /** Where an imported conversation opens. */
  conversationHref: (id: string) => string;
  /** Opens a conversation in the app (a plain click); without it the link navigates. */
  onOpenConversation?: (id: string) => void;
  /** Where the memory suggestions are reviewed; the summary links there when it found some. */
  suggestionsHref?: string;
  /** Opens the suggestions in the app (a plain click); without it the link navigates. */
  onOpenSuggestions?: () => void;
  /** Conversations listed in the summary before "and N more". */
  listLimit?: number;
}

/** "Imported 12 conversations · 340 messages · 3 were already here". */
export function importSummaryText(s: Pick<ImportSummaryView, 'imported' | 'skipped' | 'messages'>): string {
  const { imported, skipped, messages } = s;
  if (imported === 0) {
    return skipped > 0
      ? plural(skipped, {
          one: 'Nothing new: this conversation was already here',
          other: 'Nothing new: all # conversations were already here',
        })
      : t`There was nothing to import in this file`;
  }
  const parts = [
    plural(imported, { one: 'Imported # conversation', other: 'Imported # conversations' }),
    plural(messages, { one: '# message', other: '# messages' }),
  ];
  if (skipped > 0) parts.push(plural(skipped, { one: '# was already here', other: '# were already here' }));
  return parts.join(' · ');
}

/** "Your brain found 3 things it could remember from these conversations." */
export function suggestionsText(count: number, conversations = 2): string {
  return conversations === 1
    ? plural(count, {
        one: 'Your brain found # thing it could remember from this conversation.',
        other: 'Your brain found # things it could remember from this conversation.',
      })
    : plural(count, {
        one: 'Your brain found # thing it could remember from these conversations.',
        other: 'Your brain found # things it could remember from these conversations.',
      });
}

const TITLES: Record<Exclude<ImportStatus, 'idle'>, MessageDescriptor> = {
  uploading: msg`Uploading…`,
  importing: msg`Importing your conversations…`,
  done: msg`Import finished`,
  error: msg`The import did not work`,
};

/**
 * Importing conversations from another assistant: choose a file, watch it upload (a real
 * percentage) and import (a moving bar), then read what was added, with links to it.
 */
export const ImportPanel = forwardRef<HTMLDivElement, ImportPanelProps>(function ImportPanel(
  {
    status,
    fileName,
    progress = 0,
    summary,
    message,
    onFile,
    conversationHref,
    onOpenConversation,
    suggestionsHref,
    onOpenSuggestions,
    listLimit = 8,
    className,
    ...rest
  },
  ref,
) {
  const { i18n, t } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const busy = status === 'uploading' || status === 'importing';
  const percent = Math.round(Math.min(1, Math.max(0, progress)) * 100);
  const listed = summary?.conversations.slice(0, listLimit) ?? [];
  const more = (summary?.conversations.length ?? 0) - listed.length;
  const suggested = summary?.suggestedMemories ?? 0;
  const moreChats = <Plural value={more} one="# more conversation" other="# more conversations" />;
  const uploaded = i18n.number(percent / 100, { style: 'percent' });
  return (
    <div ref={ref} className={cx(styles.root, className)} data-status={status} {...rest}>
      <div className={styles.picker}>
        <input
          ref={input}
          type="file"
          className={hidden.visuallyHidden}
          accept=".json,.zip,application/json,application/zip"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
        <Button variant="secondary" onClick={() => input.current?.click()} loading={busy}>
          {status === 'idle'
            ? t`Choose a file…`
            : status === 'error'
              ? t`Choose another file…`
              : t`Import another file…`}
        </Button>
        <span className={styles.hint}>
          <Trans>ChatGPT: the ZIP or conversations.json · Claude: conversations.json · Duet: .json or .zip</Trans>
        </span>
      </div>
      {status !== 'idle' && (
        <div className={styles.progress}>
          <div className={styles.heading}>
            <p className={styles.title} role={status === 'error' ? 'alert' : 'status'}>
              {i18n._(TITLES[status])}
            </p>
            {fileName && <span className={styles.fileName}>{fileName}</span>}
          </div>
          <ProgressTrack
            label={t`Import progress`}
            state={
              status === 'uploading'
                ? percent
                : status === 'importing'
                  ? 'running'
                  : status === 'done'
                    ? 'done'
                    : 'stopped'
            }
            valueText={status === 'uploading' ? t`${uploaded} uploaded` : t`Importing`}
          />
          {status === 'error' && <p className={styles.detail}>{message ?? t`Something went wrong. Try again.`}</p>}
          {status === 'done' && summary && (
            <>
              <p className={styles.summary}>{importSummaryText(summary)}</p>
              {listed.length > 0 && (
                <ul className={styles.list} aria-label={t`Imported conversations`}>
                  {listed.map((c) => (
                    <li key={c.id}>
                      <a
                        className={styles.link}
                        {...linkProps(conversationHref(c.id), onOpenConversation && (() => onOpenConversation(c.id)))}
                      >
                        {c.title}
                      </a>
                    </li>
                  ))}
                  {more > 0 && (
                    <li className={styles.more}>
                      <Trans>and {moreChats} in your chats</Trans>
                    </li>
                  )}
                </ul>
              )}
              {suggested > 0 && (
                <p className={styles.suggestions}>
                  {suggestionsText(suggested, summary.imported)}
                  {suggestionsHref && (
                    <>
                      {' '}
                      <a
                        className={styles.link}
                        {...linkProps(suggestionsHref, onOpenSuggestions && (() => onOpenSuggestions()))}
                      >
                        <Plural value={suggested} one="Review it" other="Review them" />
                      </a>
                    </>
                  )}
                </p>
              )}
            </>
          )}
        </div>
      )}
    </div>
  );
});
