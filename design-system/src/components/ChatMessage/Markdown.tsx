import { useMemo, type ComponentProps } from 'react';
import ReactMarkdown, { type Components, type ExtraProps, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { CopyButton } from '../CopyButton';
import { findMath } from './math-text';
import { onDemand, useOnDemand } from './on-demand';
import styles from './ChatMessage.module.css';

type Hast = NonNullable<ExtraProps['node']>;
type HastChild = Hast['children'][number];

/** The text of a hast node (a code block's source, without the highlighter's markup). */
function textOf(node: HastChild | Hast): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((c) => textOf(c as HastChild)).join('') : '';
}

/** A fenced code block: its language and a Copy button above it; wide code scrolls on its own. */
function CodeBlock({ node, children, ...props }: ComponentProps<'pre'> & ExtraProps) {
  const code = node?.children.find((c: HastChild): c is Hast => c.type === 'element' && c.tagName === 'code');
  const classes = code?.properties?.className;
  const language = (Array.isArray(classes) ? classes : [])
    .map(String)
    .find((c) => c.startsWith('language-'))
    ?.slice('language-'.length);
  const source = code ? textOf(code).replace(/\n$/, '') : '';
  return (
    <div className={styles.codeBlock}>
      <div className={styles.codeHeader}>
        <span className={styles.codeLanguage}>{language ?? 'code'}</span>
        <CopyButton text={source} label="Copy code" showLabel />
      </div>
      <pre {...props} tabIndex={0}>
        {children}
      </pre>
    </div>
  );
}

const components: Components = {
  // Links in messages open in a new tab.
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noreferrer noopener" />,
  // Wide code and tables scroll on their own; a tab stop lets keyboard users scroll them.
  pre: CodeBlock,
  // GFM task list checkboxes are read-only; name them for assistive technology.
  input: ({ node: _node, ...props }) =>
    props.type === 'checkbox' ? (
      <input {...props} aria-label={props.checked ? 'Done' : 'Not done'} />
    ) : (
      <input {...props} />
    ),
  table: ({ node: _node, ...props }) => (
    <div className={styles.tableWrap} tabIndex={0}>
      <table {...props} />
    </div>
  ),
};

type Plugins = NonNullable<Options['remarkPlugins']>;
type MathPlugins = {
  remarkMath: typeof import('remark-math').default;
  rehypeKatex: typeof import('rehype-katex').default;
};

/**
 * remark-math and KaTeX (~87 KB gzip of code and CSS, then its fonts; the chat's whole budget is in
 * web/scripts/bundle-budget.mjs) load with the first answer that has a formula.
 */
const mathPlugins = onDemand<MathPlugins>(() =>
  Promise.all([import('remark-math'), import('rehype-katex'), import('katex/dist/katex.min.css')]).then(([math, katex]) => ({
    remarkMath: math.default,
    rehypeKatex: katex.default,
  })),
);

type MdastNode = {
  type: string;
  position?: { start: { offset?: number } };
  data?: { hProperties?: Record<string, unknown> };
  children?: MdastNode[];
};

/** remark-math reads every formula as inline (math-text.ts writes them so): these show as display. */
function displayAt(offsets: readonly number[]) {
  const display = new Set(offsets);
  const visit = (node: MdastNode) => {
    const offset = node.position?.start.offset;
    if (node.type === 'inlineMath' && offset !== undefined && display.has(offset)) {
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, className: ['language-math', 'math-display'] } };
    }
    node.children?.forEach(visit);
  };
  return () => visit;
}

/**
 * The code highlighter (highlight.js with a chat-sized set of languages, ~20 KB gzip) loads with
 * the first answer that has a code block; until then the block shows as plain code.
 */
const highlighter = onDemand<Plugins[number]>(() => import('rehype-highlight').then((m) => [m.default, { detect: false }]));
const hasCode = (markdown: string) => /^ {0,3}(```|~~~)/m.test(markdown);

/**
 * Markdown with GitHub extensions (tables, task lists, strikethrough), highlighted code and math
 * (math-text.ts says what counts as a formula). Until KaTeX has loaded, formulas show as their
 * source, in inline code.
 */
export function Markdown({ children }: { children: string }) {
  const math = useMemo(() => findMath(children), [children]);
  const plugins = useOnDemand(math.hasMath, mathPlugins, 'Math rendering could not load; formulas stay as their source');
  const highlightPlugin = useOnDemand(hasCode(children), highlighter, 'Code highlighting could not load; code shows plain');
  const highlight = highlightPlugin ? [highlightPlugin] : [];

  if (!math.hasMath || !plugins) {
    return (
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={highlight} components={components}>
        {math.hasMath ? math.fallback : children}
      </ReactMarkdown>
    );
  }
  return (
    <ReactMarkdown
      // Single dollars are math only by math-text.ts's rule, which has already made them $$.
      remarkPlugins={[remarkGfm, [plugins.remarkMath, { singleDollarTextMath: false }], displayAt(math.display)]}
      rehypePlugins={[plugins.rehypeKatex, ...highlight]}
      components={components}
    >
      {math.markdown}
    </ReactMarkdown>
  );
}
