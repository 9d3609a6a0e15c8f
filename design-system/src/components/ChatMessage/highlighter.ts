import { onDemand } from '../../internal/on-demand';

/**
 * The code highlighter (highlight.js with a chat-sized set of languages, ~20 KB gzip) loads with
 * the first answer that has a code block (Markdown.tsx); until then the block shows as plain code.
 */
export const highlighter = onDemand(() => import('lowlight').then((m) => ({ lowlight: m.createLowlight(m.common) })));

/**
 * For stories: resolves once the code blocks under `element` are highlighted. It waits for the
 * highlighter's own loading (slow on a busy machine), then for the render that follows it.
 */
export async function codeHighlighted(element: HTMLElement): Promise<void> {
  await highlighter.load();
  await new Promise<void>((resolve) => {
    const done = () => element.querySelector('pre code.hljs') !== null;
    if (done()) return resolve();
    const watch = new MutationObserver(() => {
      if (!done()) return;
      watch.disconnect();
      resolve();
    });
    watch.observe(element, { subtree: true, childList: true, attributes: true });
  });
}
