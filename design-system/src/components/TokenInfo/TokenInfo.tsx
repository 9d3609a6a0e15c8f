import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './TokenInfo.module.css';

export interface TokenInfoProps extends HTMLAttributes<HTMLDivElement> {
  estimatedTokens: number;
  totalChars?: number | null;
  messageCount?: number | null;
  /** Context window size, to draw a usage meter. */
  maxTokens?: number | null;
}

const number = new Intl.NumberFormat('en-US');

/** The conversation's size: estimated tokens, characters, messages. */
export const TokenInfo = forwardRef<HTMLDivElement, TokenInfoProps>(function TokenInfo(
  { estimatedTokens, totalChars, messageCount, maxTokens, className, ...rest },
  ref,
) {
  const parts = [`~${number.format(estimatedTokens)} tokens`];
  if (totalChars != null) parts.push(`${number.format(totalChars)} characters`);
  if (messageCount != null) parts.push(`${number.format(messageCount)} ${messageCount === 1 ? 'message' : 'messages'}`);
  const ratio = maxTokens ? Math.min(1, estimatedTokens / maxTokens) : null;
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      {ratio !== null && (
        <span
          className={styles.meter}
          role="meter"
          aria-label="Context used"
          aria-valuemin={0}
          aria-valuemax={maxTokens ?? 0}
          aria-valuenow={estimatedTokens}
          data-level={ratio > 0.9 ? 'high' : ratio > 0.7 ? 'medium' : 'low'}
        >
          <span className={styles.fill} style={{ width: `${Math.round(ratio * 100)}%` }} />
        </span>
      )}
      <span className={styles.text}>{parts.join(' · ')}</span>
    </div>
  );
});
