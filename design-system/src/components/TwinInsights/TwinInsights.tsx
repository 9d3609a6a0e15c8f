import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  MessageCircleQuestion,
  MessageCircleReply,
  MessageSquare,
  MessageSquareHeart,
  MessagesSquare,
  ThumbsDown,
  ThumbsUp,
  UsersRound,
} from 'lucide-react';
import { forwardRef, useId, useRef, type HTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { currentLocale } from '../../i18n';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import hidden from '../../internal/visually-hidden.module.css';
import { InsightsChart, type InsightsDay } from './InsightsChart';
import styles from './TwinInsights.module.css';

export type InsightsRange = 7 | 30;

export interface InsightsTotals {
  visitors: number;
  conversations: number;
  messages: number;
  questionsPassedOn: number;
  questionsAnswered: number;
  thumbsUp: number;
  thumbsDown: number;
}

export interface InsightsTopic {
  topic: string;
  count: number;
}

export interface TwinInsightsProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The period shown, in days. */
  range: InsightsRange;
  onRangeChange: (range: InsightsRange) => void;
  /** Figures for the period. */
  totals: InsightsTotals;
  /** One entry per day of the period, oldest first. */
  days: readonly InsightsDay[];
  /** What visitors asked about most, in the order shown. */
  topics: readonly InsightsTopic[];
  /** Figures are on their way (first load, or a new period): placeholders stand in. */
  loading?: boolean;
  /** The heading's level (2 on a page, 3 inside a section); sub-headings are one below. */
  headingLevel?: 2 | 3;
}

const RANGES: ReadonlyArray<InsightsRange> = [7, 30];

const TOTAL_KEYS: ReadonlyArray<keyof InsightsTotals> = [
  'visitors',
  'conversations',
  'messages',
  'questionsPassedOn',
  'questionsAnswered',
  'thumbsUp',
  'thumbsDown',
];

const count = (n: number) => n.toLocaleString(currentLocale());

/**
 * The owner's view of how their twin is doing: visitors, conversations and messages over the last 7
 * or 30 days, questions passed on and answered, visitors' thumbs, a chart per day and the topics
 * asked about most.
 */
export const TwinInsights = forwardRef<HTMLElement, TwinInsightsProps>(function TwinInsights(
  { range, onRangeChange, totals, days, topics, loading = false, headingLevel = 2, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const empty = !loading && TOTAL_KEYS.every((key) => !totals[key]);
  const up = count(totals.thumbsUp);
  const down = count(totals.thumbsDown);

  return (
    <section
      ref={ref}
      className={cx(styles.root, className)}
      aria-labelledby={`${id}-title`}
      aria-busy={loading || undefined}
      {...rest}
    >
      <div className={styles.header}>
        <Heading id={`${id}-title`} className={styles.title}>
          <Trans>Insights</Trans>
        </Heading>
        <RangeSwitch value={range} onChange={onRangeChange} />
      </div>

      <p className={hidden.visuallyHidden} role="status">
        {loading ? t`Loading insights…` : ''}
      </p>

      {empty ? (
        <div className={styles.empty}>
          <span className={styles.emptyIcon} aria-hidden="true">
            <MessagesSquare />
          </span>
          <p className={styles.emptyText}>
            <Trans>No visitors yet. Share your page and conversations will show up here.</Trans>
          </p>
        </div>
      ) : (
        <>
          <dl className={styles.tiles}>
            <Tile icon={<UsersRound />} label={t`Visitors`} loading={loading}>
              {count(totals.visitors)}
            </Tile>
            <Tile icon={<MessagesSquare />} label={t`Conversations`} loading={loading}>
              {count(totals.conversations)}
            </Tile>
            <Tile icon={<MessageSquare />} label={t`Messages`} loading={loading}>
              {count(totals.messages)}
            </Tile>
            <Tile icon={<MessageCircleQuestion />} label={t`Questions passed on`} loading={loading}>
              {count(totals.questionsPassedOn)}
            </Tile>
            <Tile icon={<MessageCircleReply />} label={t`Answered`} loading={loading}>
              {count(totals.questionsAnswered)}
            </Tile>
            <Tile icon={<MessageSquareHeart />} label={t`Visitor feedback`} loading={loading}>
              <span className={styles.thumbs}>
                <span className={styles.thumb}>
                  <ThumbsUp aria-hidden="true" />
                  <Trans>
                    {up}
                    <VisuallyHidden> thumbs up</VisuallyHidden>
                  </Trans>
                </span>
                <span className={styles.thumb} data-tone="down">
                  <ThumbsDown aria-hidden="true" />
                  <Trans>
                    {down}
                    <VisuallyHidden> thumbs down</VisuallyHidden>
                  </Trans>
                </span>
              </span>
            </Tile>
          </dl>

          <div className={styles.panel}>
            <Sub className={styles.subtitle}>
              <Trans>Messages per day</Trans>
            </Sub>
            {loading ? <div className={styles.chartPlaceholder} /> : <InsightsChart days={days} />}
          </div>

          <div className={styles.panel}>
            <Sub id={`${id}-topics`} className={styles.subtitle}>
              <Trans>Most asked about</Trans>
            </Sub>
            {loading ? (
              <div className={styles.topics} aria-hidden="true">
                {[7, 5, 9, 6].map((w, i) => (
                  <span key={i} className={styles.topicPlaceholder} style={{ width: `${w}rem` }} />
                ))}
              </div>
            ) : topics.length > 0 ? (
              <ul className={styles.topics} aria-labelledby={`${id}-topics`}>
                {topics.map(({ topic, count: asked }) => {
                  const figure = count(asked);
                  return (
                    <li key={topic} className={styles.topic}>
                      <span className={styles.topicName}>{topic}</span>
                      <Trans>
                        <VisuallyHidden>, asked </VisuallyHidden>
                        <span className={styles.topicCount}>{figure}</span>
                        <VisuallyHidden>
                          {' '}
                          <Plural value={asked} one="time" other="times" />
                        </VisuallyHidden>
                      </Trans>
                    </li>
                  );
                })}
              </ul>
            ) : (
              <p className={styles.muted}>
                <Trans>Topics show up here once visitors ask a few questions.</Trans>
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
});

function Tile({
  icon,
  label,
  loading,
  children,
}: {
  icon: ReactNode;
  label: string;
  loading: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.tile}>
      <dt className={styles.tileLabel}>
        <span className={styles.tileIcon} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className={styles.tileValue}>{loading ? <span className={styles.valuePlaceholder} /> : children}</dd>
    </div>
  );
}

/** "7 days" / "30 days": a radio group drawn as a segmented control; arrow keys move and choose. */
function RangeSwitch({ value, onChange }: { value: InsightsRange; onChange: (range: InsightsRange) => void }) {
  const { t } = useLingui();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const choose = (index: number) => {
    const next = RANGES[(index + RANGES.length) % RANGES.length]!;
    buttons.current[RANGES.indexOf(next)]?.focus();
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') choose(index + 1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') choose(index - 1);
    else if (event.key === 'Home') choose(0);
    else if (event.key === 'End') choose(RANGES.length - 1);
    else return;
    event.preventDefault();
  };
  return (
    <div className={styles.segmented} role="radiogroup" aria-label={t`Period`}>
      {RANGES.map((days, index) => {
        const checked = days === value;
        return (
          <button
            key={days}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            className={styles.segment}
            onClick={() => {
              if (!checked) onChange(days);
            }}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <Plural value={days} one="# day" other="# days" />
          </button>
        );
      })}
    </div>
  );
}
