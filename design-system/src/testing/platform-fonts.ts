/**
 * For tests: the text a page draws in a font of the machine rather than one Duet bundles
 * (design-system/src/tokens/fonts.css). A `<code>` left to the browser's default monospace, a form
 * control in the system UI font or a character the bundled fonts lack looks different on each
 * machine. The stories fail on it (.storybook/visual.ts), and so does a journey through the app's
 * pages (web/e2e/typeface.spec.ts).
 *
 * Chromium says which font it used for the text of each element (DevTools' "Rendered fonts",
 * CSS.getPlatformFontsForNode); a font loaded from an @font-face rule is reported as custom. This
 * reads that for every element under the root that holds text (form controls included: their text
 * lies in the browser's own shadow tree) and names the elements drawn in a platform font.
 */

/** A DevTools Protocol session's `send` (Vitest's `cdp()`, Playwright's CDPSession). */
export type SendCommand = (method: string, params?: Record<string, unknown>) => Promise<unknown>;

/** The attribute that marks the root to look under (the session may see several frames). */
export const FONT_CHECK_ATTRIBUTE = 'data-font-check';

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  contentDocument?: DomNode;
}

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

const ELEMENT = 1;
const TEXT = 3;

/**
 * The elements under the root marked `data-font-check="<mark>"` whose text is drawn in a font that is
 * not bundled, one line each: `<code class="tool"> "create_issue" is drawn in DejaVu Sans Mono`.
 */
export async function textInPlatformFonts(send: SendCommand, mark: string): Promise<string[]> {
  await send('DOM.enable');
  await send('CSS.enable');
  // A page may change between the snapshot of its tree and the question about a node (a list
  // refreshed, a notice shown): a node gone by then is asked about no more, and the whole tree is
  // read again, until one reading holds from start to end.
  for (let reading = 1; reading <= MAX_READINGS; reading++) {
    const found = await readOnce(send, mark);
    if (found) return found;
  }
  throw new Error(`The page kept changing through ${MAX_READINGS} readings of its fonts`);
}

const MAX_READINGS = 5;

/** One reading of the tree; null when a node it holds was gone before its fonts were read. */
async function readOnce(send: SendCommand, mark: string): Promise<string[] | null> {
  const { root: document } = (await send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  const root = find(document, (node) => attribute(node, FONT_CHECK_ATTRIBUTE) === mark);
  if (!root) throw new Error(`No element with ${FONT_CHECK_ATTRIBUTE}="${mark}" in the DevTools document`);
  const holders: Holder[] = [];
  collectTextHolders(root, null, holders);
  let changed = false;
  const reports = await Promise.all(
    holders.map(async (holder) => {
      const answer = await send('CSS.getPlatformFontsForNode', { nodeId: holder.element.nodeId }).catch(
        (error: unknown) => {
          if (!/could not find node/i.test(String(error))) throw error;
          changed = true;
          return { fonts: [] };
        },
      );
      const { fonts } = answer as { fonts: PlatformFont[] };
      const platform = fonts.filter((font) => !font.isCustomFont && font.glyphCount > 0);
      return platform.length === 0 ? null : { holder, names: platform.map((font) => font.familyName).join(', ') };
    }),
  );
  if (changed) return null;
  // Chromium counts the text of an element's descendants too: name only the innermost element.
  const reported = reports.filter((report) => report !== null);
  const outer = new Set(reported.flatMap(({ holder }) => holder.ancestors));
  return reported
    .filter(({ holder }) => !outer.has(holder.element.nodeId))
    .map(
      ({ holder, names }) => `${describe(holder.host ?? holder.element)} "${clip(holder.text)}" is drawn in ${names}`,
    );
}

interface Holder {
  /** The element whose text children Chromium reports on. */
  element: DomNode;
  /** The form control whose own (shadow) tree holds the element, if any: what a reader can find. */
  host: DomNode | null;
  text: string;
  /** The node ids of the elements around it. */
  ancestors: number[];
}

/** Elements with text of their own, in the story and in its form controls' shadow trees. */
function collectTextHolders(node: DomNode, host: DomNode | null, into: Holder[], ancestors: number[] = []) {
  const children = node.children ?? [];
  if (node.nodeType === ELEMENT && !NOT_DRAWN.has(node.nodeName)) {
    const text = children
      .filter((child) => child.nodeType === TEXT)
      .map((child) => child.nodeValue)
      .join('')
      .trim();
    if (text) into.push({ element: node, host, text, ancestors });
  }
  const inside = [...ancestors, node.nodeId];
  for (const shadow of node.shadowRoots ?? []) collectTextHolders(shadow, host ?? node, into, inside);
  for (const child of children) collectTextHolders(child, host, into, inside);
}

const NOT_DRAWN = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

function find(node: DomNode, test: (node: DomNode) => boolean): DomNode | null {
  if (test(node)) return node;
  for (const next of [
    ...(node.children ?? []),
    ...(node.shadowRoots ?? []),
    ...(node.contentDocument ? [node.contentDocument] : []),
  ]) {
    const hit = find(next, test);
    if (hit) return hit;
  }
  return null;
}

function attribute(node: DomNode, name: string): string | undefined {
  const attributes = node.attributes ?? [];
  for (let i = 0; i < attributes.length; i += 2) if (attributes[i] === name) return attributes[i + 1];
  return undefined;
}

/** `<code class="…">`: the tag and its first class, enough to find the element in the story. */
function describe(node: DomNode): string {
  const className = attribute(node, 'class')?.split(/\s+/)[0];
  return `<${node.nodeName.toLowerCase()}${className ? ` class="${className}"` : ''}>`;
}

const clip = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);
