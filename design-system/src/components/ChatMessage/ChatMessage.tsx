import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, RotateCcw } from 'lucide-react';
import { forwardRef, memo, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import { CopyButton } from '../CopyButton';
import { Markdown } from './Markdown';
import styles from './ChatMessage.module.css';

export type ChatAuthor = 'user' | 'assistant';

export interface ChatMessageProps extends HTMLAttributes<HTMLDivElement> {
  author: ChatAuthor;
  /** Markdown text (GFM). */
  content: string;
  /** The assistant is still writing: shows a blinking caret after the text. */
  streaming?: boolean;
  /**
   * Error text (e.g. 'Streaming connection failed. Please try again.'), or text with a link in it
   * (e.g. a quota refusal whose 'Sign in for more' leads to the sign-in page).
   */
  error?: ReactNode;
  onRetry?: () => void;
  /** What the assistant did (ToolActivity), shown above its text. */
  toolCalls?: ReactNode;
  /** Attached files (FileElement list). */
  attachments?: ReactNode;
  /** Where the answer came from, under its text (e.g. BasedOn). */
  sources?: ReactNode;
  /** Small print under the message (model, time). */
  meta?: ReactNode;
  /** A "Copy message" button (the Markdown source). Default: once the message is written. */
  copyable?: boolean;
  /** More buttons beside Copy (e.g. edit, regenerate, feedback). */
  actions?: ReactNode;
  /** "‹ 2 / 3 ›" (BranchSwitcher) for an edited message or a regenerated answer: always shown. */
  versions?: ReactNode;
  /** Who wrote it, above the text, when it was not the assistant alone (ReplyLabel). */
  byline?: ReactNode;
}

const MemoMarkdown = memo(Markdown);

/** One chat message: the user's as a bubble, the assistant's as rendered markdown. */
export const ChatMessage = forwardRef<HTMLDivElement, ChatMessageProps>(function ChatMessage(
  {
    author,
    content,
    streaming = false,
    error,
    onRetry,
    toolCalls,
    attachments,
    sources,
    meta,
    copyable,
    actions,
    versions,
    byline,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useLingui();
  const canCopy = copyable ?? (!streaming && content.trim().length > 0);
  const hasError = Boolean(error);
  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      data-author={author}
      data-streaming={streaming || undefined}
      data-error={hasError || undefined}
      {...rest}
    >
      <div className={styles.column}>
        {byline && <div className={styles.byline}>{byline}</div>}
        {toolCalls && <div className={styles.tools}>{toolCalls}</div>}
        {(content || streaming) && (
          <div className={styles.bubble}>
            {author === 'user' ? (
              <p className={styles.plain}>{content}</p>
            ) : (
              <div className={styles.markdown}>
                <MemoMarkdown>{content}</MemoMarkdown>
                {streaming && <span className={styles.caret} aria-hidden="true" />}
              </div>
            )}
          </div>
        )}
        {attachments && <div className={styles.attachments}>{attachments}</div>}
        {sources && <div className={styles.sources}>{sources}</div>}
        {hasError && (
          <div className={styles.error} role="alert">
            <AlertCircle aria-hidden="true" />
            <span className={styles.errorText}>{error}</span>
            {onRetry && (
              <Button size="sm" variant="ghost" leadingIcon={<RotateCcw />} onClick={onRetry}>
                <Trans>Retry</Trans>
              </Button>
            )}
          </div>
        )}
        {(canCopy || actions || meta || versions) && (
          <div className={styles.actions} data-versions={versions ? '' : undefined}>
            {versions}
            {(canCopy || actions) && (
              <span className={styles.reveal}>
                {canCopy && <CopyButton text={content} label={t`Copy message`} />}
                {actions}
              </span>
            )}
            {meta && <div className={styles.meta}>{meta}</div>}
          </div>
        )}
      </div>
    </div>
  );
});
