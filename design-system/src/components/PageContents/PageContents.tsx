import { useEffect, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
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

  useEffect(() => {
    const targets = items.map((item) => document.getElementById(item.target)).filter((node) => node !== null);
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return;
    // The section whose heading last passed the top third of the view is the one being read.
    const observer = new IntersectionObserver(
      (entries) => {
        const above = entries.filter((entry) => entry.boundingClientRect.top < (entry.rootBounds?.height ?? 0) / 3);
        const last = above.at(-1) ?? entries.find((entry) => entry.isIntersecting);
        if (last) setCurrent(last.target.id);
      },
      { rootMargin: '0px 0px -66% 0px' },
    );
    for (const target of targets) observer.observe(target);
    return () => observer.disconnect();
  }, [items]);

  const go = (event: MouseEvent<HTMLAnchorElement>, target: string) => {
    const node = document.getElementById(target);
    if (!node) return;
    event.preventDefault();
    if (!node.hasAttribute('tabindex')) node.setAttribute('tabindex', '-1');
    node.scrollIntoView({ behavior: motion(), block: 'start' });
    node.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${target}`);
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
