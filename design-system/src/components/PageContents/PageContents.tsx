import { useEffect, useRef, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './PageContents.module.css';

export interface PageContentsItem {
  label: string;
  /** The id of the heading (or section) the link goes to, without '#'. */
  target: string;
}

export interface PageContentsProps extends HTMLAttributes<HTMLDivElement> {
  /** The nav's accessible name ("Settings sections"). */
  label: string;
  items: readonly PageContentsItem[];
  /** The page (usually a Page of PageSections), beside the list on wide screens, under it on small ones. */
  children: ReactNode;
}

const motion = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * A long page's table of contents: a list of its sections beside the page where there is room, a
 * row that scrolls sideways above it where there is not. A link scrolls to its section and moves
 * focus there, so the next Tab continues in that section; the section being read is marked.
 */
export function PageContents({ label, items, className, children, ...rest }: PageContentsProps) {
  const [current, setCurrent] = useState<string | null>(items[0]?.target ?? null);

  /** A section a link was followed to: marked until the person scrolls it out of view. */
  const followed = useRef<string | null>(null);
  /**
   * Whether the scroll a link started is still running: until it ends, the followed section may not
   * be in view yet, and it must not lose its mark (where `scrollend` exists: every current engine
   * but older Safari, which keeps the mark only while the section is in view).
   */
  const following = useRef(false);

  useEffect(() => {
    let frame = 0;
    // The section being read: the first at the page's top, the last at its end (the last sections
    // cannot reach the top), otherwise the last whose heading is above the top third of the window.
    const update = () => {
      frame = 0;
      if (following.current) return;
      const targets = items.map((item) => document.getElementById(item.target)).filter((node) => node !== null);
      const first = targets[0];
      if (!first) return;
      const pinned = followed.current && document.getElementById(followed.current);
      if (pinned) {
        const box = pinned.getBoundingClientRect();
        if (box.bottom > 0 && box.top < window.innerHeight) return;
        followed.current = null;
      }
      const scroller = first.closest('main') ?? document.scrollingElement;
      const atEnd = scroller && scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
      const line = window.innerHeight / 3;
      const above = targets.filter((node) => node.getBoundingClientRect().top <= line);
      const atTop = !scroller || scroller.scrollTop <= 0;
      const reading = atTop ? first : atEnd ? targets.at(-1) : (above.at(-1) ?? first);
      if (reading) setCurrent(reading.id);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    const onScrollEnd = () => {
      following.current = false;
      onScroll();
    };
    // Scroll events do not bubble: listen in the capture phase, for whichever element scrolls.
    document.addEventListener('scroll', onScroll, { capture: true, passive: true });
    document.addEventListener('scrollend', onScrollEnd, { capture: true, passive: true });
    return () => {
      document.removeEventListener('scroll', onScroll, { capture: true });
      document.removeEventListener('scrollend', onScrollEnd, { capture: true });
      if (frame) cancelAnimationFrame(frame);
    };
  }, [items]);

  const go = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const node = document.getElementById(target);
    if (!node) return;
    event.preventDefault();
    if (!node.hasAttribute('tabindex')) node.setAttribute('tabindex', '-1');
    // If no scroll starts (the section is already there), the next scroll's end clears it.
    following.current = 'onscrollend' in window;
    node.scrollIntoView({ behavior: motion(), block: 'start' });
    node.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${target}`);
    followed.current = target;
    setCurrent(target);
  };

  return (
    <div className={cx(styles.frame, className)} {...rest}>
      <div className={styles.layout}>
        <nav aria-label={label} className={styles.nav}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.target}>
                <a
                  className={styles.link}
                  href={`#${item.target}`}
                  aria-current={item.target === current ? 'location' : undefined}
                  onClick={(event) => go(event, item.target)}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.page}>{children}</div>
      </div>
    </div>
  );
}
