/**
 * Markdown tokens (marked's lexer, GitHub's dialect) to React elements. Nothing is ever set as
 * HTML: raw HTML in a message shows as the text it is, and links and images keep only safe
 * addresses. Code blocks, formulas and entities are handed to the functions in `Renderers`.
 */
import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import type { Token, Tokens } from 'marked';
import styles from './ChatMessage.module.css';

export interface Renderers {
  code: (props: { language: string | undefined; source: string }) => ReactNode;
  math: (props: { tex: string; display: boolean }) => ReactNode;
}

/** The `$$…$$` formulas math-text.ts writes, as tokens of their own. */
export interface MathToken {
  type: 'math';
  raw: string;
  tex: string;
}

const SAFE_PROTOCOL = /^(https?|mailto|xmpp|ircs?):$/i;

/** A link's address, or '' when it could run code (javascript:, data: …); relative ones stay. */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  const beforeColon = url.slice(0, colon);
  // A colon after the first '/', '?' or '#' is part of a path, not a protocol.
  if (/[/?#]/.test(beforeColon)) return url;
  return SAFE_PROTOCOL.test(`${beforeColon}:`) ? url : '';
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  copy: '©',
  reg: '®',
  trade: '™',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  times: '×',
  divide: '÷',
  deg: '°',
  plusmn: '±',
  middot: '·',
  bull: '•',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  sect: '\u00a7',
  para: '¶',
  larr: '←',
  rarr: '→',
  uarr: '↑',
  darr: '↓',
};

/** Named character references (marked already turns numeric ones into characters). */
export const decodeEntities = (text: string) =>
  text.includes('&') ? text.replace(/&([a-z]+);/gi, (whole, name: string) => ENTITIES[name] ?? whole) : text;

type Context = { renderers: Renderers; mathSeen: { count: number }; display: readonly boolean[] };

function inline(tokens: Token[] | undefined, ctx: Context): ReactNode[] {
  return (tokens ?? []).map((token, i) => inlineToken(token, ctx, i));
}

function inlineToken(token: Token, ctx: Context, key: number): ReactNode {
  const generic = token as Tokens.Generic;
  switch (token.type) {
    case 'text':
      return 'tokens' in token && token.tokens?.length ? (
        <span key={key}>{inline(token.tokens, ctx)}</span>
      ) : (
        decodeEntities(token.text)
      );
    case 'escape':
      return generic.text as string;
    case 'strong':
      return <strong key={key}>{inline(token.tokens, ctx)}</strong>;
    case 'em':
      return <em key={key}>{inline(token.tokens, ctx)}</em>;
    case 'del':
      return <del key={key}>{inline(token.tokens, ctx)}</del>;
    case 'codespan':
      return <code key={key}>{token.text}</code>;
    case 'br':
      return <br key={key} />;
    case 'link':
      return (
        <a
          key={key}
          href={safeUrl(token.href)}
          title={token.title ?? undefined}
          target="_blank"
          rel="noreferrer noopener"
        >
          {inline(token.tokens, ctx)}
        </a>
      );
    case 'image':
      return <img key={key} src={safeUrl(token.href)} alt={token.text} title={token.title ?? undefined} />;
    case 'checkbox':
      return (
        <input
          key={key}
          type="checkbox"
          checked={token.checked}
          disabled
          readOnly
          aria-label={token.checked ? t`Done` : t`Not done`}
        />
      );
    case 'math': {
      const display = ctx.display[ctx.mathSeen.count++] ?? false;
      return <ctx.renderers.math key={key} tex={(token as unknown as MathToken).tex} display={display} />;
    }
    default:
      // Raw HTML and anything unknown show as what was written.
      return generic.raw as string;
  }
}

function block(tokens: Token[], ctx: Context, loose = true): ReactNode[] {
  return tokens.map((token, i) => blockToken(token, ctx, i, loose));
}

function blockToken(token: Token, ctx: Context, key: number, loose: boolean): ReactNode {
  switch (token.type) {
    case 'space':
    case 'def':
      return null;
    case 'paragraph':
      return <p key={key}>{inline(token.tokens, ctx)}</p>;
    case 'text':
      // A tight list item's text is not a paragraph.
      return loose ? <p key={key}>{inline(token.tokens, ctx)}</p> : <span key={key}>{inline(token.tokens, ctx)}</span>;
    case 'heading': {
      const Tag = `h${token.depth}` as 'h1';
      return <Tag key={key}>{inline(token.tokens, ctx)}</Tag>;
    }
    case 'code':
      return (
        <ctx.renderers.code
          key={key}
          language={(token.lang as string | undefined)?.split(/\s/)[0] || undefined}
          source={token.text}
        />
      );
    case 'blockquote':
      return <blockquote key={key}>{block(token.tokens ?? [], ctx)}</blockquote>;
    case 'hr':
      return <hr key={key} />;
    case 'list': {
      const items = (token as Tokens.List).items.map((item, i) => (
        <li key={i} className={item.task ? 'task-list-item' : undefined}>
          {block(item.tokens, ctx, token.loose)}
        </li>
      ));
      const tasks = (token as Tokens.List).items.some((item) => item.task) ? 'contains-task-list' : undefined;
      return token.ordered ? (
        <ol
          key={key}
          start={token.start === 1 || token.start === '' ? undefined : Number(token.start)}
          className={tasks}
        >
          {items}
        </ol>
      ) : (
        <ul key={key} className={tasks}>
          {items}
        </ul>
      );
    }
    case 'table': {
      const table = token as Tokens.Table;
      const align = (i: number) => (table.align[i] ? { textAlign: table.align[i] } : undefined);
      // Wide tables scroll on their own; a tab stop lets keyboard users scroll them.
      return (
        <div key={key} className={styles.tableWrap} tabIndex={0}>
          <table>
            <thead>
              <tr>
                {table.header.map((cell, i) => (
                  <th key={i} style={align(i)}>
                    {inline(cell.tokens, ctx)}
                  </th>
                ))}
              </tr>
            </thead>
            {table.rows.length > 0 && (
              <tbody>
                {table.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, i) => (
                      <td key={i} style={align(i)}>
                        {inline(cell.tokens, ctx)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            )}
          </table>
        </div>
      );
    }
    case 'html':
      return <p key={key}>{token.text}</p>;
    default:
      return inlineToken(token, ctx, key);
  }
}

/** `display` says, formula by formula in reading order, which stand on a line of their own. */
export function renderTokens(tokens: Token[], renderers: Renderers, display: readonly boolean[] = []): ReactNode[] {
  return block(tokens, { renderers, display, mathSeen: { count: 0 } });
}
