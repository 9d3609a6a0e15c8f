import type { HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import styles from './SectionNav.module.css';

export interface SectionNavItem {
  label: string;
  href: string;
}

export interface SectionNavProps extends HTMLAttributes<HTMLElement> {
  /** The nav's accessible name ("Admin"). */
  label: string;
  items: readonly SectionNavItem[];
  /** The item shown now (aria-current="page"). */
  current?: string;
  onNavigate?: NavigateHandler;
}

/** Links between the pages of one area (the admin's), as a row of tabs that wraps on small screens. */
export function SectionNav({ label, items, current, onNavigate, className, ...rest }: SectionNavProps) {
  return (
    <nav aria-label={label} className={cx(styles.nav, className)} {...rest}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <a
              className={styles.link}
              aria-current={item.href === current ? 'page' : undefined}
              {...linkProps(item.href, onNavigate)}
            >
              {item.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
