import { Trans, useLingui } from '@lingui/react/macro';
import { Upload } from 'lucide-react';
import { forwardRef, useEffect, useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { centredCrop, clampCrop, MAX_ZOOM, sourceSquare, zoomed, type Crop } from './crop';
import styles from './AvatarEditor.module.css';

export interface AvatarEditorProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange' | 'title'> {
  /** The name the initials come from when there is no picture. */
  name: string;
  src?: string | null;
  /** The cropped square (PNG, `size` pixels a side); the crop closes once the promise it returns resolves. */
  onSave: (picture: Blob) => void | Promise<unknown>;
  onRemove?: () => void;
  saving?: boolean;
  error?: ReactNode;
  /** The saved square's side in pixels. */
  size?: number;
  headingLevel?: 2 | 3 | 4;
}

const VIEW = 240;
type Natural = { width: number; height: number };

/**
 * The avatar: shows the picture, and lets the owner choose a new one and crop it to a square
 * (drag the picture or use the arrow keys to move it, the slider to zoom) before saving.
 */
export const AvatarEditor = forwardRef<HTMLElement, AvatarEditorProps>(function AvatarEditor(
  { name, src, onSave, onRemove, saving = false, error, size = 512, headingLevel = 3, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const input = useRef<HTMLInputElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [picked, setPicked] = useState<{ url: string; natural: Natural | null } | null>(null);
  const [crop, setCrop] = useState<Crop>({ x: 0, y: 0, zoom: 1 });
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => (picked ? URL.revokeObjectURL(picked.url) : undefined), [picked]);

  const natural = picked?.natural ?? null;
  const move = (dx: number, dy: number) =>
    natural && setCrop((c) => clampCrop({ ...c, x: c.x + dx, y: c.y + dy }, natural, VIEW));

  const save = () => {
    if (!natural || !image.current) return;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const { sx, sy, size: side } = sourceSquare(crop, natural, VIEW);
    canvas.getContext('2d')?.drawImage(image.current, sx, sy, side, side, 0, 0, size, size);
    canvas.toBlob((blob) => {
      if (blob)
        Promise.resolve(onSave(blob)).then(
          () => setPicked(null),
          () => {},
        );
      else setProblem(t`That picture could not be read. Try another one.`);
    }, 'image/png');
  };
  const close = () => setPicked(null);

  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <Heading id={titleId} className={styles.title}>
        <Trans>Picture</Trans>
      </Heading>
      {picked ? (
        <div className={styles.cropper}>
          <div
            className={styles.window}
            role="group"
            aria-label={t`Crop: drag the picture, or use the arrow keys, to choose what shows`}
            tabIndex={0}
            style={{ width: VIEW, height: VIEW }}
            onKeyDown={(event) => {
              const step = event.shiftKey ? 20 : 5;
              const d = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] }[
                event.key
              ];
              if (!d) return;
              event.preventDefault();
              move(d[0]!, d[1]!);
            }}
            onPointerDown={(event) => {
              if (!natural) return;
              event.currentTarget.setPointerCapture(event.pointerId);
              let last = { x: event.clientX, y: event.clientY };
              const target = event.currentTarget;
              const onMove = (e: PointerEvent) => {
                move(e.clientX - last.x, e.clientY - last.y);
                last = { x: e.clientX, y: e.clientY };
              };
              const onUp = () => {
                target.removeEventListener('pointermove', onMove);
                target.removeEventListener('pointerup', onUp);
              };
              target.addEventListener('pointermove', onMove);
              target.addEventListener('pointerup', onUp);
            }}
          >
            <img
              ref={image}
              src={picked.url}
              alt=""
              draggable={false}
              className={styles.image}
              style={
                natural
                  ? {
                      width: natural.width * ((VIEW / Math.min(natural.width, natural.height)) * crop.zoom),
                      transform: `translate(${crop.x}px, ${crop.y}px)`,
                    }
                  : { visibility: 'hidden' }
              }
              onLoad={(event) => {
                const img = event.currentTarget;
                const n = { width: img.naturalWidth, height: img.naturalHeight };
                setPicked((p) => (p ? { ...p, natural: n } : p));
                setCrop(centredCrop(n, VIEW));
              }}
              onError={() => {
                setProblem(t`That file is not a picture we can show. Choose a PNG, JPEG, GIF or WebP.`);
                close();
              }}
            />
          </div>
          <label className={styles.zoom}>
            <span>
              <Trans>Zoom</Trans>
            </span>
            <input
              type="range"
              min={1}
              max={MAX_ZOOM}
              step={0.05}
              value={crop.zoom}
              disabled={!natural}
              onChange={(event) => natural && setCrop((c) => zoomed(c, Number(event.target.value), natural, VIEW))}
            />
          </label>
          <div className={styles.actions}>
            <Button variant="ghost" onClick={close} disabled={saving}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="primary" onClick={save} loading={saving} disabled={!natural}>
              <Trans>Save picture</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.current}>
          <Avatar name={name} src={src} size="xl" />
          <div className={styles.actions}>
            <Button variant="secondary" leadingIcon={<Upload />} onClick={() => input.current?.click()}>
              {src ? t`Change picture` : t`Upload a picture`}
            </Button>
            {src && onRemove && (
              <Button variant="ghost" onClick={onRemove} disabled={saving}>
                <Trans>Remove picture</Trans>
              </Button>
            )}
          </div>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        tabIndex={-1}
        aria-hidden="true"
        data-testid="avatar-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setProblem(null);
          setPicked({ url: URL.createObjectURL(file), natural: null });
        }}
      />
      {(problem ?? error) && (
        <p className={styles.error} role="alert">
          {problem ?? error}
        </p>
      )}
    </section>
  );
});
