import { plural, t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  forwardRef,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { cx } from '../../internal/class-names';
import { currentLocale } from '../../i18n';
import hidden from '../../internal/visually-hidden.module.css';
import styles from './InsightsChart.module.css';

export interface InsightsDay {
  /** The day, YYYY-MM-DD (the owner's calendar day). */
  date: string;
  conversations: number;
  messages: number;
}

export interface InsightsChartProps extends HTMLAttributes<HTMLDivElement> {
  /** One entry per day, oldest first. */
  days: readonly InsightsDay[];
  /** The drawing's height in pixels (axis labels included). */
  height?: number;
}

const PAD = { top: 12, right: 4, bottom: 28, left: 36 };
const FALLBACK_WIDTH = 640;

/** '2026-11-03' as a local date (no time-zone shift). */
function parseDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

const shortDay = (date: string) =>
  parseDay(date).toLocaleDateString(currentLocale(), { month: 'short', day: 'numeric' });
const longDay = (date: string) =>
  parseDay(date).toLocaleDateString(currentLocale(), { weekday: 'short', month: 'short', day: 'numeric' });
const figure = (n: number) => n.toLocaleString(currentLocale());
const messageCount = (count: number) => plural(count, { one: '# message', other: '# messages' });
const conversationCount = (count: number) => plural(count, { one: '# conversation', other: '# conversations' });

/** A rounded top, flat base 0 → top of scale: 0, step, 2·step… with about three steps. */
function niceScale(max: number): { top: number; ticks: number[] } {
  if (max <= 0) return { top: 1, ticks: [0] };
  const rough = max / 3;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const norm = rough / magnitude;
  const step = Math.max(1, (norm <= 1 ? 1 : norm <= 2 ? 2 : norm <= 5 ? 5 : 10) * magnitude);
  const top = Math.ceil(max / step) * step;
  const ticks: number[] = [];
  for (let v = 0; v <= top + step / 2; v += step) ticks.push(v);
  return { top, ticks };
}

/** Which days get a date under the axis: all when they fit, else about evenly spaced, first and last included. */
function labelledDays(count: number, width: number): number[] {
  if (count === 0) return [];
  const room = Math.max(2, Math.floor(width / 72));
  if (count <= room) return Array.from({ length: count }, (_, i) => i);
  return Array.from({ length: room }, (_, k) => Math.round((k * (count - 1)) / (room - 1)));
}

/** A bar with rounded top corners. */
function barPath(x: number, y: number, w: number, h: number): string {
  const r = Math.min(3, w / 2, h);
  const svgPath = `M${x},${y + h}V${y + r}Q${x},${y} ${x + r},${y}H${x + w - r}Q${x + w},${y} ${x + w},${y + r}V${y + h}Z`;
  return svgPath;
}

/** "Messages per day over the last 7 days: 120 messages in 34 conversations. Busiest day: Tue, Nov 3, with 40 messages." */
export function summariseDays(days: readonly InsightsDay[]): string {
  const messages = days.reduce((sum, d) => sum + d.messages, 0);
  const conversations = days.reduce((sum, d) => sum + d.conversations, 0);
  if (days.length === 0) return t`Messages per day: nothing to show yet.`;
  const today = days.length === 1;
  const dayCount = days.length;
  if (messages === 0 && conversations === 0) {
    return today
      ? t`Messages per day today: no messages yet.`
      : t`Messages per day over the last ${dayCount} days: no messages yet.`;
  }
  const busiest = days.reduce((best, d) => (d.messages > best.messages ? d : best), days[0]!);
  const busiestDay = longDay(busiest.date);
  const messageTotal = messageCount(messages);
  const conversationTotal = conversationCount(conversations);
  const busiestTotal = messageCount(busiest.messages);
  return today
    ? t`Messages per day today: ${messageTotal} in ${conversationTotal}. Busiest day: ${busiestDay}, with ${busiestTotal}.`
    : t`Messages per day over the last ${dayCount} days: ${messageTotal} in ${conversationTotal}. Busiest day: ${busiestDay}, with ${busiestTotal}.`;
}

/**
 * Messages per day as bars, conversations per day as a lighter bar beside them, in inline SVG. Hover,
 * touch or the arrow keys (once focused) show a day's figures under the chart; screen readers get a
 * summary and a table of every day.
 */
export const InsightsChart = forwardRef<HTMLDivElement, InsightsChartProps>(function InsightsChart(
  { days, height = 200, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const id = useId();
  const plot = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(0);
  const [active, setActive] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);

  useLayoutEffect(() => {
    const el = plot.current;
    if (!el) return;
    const measure = () => setMeasured(el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const width = measured || FALLBACK_WIDTH;
  const count = days.length;
  const plotWidth = Math.max(0, width - PAD.left - PAD.right);
  const plotHeight = Math.max(0, height - PAD.top - PAD.bottom);
  const slot = count > 0 ? plotWidth / count : plotWidth;
  const max = days.reduce((m, d) => Math.max(m, d.messages, d.conversations), 0);
  const scale = niceScale(max);
  const y = (value: number) => PAD.top + plotHeight - (value / scale.top) * plotHeight;
  const group = Math.min(slot * 0.72, 40);
  const gap = Math.max(1, group * 0.08);
  const barWidth = Math.max(1, (group - gap) / 2);
  const barHeight = (value: number) => (value <= 0 ? 0 : Math.max(2, (value / scale.top) * plotHeight));
  const labels = labelledDays(count, plotWidth);
  const current = active !== null && active < count ? active : null;
  const busiest = count > 0 ? days.reduce((best, d) => (d.messages > best.messages ? d : best), days[0]!) : null;

  const dayAt = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - box.left - PAD.left;
    if (count === 0 || x < 0 || x > plotWidth) return null;
    return Math.min(count - 1, Math.max(0, Math.floor(x / slot)));
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (count === 0) return;
    const from = current ?? count - 1;
    const to =
      event.key === 'ArrowLeft' || event.key === 'ArrowDown'
        ? Math.max(0, from - 1)
        : event.key === 'ArrowRight' || event.key === 'ArrowUp'
          ? Math.min(count - 1, from + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    setActive(to);
  };

  const caption = (() => {
    if (current !== null) {
      const day = days[current]!;
      const dayName = longDay(day.date);
      const dayMessages = day.messages;
      const dayConversations = day.conversations;
      return (
        <Trans>
          <strong className={styles.captionDay}>{dayName}</strong>:{' '}
          <Plural value={dayMessages} one="# message" other="# messages" />,{' '}
          <Plural value={dayConversations} one="# conversation" other="# conversations" />
        </Trans>
      );
    }
    if (!busiest || busiest.messages === 0) return t`No messages in this period`;
    const busiestDay = longDay(busiest.date);
    const busiestMessages = busiest.messages;
    return (
      <Trans>
        Busiest day: <strong className={styles.captionDay}>{busiestDay}</strong>,{' '}
        <Plural value={busiestMessages} one="# message" other="# messages" />
      </Trans>
    );
  })();

  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <div className={styles.legend} aria-hidden="true">
        <span className={styles.key}>
          <span className={styles.swatch} data-series="messages" />
          <Trans>Messages</Trans>
        </span>
        <span className={styles.key}>
          <span className={styles.swatch} data-series="conversations" />
          <Trans>Conversations</Trans>
        </span>
      </div>
      <div ref={plot} className={styles.plot}>
        <svg
          className={styles.svg}
          role="img"
          aria-label={summariseDays(days)}
          aria-describedby={count > 0 ? `${id}-hint` : undefined}
          tabIndex={count > 0 ? 0 : undefined}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          onPointerMove={(event) => setActive(dayAt(event) ?? (focused ? current : null))}
          onPointerDown={(event) => setActive(dayAt(event))}
          onPointerLeave={() => {
            if (!focused) setActive(null);
          }}
          onFocus={() => {
            setFocused(true);
            setActive((a) => a ?? (count > 0 ? count - 1 : null));
          }}
          onBlur={() => {
            setFocused(false);
            setActive(null);
          }}
          onKeyDown={onKeyDown}
        >
          {current !== null && (
            <rect
              className={styles.highlight}
              x={PAD.left + current * slot + 1}
              y={PAD.top - 6}
              width={Math.max(0, slot - 2)}
              height={plotHeight + 6}
              rx={4}
            />
          )}
          {scale.ticks.map((tick) => (
            <g key={tick}>
              <line
                className={tick === 0 ? styles.baseline : styles.grid}
                x1={PAD.left}
                x2={width - PAD.right}
                y1={Math.round(y(tick)) + 0.5}
                y2={Math.round(y(tick)) + 0.5}
              />
              <text className={styles.tick} x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                {figure(tick)}
              </text>
            </g>
          ))}
          {days.map((day, i) => {
            const x = PAD.left + i * slot + (slot - group) / 2;
            const m = barHeight(day.messages);
            const c = barHeight(day.conversations);
            return (
              <g key={day.date} data-active={i === current || undefined}>
                {m > 0 && (
                  <path
                    className={styles.bar}
                    data-series="messages"
                    d={barPath(x, PAD.top + plotHeight - m, barWidth, m)}
                  />
                )}
                {c > 0 && (
                  <path
                    className={styles.bar}
                    data-series="conversations"
                    d={barPath(x + barWidth + gap, PAD.top + plotHeight - c, barWidth, c)}
                  />
                )}
              </g>
            );
          })}
          {labels.map((i) => {
            const centre = PAD.left + i * slot + slot / 2;
            const x = Math.min(width - PAD.right - 20, Math.max(PAD.left + 20, centre));
            return (
              <text
                key={i}
                className={styles.day}
                data-active={i === current || undefined}
                x={x}
                y={height - 8}
                textAnchor="middle"
              >
                {shortDay(days[i]!.date)}
              </text>
            );
          })}
        </svg>
      </div>
      <p className={styles.caption} aria-live="polite">
        {caption}
      </p>
      <span id={`${id}-hint`} hidden>
        <Trans>Arrow keys move from day to day.</Trans>
      </span>
      <table className={hidden.visuallyHidden}>
        <caption>
          <Trans>Messages and conversations per day</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Day</Trans>
            </th>
            <th scope="col">
              <Trans>Messages</Trans>
            </th>
            <th scope="col">
              <Trans>Conversations</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{longDay(day.date)}</th>
              <td>{figure(day.messages)}</td>
              <td>{figure(day.conversations)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
