/**
 * Visual baselines: after each story test of the `stories` project (design-system/vitest.config.ts)
 * has rendered the story, run its play function and its axe check, the page is compared with the
 * committed image `__screenshots__/<file>.stories.tsx/<Story>-<theme>.png` beside the
 * story file. `npm run test:visual:update` writes them anew; a mismatch leaves the actual image and
 * the diff under var/visual-diffs/ and the failure names both paths.
 *
 * What would make pixels move from run to run is held still: fonts are bundled and awaited
 * (design-system/src/tokens/fonts.css) and a story whose text is drawn in any other font fails
 * (design-system/src/testing/platform-fonts.ts); images are decoded, CSS animations and transitions
 * stopped and the caret hidden (toMatchScreenshot's defaults), time is a manual clock in the stories that use it
 * (design-system/src/internal/clock.tsx). A story that cannot be held still says why with
 * `parameters.visual.skip`, or paints its moving part over with `parameters.visual.mask`.
 */
import { afterEach, beforeAll, expect, type TestContext } from 'vitest';
import { page } from 'vitest/browser';
import '../design-system/src/tokens/fonts.css';
import { storyTextInPlatformFonts } from './bundled-fonts';

export interface VisualParameters {
  /** Why this story is not captured (it still runs as a test). */
  skip?: string;
  /** CSS selectors of parts that move by design: painted over in the image. */
  mask?: string[];
}

interface StoryOfTest {
  storyName: string;
  parameters: { visual?: VisualParameters };
  globals: { theme?: unknown };
}

// The caret is hidden: a focused field would blink. Only in these test runs, never in Storybook itself.
const hideCaret = document.createElement('style');
hideCaret.textContent = '*, *::before, *::after { caret-color: transparent !important; }';
document.head.append(hideCaret);

// Every face the tokens use is loaded before the first story renders. A form control laid out while
// its font was still loading keeps the fallback font's line box after the swap (a select's text sat
// 1 px lower), so its picture would depend on whether an earlier story had loaded the font. The faces
// are those fonts.css declares (imported here too, so they are declared before this runs), in their
// Latin files: the stories' text is Latin, and the other scripts' files are fetched only if used.
beforeAll(async () => {
  const latin = [...document.fonts].filter((face) => covers(face.unicodeRange, 'A'.codePointAt(0)!));
  for (const family of ['Inter Variable', 'JetBrains Mono Variable']) {
    if (!latin.some((face) => face.family.replaceAll('"', '') === family)) {
      throw new Error(`fonts.css declares no Latin face of ${family}: the pictures would use a fallback font`);
    }
  }
  await Promise.all(latin.map((face) => face.load().catch(() => undefined)));
});

/** Whether a unicode-range ('U+0-FF, U+131', as the browser writes it) holds the code point. */
function covers(range: string, codePoint: number): boolean {
  return range.split(',').some((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    // 'U+4??' stands for U+400-4FF.
    const low = parseInt(from!.replaceAll('?', '0'), 16);
    const high = parseInt(to!.replaceAll('?', 'F'), 16);
    return codePoint >= low && codePoint <= high;
  });
}

afterEach(async (context: TestContext & { story?: StoryOfTest }) => {
  const { story, task } = context;
  if (!story || story.parameters.visual?.skip) return;
  const name = `${story.storyName}-${story.globals.theme === 'dark' ? 'dark' : 'light'}`;
  // Read by scripts/update-screenshots.mjs, which deletes the baselines no story takes any more.
  task.meta.visualBaseline = name;
  // A story whose test failed has said what is wrong; its picture would only add noise.
  if (task.result?.errors?.length) return;
  await settle();
  // Every text in a bundled font (design-system/src/testing/platform-fonts.ts). The fonts are the same
  // in both themes: the light run checks them.
  if (story.globals.theme !== 'dark') {
    const platform = await storyTextInPlatformFonts(document.body);
    if (platform.length > 0) {
      throw new Error(
        `Text drawn in a font Duet does not bundle, which differs from machine to machine ` +
          `(design-system/src/tokens/fonts.css, base.css):\n  ${[...new Set(platform)].join('\n  ')}`,
      );
    }
  }
  const mask = (story.parameters.visual?.mask ?? []).flatMap((selector) =>
    [...document.querySelectorAll(selector)].map((element) => page.elementLocator(element)),
  );
  // Animations and the caret are already still (settle, hideCaret): Playwright need not do it again
  // in every frame of the page, which cost a third of each screenshot's time.
  await expect
    .element(page.elementLocator(subject()))
    .toMatchScreenshot(name, { screenshotOptions: { mask, animations: 'allow', caret: 'initial' } });
});

declare module 'vitest' {
  interface TaskMeta {
    visualBaseline?: string;
  }
}

/** Waits until what the page shows is final: fonts loaded, images decoded, animations at their end. */
async function settle() {
  // Reading layout makes the browser ask for every font face the text uses; `ready` waits for them.
  document.body.getBoundingClientRect();
  await document.fonts.ready;
  await Promise.all(
    [...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))),
  );
  // A transition or an opening animation jumps to its end; one that never ends (a spinner) to its start.
  // What an ending changes comes after it: a closing menu leaves the page when its exit animation
  // ends, and only then gives the keyboard back to its button. So again, until a frame passes in
  // which the page does not change.
  const changes = new MutationObserver(() => (changed = true));
  let changed = true;
  changes.observe(document.body, { subtree: true, childList: true, attributes: true });
  for (let round = 0; changed && round < MAX_SETTLE_ROUNDS; round++) {
    await nextFrame();
    changed = false;
    for (const animation of document.getAnimations()) {
      try {
        animation.finish();
      } catch {
        animation.cancel();
      }
    }
    // The animations' end events and the renders they start run in the tasks after the frame.
    await nextFrame();
    await new Promise((resolve) => setTimeout(resolve));
  }
  changes.disconnect();
}

/** Rounds of settle() at most: a story that keeps changing its page is pictured as it is then. */
const MAX_SETTLE_ROUNDS = 10;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * What the picture shows: the story's own element, as tall as its content, when everything drawn lies
 * inside it; otherwise (a dialog, a menu or a tooltip in a portal, a popover that sticks out, a page
 * as tall as the viewport) the whole page. Smaller pictures are quicker to take and compare, and
 * lighter to keep. The element gets room below it for the shadows and focus rings that overhang it.
 */
function subject(): Element {
  const drawn = [...document.body.querySelectorAll('*')].filter((element) => {
    const { width, height } = element.getBoundingClientRect();
    // A visually hidden text (1 px, clipped) draws nothing.
    return width > 1 || height > 1;
  });
  const root = drawn.find((element) => element.parentElement === document.body);
  if (!root) return document.body;
  const box = root.getBoundingClientRect();
  if (box.bottom + OVERHANG > document.body.getBoundingClientRect().bottom) return document.body;
  for (const element of drawn) {
    const { top, right, bottom, left } = element.getBoundingClientRect();
    if (top < box.top || left < box.left || bottom > box.bottom || right > box.right) return document.body;
  }
  (root as HTMLElement).style.paddingBottom = `${OVERHANG}px`;
  return root;
}

/** Room below the story for --shadow-lg (design-system/src/tokens/tokens.css) and focus rings. */
const OVERHANG = 40;
