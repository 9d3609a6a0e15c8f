import { useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { forwardRef, useRef, type ReactElement, type ReactNode } from 'react';
import { useOverflowing } from '../../hooks/use-overflowing';
import { cx } from '../../internal/class-names';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import styles from './Dialog.module.css';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  /** Hide the title visually (it stays the dialog's accessible name). */
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons along the bottom edge. */
  footer?: ReactNode;
  /** An element that opens the dialog (optional when `open` is controlled). */
  trigger?: ReactElement;
  size?: 'sm' | 'md' | 'lg';
  /** Where the dialog sits: centred, or near the top (command palettes). */
  placement?: 'center' | 'top';
  showClose?: boolean;
  closeLabel?: string;
  className?: string;
  /** Where focus goes on close, when not the element that opened it (e.g. the menu button behind a menu item). */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * A modal dialog (Radix Dialog): focus trapped inside, Escape and the overlay close it. On close,
 * focus returns to the element that had it when the dialog opened (a shortcut, a button outside),
 * or to the trigger.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open,
    defaultOpen,
    onOpenChange,
    title,
    hideTitle = false,
    description,
    children,
    footer,
    trigger,
    size = 'md',
    placement = 'center',
    showClose = true,
    closeLabel,
    className,
    returnFocusTo,
  },
  ref,
) {
  const { t } = useLingui();
  closeLabel ??= t`Close`;
  const [bodyRef, bodyScrolls] = useOverflowing<HTMLDivElement>();
  // Radix returns focus to its own Trigger only; a dialog opened otherwise would leave it on <body>.
  const opener = useRef<HTMLElement | null>(null);
  const titleNode = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>;
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          ref={ref}
          className={cx(styles.root, className)}
          data-size={size}
          data-placement={placement}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            // Runs before focus moves in: the active element is still the one that opened the dialog.
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const element = returnFocusTo?.() ?? opener.current;
            opener.current = null;
            if (!element?.isConnected) return;
            event.preventDefault();
            element.focus({ preventScroll: true });
          }}
        >
          {hideTitle && !showClose && <VisuallyHidden>{titleNode}</VisuallyHidden>}
          {(!hideTitle || showClose) && (
            <div className={styles.header} data-hidden-title={hideTitle || undefined}>
              <div className={styles.heading}>
                {hideTitle ? <VisuallyHidden>{titleNode}</VisuallyHidden> : titleNode}
                {description && (
                  <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
                )}
              </div>
              {showClose && (
                <RadixDialog.Close className={styles.close} aria-label={closeLabel}>
                  <X aria-hidden="true" />
                </RadixDialog.Close>
              )}
            </div>
          )}
          {children && (
            <div ref={bodyRef} className={styles.body} tabIndex={bodyScrolls ? 0 : undefined}>
              {children}
            </div>
          )}
          {footer && <div className={styles.footer}>{footer}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});

/** A button that closes the enclosing Dialog (wraps its child). */
export const DialogClose = RadixDialog.Close;
