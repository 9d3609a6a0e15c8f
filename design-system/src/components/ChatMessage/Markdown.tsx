import { useLingui as useLanguage } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { onDemand, useOnDemand } from '../../internal/on-demand';
import { CopyButton } from '../CopyButton';
import { lex } from './lexing';
import { renderTokens, type Renderers } from './markdown-react';
import { highlighter } from './highlighter';
import { findMath } from './math-text';
import { htmlToReact, treeToReact, type HighlightNode } from './markup-react';
import styles from './ChatMessage.module.css';

/**
 * KaTeX (~87 KB gzip of code and CSS, then its fonts; the chat's whole budget is in
 * web/scripts/bundle-budget.mjs) loads with the first answer that has a formula.
 */
const katex = onDemand(() =>
  Promise.all([import('katex'), import('katex/dist/katex.min.css')]).then(([m]) => ({
    render: m.default.renderToString,
  })),
);

const warnMath = (error: unknown) =>
  console.warn('Math rendering could not load; formulas stay as their source', error);
const warnCode = (error: unknown) => console.warn('Code highlighting could not load; code shows plain', error);

const hasCode = (markdown: string) => /^ {0,3}(```|~~~)/m.test(markdown);

type Loaded<T> = T extends { current: () => infer V } ? V : never;

function codeBlock(highlight: Loaded<typeof highlighter>): Renderers['code'] {
  /** A fenced code block: its language and a Copy button above it; wide code scrolls on its own. */
  return function CodeBlock({ language, source }) {
    const { t } = useLingui();
    const code = source.replace(/\n$/, '');
    const known = highlight && language && highlight.lowlight.registered(language);
    return (
      <div className={styles.codeBlock}>
        <div className={styles.codeHeader}>
          <span className={styles.codeLanguage}>{language ?? t`code`}</span>
          <CopyButton text={code} label={t`Copy code`} showLabel />
        </div>
        {/* A tab stop lets keyboard users scroll wide code. */}
        <pre tabIndex={0}>
          {known ? (
            <code className={`hljs language-${language}`}>
              {treeToReact(highlight.lowlight.highlight(language, source) as HighlightNode)}
            </code>
          ) : (
            <code className={language ? `language-${language}` : undefined}>{source}</code>
          )}
        </pre>
      </div>
    );
  };
}

function formula(render: NonNullable<Loaded<typeof katex>>['render']): Renderers['math'] {
  return function Formula({ tex, display }) {
    const html = render(tex, { displayMode: display, throwOnError: false, output: 'htmlAndMathml' });
    return <>{htmlToReact(html)}</>; // KaTeX wraps display math in .katex-display itself
  };
}

/**
 * Markdown with GitHub extensions (tables, task lists, strikethrough), highlighted code and math
 * (math-text.ts says what counts as a formula). Until KaTeX has loaded, formulas show as their
 * source, in inline code.
 */
export function Markdown({ children }: { children: string }) {
  // Drawn again in another language: a task list's checkboxes are named in it (markdown-react.tsx).
  useLanguage();
  const math = useMemo(() => findMath(children), [children]);
  const tex = useOnDemand(math.hasMath, katex, warnMath);
  const highlight = useOnDemand(hasCode(children), highlighter, warnCode);
  const renderers = useMemo<Renderers>(() => {
    const Block = codeBlock(highlight);
    if (!tex) return { code: Block, math: ({ tex: source }) => <code>{source}</code> };
    const Formula = formula(tex.render);
    return {
      math: Formula,
      // A ```math block is a formula standing on its own line.
      code: (props) => (props.language === 'math' ? <Formula tex={props.source} display /> : <Block {...props} />),
    };
  }, [highlight, tex]);
  const withFormulas = math.hasMath && !!tex;
  const tokens = useMemo(() => lex(children, math, withFormulas), [withFormulas, math, children]);
  return <>{renderTokens(tokens, renderers, math.displayed)}</>;
}
