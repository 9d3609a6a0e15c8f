import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import remarkGfm from 'remark-gfm';
import styles from './ChatMessage.module.css';

const components: Components = {
  // Links in messages open in a new tab.
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noreferrer noopener" />,
  // Wide code and tables scroll on their own; a tab stop lets keyboard users scroll them.
  pre: ({ node: _node, ...props }) => <pre {...props} tabIndex={0} />,
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
