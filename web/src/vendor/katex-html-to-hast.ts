/**
 * rehype-katex (loaded by design-system/src/components/ChatMessage/Markdown.tsx) turns KaTeX's
 * HTML into a tree with hast-util-from-html-isomorphic, which in a browser parses it into a
 * <template>. KaTeX's markup has style attributes (heights, vertical shifts), and parsing one in a
 * page under Duet's Content-Security-Policy (style-src 'self': api/src/http/security-headers.ts)
 * is refused and reported, once per attribute. web/vite.config.ts swaps in this version: styles
 * cross the parser as data attributes and come back as `style` in the tree, which React applies
 * property by property (which the policy allows). rehype-katex only ever parses fragments.
 */
import type { Root, RootContent } from 'hast';
import { fromDom } from 'hast-util-from-dom';

const STYLE_ATTRIBUTE = / style="/g; // how KaTeX writes it; quotes in its text are escaped
const CARRIER = 'data-katex-style';

export function fromHtmlIsomorphic(value: string): Root {
  const template = document.createElement('template');
  template.innerHTML = value.replace(STYLE_ATTRIBUTE, ` ${CARRIER}="`);
  const root = fromDom(template.content) as Root;
  restoreStyles(root);
  return root;
}

function restoreStyles(node: Root | RootContent) {
  if (node.type === 'element' && node.properties.dataKatexStyle !== undefined) {
    node.properties.style = String(node.properties.dataKatexStyle);
    delete node.properties.dataKatexStyle;
  }
  if ('children' in node) node.children.forEach(restoreStyles);
}
