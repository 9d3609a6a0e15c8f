import { beforeAll, describe, expect, it } from 'vitest';
import '../design-system/src/tokens/fonts.css';
import '../design-system/src/tokens/tokens.css';
import '../design-system/src/tokens/base.css';
import { storyTextInPlatformFonts } from './bundled-fonts';

/** Renders `html` in a fresh element of the page and returns what the check reports for it. */
async function check(html: string): Promise<string[]> {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  document.body.getBoundingClientRect();
  await document.fonts.ready;
  return storyTextInPlatformFonts(root);
}

const BUNDLED = /is drawn in (Inter|JetBrains Mono)/;

describe('the check that every text is drawn in a bundled font', () => {
  beforeAll(async () => {
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
  });

  it('passes text, code and form controls that take the design system’s fonts', async () => {
    const found = await check(`
      <p>Plain words, <strong>bold</strong> and <em>italic</em></p>
      <code>create_issue</code> <kbd>K</kbd> <pre>{ "a": 1 }</pre>
      <select><option>Ask every time</option></select>
      <input value="typed text"> <textarea>more text</textarea> <button>Save</button>`);
    expect(found).toEqual([]);
  });

  it('names each element drawn in a font of the machine, and the font', async () => {
    const found = await check(`
      <code style="font-family: monospace">raw_code</code>
      <select style="font-family: sans-serif"><option>A system font</option></select>
      <input style="font-family: serif" value="typed">
      <p>Press <span>⌘</span> and K</p>`);
    expect(found).toHaveLength(4);
    expect(found[0]).toMatch(/^<code> "raw_code" is drawn in \S/);
    expect(found[1]).toMatch(/^<select> "A system font" is drawn in \S/);
    expect(found[2]).toMatch(/^<input> "typed" is drawn in \S/);
    expect(found[3]).toMatch(/^<span> "⌘" is drawn in \S/);
    for (const line of found) expect(line).not.toMatch(BUNDLED);
  });
});
