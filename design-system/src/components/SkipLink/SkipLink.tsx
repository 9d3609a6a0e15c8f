import { useLingui } from '@lingui/react/macro';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './SkipLink.module.css';

export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The id of the page's main region; it must be focusable (tabIndex). */
  target: string;
}

/**
 * "Skip to content": the first thing Tab reaches on a page with navigation before its content. It
 * shows only while it has focus; Enter moves the keyboard into the content, past the sidebar.
 */
export const SkipLink = forwardRef<HTMLAnchorElement, SkipLinkProps>(function SkipLink(
  { target, className, onClick, children, ...rest },
  ref,
) {
  const { t } = useLingui();
  return (
    <a
      ref={ref}
      href={`#${target}`}
      className={cx(styles.root, className)}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented) return;
        const content = document.getElementById(target);
        if (!content) return;
        // Focus, not the address's #: the page's address stays as it was.
        event.preventDefault();
        content.focus();
      }}
      {...rest}
    >
      {children ?? t`Skip to content`}
    </a>
  );
});
