import { forwardRef, useState, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { initialsOf } from './initials';
import styles from './Avatar.module.css';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** Display name or username: the alt text and the source of the initials fallback. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** Decorative avatars (next to a visible name) are hidden from assistive technology. */
  decorative?: boolean;
}

/** A round picture with an initials fallback (no picture, or the picture fails to load). */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, size = 'md', decorative = false, className, ...rest },
  ref,
) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  return (
    <span
      ref={ref}
      className={cx(styles.root, className)}
      data-size={size}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : name}
      aria-hidden={decorative || undefined}
      {...rest}
    >
      {showImage ? (
        <img className={styles.image} src={src ?? undefined} alt="" onError={() => setFailedSrc(src ?? null)} />
      ) : (
        <span className={styles.initials}>{initialsOf(name)}</span>
      )}
    </span>
  );
});
