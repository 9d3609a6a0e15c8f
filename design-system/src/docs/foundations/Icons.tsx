import { icons } from 'lucide-react';
import { Fragment } from 'react';
import styles from './Icons.module.css';
import type { IconUse } from './icon-names';

/** Every icon Duet draws, by the name code imports it with, in a light and a dark panel. */
export function IconGrid({ uses }: { uses: IconUse[] }) {
  return (
    <div className={styles.themes}>
      {(['light', 'dark'] as const).map((theme) => (
        <section key={theme} data-theme={theme} className={styles.panel} aria-label={`Icons, ${theme} theme`}>
          <ul className={styles.grid}>
            {uses.map(({ name, files }) => {
              const Icon = icons[name as keyof typeof icons];
              return (
                <li key={name} className={styles.item} title={files.join('\n')}>
                  {Icon ? <Icon aria-hidden="true" className={styles.icon} /> : <span className={styles.icon} />}
                  <span className={styles.name}>{withBreaks(name)}</span>
                  <span className={styles.count}>
                    {files.length} {files.length === 1 ? 'file' : 'files'}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** `MessageCircleQuestion` may wrap between its words, never inside one; copying it gives the name. */
function withBreaks(name: string) {
  return name.split(/(?=[A-Z])/).map((word, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {word}
    </Fragment>
  ));
}
