import * as RadixTooltip from '@radix-ui/react-tooltip';
import { forwardRef, type ReactElement, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** The tooltip text. */
  content: ReactNode;
  /** The trigger: one focusable element (it receives the tooltip's aria-describedby). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  delayDuration?: number;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A short hint on hover and keyboard focus (Radix Tooltip). */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  { content, children, side = 'top', delayDuration = 300, open, defaultOpen, onOpenChange, className },
  ref,
) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content ref={ref} side={side} sideOffset={6} className={cx(styles.root, className)}>
            {content}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
});
