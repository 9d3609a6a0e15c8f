import type { CSSProperties, ReactNode } from 'react';
import styles from './Foundations.module.css';
import { cubicBezier, themeValues, type Token, type TokenGroup } from './token-source';

type Theme = 'light' | 'dark';
const themes: Theme[] = ['light', 'dark'];

/** The token groups as tables: each token by its name, rendered in a light and a dark cell. */
export function TokenTables({ groups }: { groups: TokenGroup[] }) {
  return (
    <div className={styles.page}>
      {groups.map((group) => (
        <section key={group.name} className={styles.group} aria-labelledby={`tokens-${slug(group.name)}`}>
          <h2 id={`tokens-${slug(group.name)}`} className={styles.groupTitle}>
            {group.name}
          </h2>
          {group.detail && <p className={styles.groupDetail}>{group.detail}</p>}
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.name}>
                  Token
                </th>
                <th scope="col">Light</th>
                <th scope="col">Dark</th>
              </tr>
            </thead>
            <tbody>
              {group.tokens.map((token) => (
                <tr key={token.name}>
                  <th scope="row" className={styles.name}>
                    <code>{token.name}</code>
                    {token.note && <span className={styles.note}>{token.note}</span>}
                  </th>
                  {themes.map((theme) => (
                    <td key={theme} data-theme={theme} className={styles.themed}>
                      <div className={styles.sample}>
                        {sample(token)}
                        <span className={styles.value}>{themeValues(token.value)[theme]}</span>
                      </div>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** What the token looks like, drawn by the token itself (`var(--name)`), never by a copied value. */
function sample({ name, value }: Token): ReactNode {
  const token = `var(${name})`;
  const text = (style: CSSProperties, words = 'Your twin') => <span style={style}>{words}</span>;
  if (name.startsWith('--color-') || name.startsWith('--shadow-color'))
    return <span className={styles.swatch} style={{ background: token }} />;
  if (name.startsWith('--shadow-')) return <span className={styles.card} style={{ boxShadow: token }} />;
  if (name.startsWith('--font-size-')) return text({ fontSize: token, lineHeight: 1.2 });
  if (name.startsWith('--font-weight-')) return text({ fontWeight: token, fontSize: 'var(--font-size-lg)' });
  if (name.startsWith('--letter-spacing-'))
    return text({ letterSpacing: token, fontSize: 'var(--font-size-2xl)', fontWeight: 600 }, 'Private brain');
  if (name.startsWith('--font-')) return text({ fontFamily: token, fontSize: 'var(--font-size-lg)' }, 'Twin 0123');
  if (name.startsWith('--line-height-'))
    return text({ lineHeight: token, fontSize: 'var(--font-size-sm)', maxWidth: '9rem' }, 'What the brain remembers');
  if (name.startsWith('--space-') || name.startsWith('--size-'))
    return <span className={styles.bar} style={{ width: token }} />;
  if (name.startsWith('--radius-')) return <span className={styles.box} style={{ borderRadius: token }} />;
  if (name.startsWith('--focus-ring'))
    return (
      <span className={styles.ring} style={{ outline: 'var(--focus-ring)', outlineOffset: 'var(--focus-ring-offset)' }}>
        Focused
      </span>
    );
  if (name.startsWith('--duration-')) {
    const ms = Number.parseFloat(value);
    return <span className={styles.bar} style={{ width: `${Math.max(ms, 1) / 2}px` }} />;
  }
  if (name.startsWith('--ease-')) return <EasingCurve value={value} />;
  return null;
}

/** The easing's cubic Bézier as a curve from (0, 0) to (1, 1), y up; overshoot shows above the box. */
function EasingCurve({ value }: { value: string }) {
  const points = cubicBezier(value);
  if (!points) return null;
  const [x1, y1, x2, y2] = points;
  const size = 40;
  const at = (x: number, y: number) => `${4 + x * size} ${4 + (1 - y) * size + 8}`;
  return (
    <svg className={styles.curve} width={size + 8} height={size + 20} aria-hidden="true">
      <path d={`M ${at(0, 0)} L ${at(1, 1)}`} fill="none" strokeWidth={1} strokeDasharray="2 3" />
      <path
        d={`M ${at(0, 0)} C ${at(x1, y1)} ${at(x2, y2)} ${at(1, 1)}`}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      />
    </svg>
  );
}
