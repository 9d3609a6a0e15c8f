/**
 * axe-core on the page once its animations have ended: no WCAG 2.1 A/AA or best-practice violation. The script is run
 * through the browser's debugging protocol (page.evaluate), which the page's Content-Security-
 * Policy does not govern, so the check adds no exception to the policy under test.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

export async function expectAccessible(page: Page, where = page.url()) {
  // A dialog fading in is half transparent: its colours are judged once its animations have ended
  // (each finite one's `finished`; a spinner's never ends and is left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(`${axeSource};0`);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] });
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  });
  expect(violations, `accessibility of ${where}`).toEqual([]);
}
