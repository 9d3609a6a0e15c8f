/**
 * Markup that the on-demand renderers produce, as React elements: KaTeX's HTML (in the browser
 * only) and the highlighter's tree. Neither is set as HTML: under Duet's Content-Security-Policy
 * (style-src 'self', api/src/http/security-headers.ts) a parsed `style` attribute is refused, while
 * React sets styles property by property, which the policy allows.
 */
import { createElement, type CSSProperties, type ReactNode } from 'react';

/** A `style` attribute's declarations as React style properties (`margin-right` → `marginRight`). */
function styleObject(style: string): CSSProperties {
  const out: Record<string, string> = {};
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const name = declaration
      .slice(0, colon)
      .trim()
      .replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    if (name) out[name] = declaration.slice(colon + 1).trim();
  }
  return out;
}

const STYLE_ATTRIBUTE = / style="/g; // how KaTeX writes it; quotes in its text are escaped
const CARRIER = 'data-katex-style';

function fromDom(node: ChildNode, key: number): ReactNode {
  if (node.nodeType === 3) return node.nodeValue;
  if (node.nodeType !== 1) return null;
  const element = node as Element;
  const props: Record<string, unknown> = { key };
  for (const { name, value } of Array.from(element.attributes)) {
    if (name === 'class') props.className = value;
    else if (name === CARRIER) props.style = styleObject(value);
    else props[name] = value;
  }
  const children = Array.from(element.childNodes, fromDom);
  return createElement(element.localName, props, ...children);
}

/** HTML from a renderer Duet trusts (KaTeX), parsed inert with its styles carried aside. */
export function htmlToReact(html: string): ReactNode[] {
  const template = document.createElement('template');
  template.innerHTML = html.replace(STYLE_ATTRIBUTE, ` ${CARRIER}="`);
  return Array.from(template.content.childNodes, fromDom);
}

/** The highlighter's tree (lowlight): spans with classes around text. */
export interface HighlightNode {
  type: string;
  value?: string;
  tagName?: string;
  properties?: { className?: string[] | string };
  children?: HighlightNode[];
}

export function treeToReact(node: HighlightNode, key = 0): ReactNode {
  if (node.type === 'text') return node.value ?? '';
  const children = (node.children ?? []).map(treeToReact);
  if (node.type !== 'element') return children;
  const className = node.properties?.className;
  return createElement(
    node.tagName ?? 'span',
    { key, className: Array.isArray(className) ? className.join(' ') : className },
    ...children,
  );
}
