/**
 * The stories' side of design-system/src/testing/platform-fonts.ts: the text of a story drawn in a
 * font of the machine rather than a bundled one, asked of Chromium through Vitest's DevTools session.
 */
import { cdp } from 'vitest/browser';
import { FONT_CHECK_ATTRIBUTE, textInPlatformFonts } from '../design-system/src/testing/platform-fonts';

/** What `root` (in this frame) draws in a font that is not bundled; an empty list when all is well. */
export async function storyTextInPlatformFonts(root: Element): Promise<string[]> {
  const session = cdp();
  // The session belongs to the test runner's page, and the story is in a frame of it: the mark
  // finds this story's root in the whole tree.
  const mark = String(Math.random()).slice(2);
  root.setAttribute(FONT_CHECK_ATTRIBUTE, mark);
  try {
    return await textInPlatformFonts((method, params) => session.send(method as never, params as never), mark);
  } finally {
    root.removeAttribute(FONT_CHECK_ATTRIBUTE);
  }
}
