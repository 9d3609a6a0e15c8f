import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Clock, RefreshCw, Trash2 } from 'lucide-react';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Button } from '../Button';
import { ConfirmButton } from '../ConfirmButton';
import { formatFileSize } from '../FileElement';
import { Spinner } from '../Spinner';
import { Switch } from '../Switch';
import { DocumentKindIcon, documentKindLabel, siteHost, type DocumentKind } from './document-kind';
import styles from './DocumentRow.module.css';

/** Where the reading of a document is: waiting its turn, being read, read, or given up with a reason. */
export type DocumentStatus = 'queued' | 'reading' | 'ready' | 'failed';

export interface DocumentRowProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The file's name or the page's title. */
  title: string;
  /** Where the title leads (the document in the reader). */
  href: string;
  /** Opens the title's link in the app (a plain click); without it the link navigates. */
  onNavigate?: NavigateHandler;
  /** How it was read; none yet for a file of a type Duet does not know (its row names no kind). */
  kind?: DocumentKind;
  /** A link's address: its site shows beside the kind. */
  url?: string | null;
  /** Bytes. */
  size?: number | null;
  /** Pages found (a PDF), once read. */
  pages?: number | null;
  /** Sections found (a Word file, a web page, Markdown), once read. */
  sections?: number | null;
  /** When it was added, already in the reader's words: "22 Nov 2026". */
  added: string;
  status: DocumentStatus;
  /** failed: why, in plain words. */
  failure?: string | null;
  /** Whether the twin may answer from it. Only a read document can be public. */
  isPublic: boolean;
  onTogglePublic: (next: boolean) => void;
  onReread: () => void;
  /** Runs after the person confirms; the dialog waits for it. */
  onDelete: () => Promise<unknown> | void;
  /** The public switch's change is being saved. */
  savingPublic?: boolean;
  rereading?: boolean;
  deleting?: boolean;
}

function readCount(pages?: number | null, sections?: number | null): string | null {
  if (pages) return plural(pages, { one: '# page', other: '# pages' });
  if (sections) return plural(sections, { one: '# section', other: '# sections' });
  return null;
}

function Status({
  status,
  pages,
  sections,
  failure,
}: Pick<DocumentRowProps, 'status' | 'pages' | 'sections' | 'failure'>) {
  const { t } = useLingui();
  if (status === 'queued')
    return (
      <>
        <Clock className={styles.statusIcon} aria-hidden="true" />
        <Trans>Waiting to be read</Trans>
      </>
    );
  if (status === 'reading')
    return (
      <>
        <Spinner size="sm" label="" className={styles.statusIcon} />
        <Trans>Reading…</Trans>
      </>
    );
  if (status === 'ready')
    return (
      <>
        <CircleCheck className={styles.statusIcon} aria-hidden="true" />
        {[t`Ready`, readCount(pages, sections)].filter(Boolean).join(' · ')}
      </>
    );
  const reason = failure ?? t`it could not be read.`;
  return (
    <>
      <CircleAlert className={styles.statusIcon} aria-hidden="true" />
      <span>
        <Trans>Couldn’t read it: {reason}</Trans>
      </span>
    </>
  );
}

/**
 * One document or link of the knowledge library: its title (a link to it), kind, site, size and
 * when it was added; how its reading went; whether the twin may answer from it; read it again or
 * delete it. The controls wrap under the text on a phone.
 */
export const DocumentRow = forwardRef<HTMLDivElement, DocumentRowProps>(function DocumentRow(
  {
    title,
    href,
    onNavigate,
    kind,
    url,
    size,
    pages,
    sections,
    added,
    status,
    failure,
    isPublic,
    onTogglePublic,
    onReread,
    onDelete,
    savingPublic = false,
    rereading = false,
    deleting = false,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useLingui();
  const statusId = useId();
  const ready = status === 'ready';
  const date = added;
  const details = [
    kind ? documentKindLabel(kind) : null,
    url ? siteHost(url) : null,
    size != null ? formatFileSize(size) : null,
    t`Added ${date}`,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <div ref={ref} className={cx(styles.root, className)} data-status={status} {...rest}>
      <div className={styles.body}>
        <span className={styles.icon}>
          <DocumentKindIcon kind={kind} />
        </span>
        <div className={styles.text}>
          <a className={styles.title} aria-describedby={statusId} {...linkProps(href, onNavigate)}>
            <bdi>{title}</bdi>
          </a>
          <p className={styles.details}>{details}</p>
          <p id={statusId} className={styles.status} role="status">
            <Status status={status} pages={pages} sections={sections} failure={failure} />
          </p>
        </div>
      </div>
      {/* The controls name the document they act on, for screen readers: a list has many "Delete". */}
      <div className={styles.side}>
        <Switch
          className={styles.public}
          label={
            <Trans>
              Public <VisuallyHidden>“{title}”</VisuallyHidden>
            </Trans>
          }
          description={
            savingPublic
              ? t`Saving…`
              : !ready
                ? t`It can be public once it is read.`
                : isPublic
                  ? t`Your twin may answer from it.`
                  : t`Private: only your brain reads it.`
          }
          checked={isPublic}
          disabled={!ready}
          onCheckedChange={(next) => {
            if (!savingPublic) onTogglePublic(next);
          }}
        />
        <div className={styles.actions}>
          {(ready || status === 'failed') && (
            <Button size="sm" variant="ghost" leadingIcon={<RefreshCw />} loading={rereading} onClick={onReread}>
              <Trans>
                Read again <VisuallyHidden>“{title}”</VisuallyHidden>
              </Trans>
            </Button>
          )}
          <ConfirmButton
            size="sm"
            variant="ghost"
            leadingIcon={<Trash2 />}
            loading={deleting}
            title={t`Delete “${title}”?`}
            message={t`Its passages leave your brain and your twin. This cannot be undone.`}
            confirmLabel={t`Delete`}
            onConfirm={onDelete}
          >
            <Trans>
              Delete <VisuallyHidden>“{title}”</VisuallyHidden>
            </Trans>
          </ConfirmButton>
        </div>
      </div>
    </div>
  );
});
