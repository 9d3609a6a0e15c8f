import type { ComponentProps } from 'react';
import ReactMarkdown, { type Components, type ExtraProps } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import remarkGfm from 'remark-gfm';
import { CopyButton } from '../CopyButton';
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

/** Markdown with GitHub extensions (tables, task lists, strikethrough) and highlighted code. */
export function Markdown({ children }: { children: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[[rehypeHighlight, { detect: false }]]} components={components}>
      {children}
    </ReactMarkdown>
  );
}
