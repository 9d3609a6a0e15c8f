import { useLingui } from '@lingui/react/macro';
import { GripVertical, ImagePlus, X } from 'lucide-react';
import { forwardRef, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { moved, useReorder } from '../../internal/reorder';
import { ReorderHelp } from '../../internal/ReorderHelp';
import { Spinner } from '../Spinner';
import styles from './PhotoGrid.module.css';

export interface PhotoGridProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'title'> {
  label?: string;
  /** The photos' addresses, in order. */
  photos: readonly string[];
  /** The photos after a move or a removal. */
  onChange: (photos: string[]) => void;
  /** Pictures the owner chose to add. */
  onAdd: (files: File[]) => void;
  maxPhotos?: number;
  /** A photo is being uploaded. */
  uploading?: boolean;
  busy?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  actions?: ReactNode;
}

/**
 * The photos of the public page: add pictures, remove one, reorder by dragging or with the arrow
 * keys on a photo's handle. The first three are the ones visitors see first.
 */
export const PhotoGrid = forwardRef<HTMLElement, PhotoGridProps>(function PhotoGrid(
  {
    label,
    photos,
    onChange,
    onAdd,
    maxPhotos = 30,
    uploading = false,
    busy = false,
    error,
    description,
    headingLevel = 3,
    actions,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useLingui();
  label ??= t`Photos`;
  const titleId = useId();
  const helpId = useId();
  const input = useRef<HTMLInputElement>(null);
  const Heading = `h${headingLevel}` as const;
  const labelOf = (i: number) => {
    const number = i + 1;
    return t`photo ${number}`;
  };
  const reorder = useReorder<HTMLUListElement>({
    count: photos.length,
    labelOf,
    onMove: (from, to) => onChange(moved(photos, from, to)),
    disabled: busy || uploading,
  });
  const full = photos.length >= maxPhotos;

  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {label}
        </Heading>
        {actions}
      </div>
      {description && <p className={styles.description}>{description}</p>}
      <ul ref={reorder.container} className={styles.grid} aria-labelledby={titleId}>
        {photos.map((src, index) => {
          const number = index + 1;
          return (
            <li key={src} className={styles.photo} data-reorder-item="" {...reorder.itemState(index)}>
              <img src={src} alt={t`Photo ${number}`} className={styles.image} />
              <div className={styles.tools}>
                <button
                  type="button"
                  className={cx(styles.icon, styles.handle)}
                  {...reorder.handleProps(index, helpId)}
                >
                  <GripVertical aria-hidden="true" />
                </button>
                <button
                  type="button"
                  className={styles.icon}
                  aria-label={t`Remove photo ${number}`}
                  disabled={busy || uploading}
                  onClick={() => onChange(photos.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" />
                </button>
              </div>
            </li>
          );
        })}
        {!full && (
          <li className={styles.addCell}>
            <button
              type="button"
              className={styles.add}
              disabled={busy || uploading}
              aria-busy={uploading || undefined}
              onClick={() => input.current?.click()}
            >
              {uploading ? <Spinner size="sm" label={t`Uploading`} /> : <ImagePlus aria-hidden="true" />}
              <span>{uploading ? t`Uploading…` : t`Add photos`}</span>
            </button>
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              multiple
              hidden
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                const files = [...(event.target.files ?? [])];
                event.target.value = '';
                if (files.length) onAdd(files.slice(0, maxPhotos - photos.length));
              }}
            />
          </li>
        )}
      </ul>
      {full && <p className={styles.description}>{t`You have ${maxPhotos} photos, the most a page can show.`}</p>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <ReorderHelp id={helpId} announcement={reorder.announcement} />
    </section>
  );
});
