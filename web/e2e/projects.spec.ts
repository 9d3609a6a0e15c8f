/**
 * Projects as a person tries them (api/src/projects/): "Kitchen renovation" is made from the
 * sidebar with instructions and a file; a chat started in it cites the file, a chat outside it does
 * not; moving that chat in (its menu, or dragging it onto the project) changes its next answer; the
 * project's search finds only its chats; deleting it with its chats moved out keeps them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { answerTo, composer, openNewChat, shot } from './helpers';
import { onboardedOwner } from './twin-helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PLAN = 'The splashback tiles are sage green zellige from Fez, ordered for the second of March.';
const QUESTION = 'Which splashback tiles did we choose?';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });
const recent = (page: Page) => sidebar(page).getByRole('region', { name: 'Recent' });

/** The page in light and dark, wide and at 375 px, for looking at. */
async function shots(page: Page, name: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, `${name}-${colorScheme}`);
    await page.setViewportSize({ width: 375, height: 740 });
    // The sidebar slides away at this width: the page once it has.
    await expect(sidebar(page)).toBeHidden();
    await shot(page, `${name}-${colorScheme}-375`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a project: its chats answer from its file, a chat moved in answers from it too, deleting it keeps them', async ({
  page,
}) => {
  const folder = path.join(root, 'var/e2e', `projects-${test.info().workerIndex}-${Date.now()}`);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'kitchen-plan.md'), `# Kitchen plan\n\n${PLAN}\n`);
  await onboardedOwner(page, 'proj');

  // A chat outside any project first: it does not know the plan.
  const outside = await answerTo(page, QUESTION);
  await expect(outside).not.toContainText('zellige');
  const outsideUrl = page.url();

  // New project, from the sidebar.
  const projects = sidebar(page).getByRole('region', { name: 'Projects' });
  await expect(projects).toContainText('Keep related chats together');
  await projects.getByRole('button', { name: 'New project' }).click();
  await expect(page).toHaveURL(/\/projects\/new$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Kitchen renovation');
  await page.getByRole('textbox', { name: 'Instructions' }).fill('Name the supplier when you can.');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/(?!new$)[^/]+$/);
  const projectUrl = page.url();
  await expect(projects.getByRole('link', { name: 'Kitchen renovation' })).toHaveAttribute('aria-current', 'page');

  // Its file.
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('region', { name: 'Files' }).getByRole('button', { name: 'Add files' }).click();
  await (await choosing).setFiles(path.join(folder, 'kitchen-plan.md'));
  const file = page.getByRole('list', { name: 'Project files' }).getByRole('listitem');
  await expect(file).toContainText('kitchen-plan.md');
  await expect(file).not.toContainText(/Waiting|Reading/);
  await expectAccessible(page);
  await shots(page, 'project-page');

  // A chat in it cites the file.
  await page.getByRole('button', { name: 'New chat in Kitchen renovation' }).click();
  await expect(page).toHaveURL(/\/chat\/[^/?]+$/);
  const inside = await answerTo(page, QUESTION);
  await expect(inside).toContainText('sage green zellige');
  await expect(page.getByRole('group', { name: 'Sources' }).last()).toContainText('kitchen-plan.md');
  // It is the project's: Recent lists only the chat outside.
  await expect(recent(page).getByRole('listitem')).toHaveCount(1);

  // The chat outside, moved in from its menu: its next answer cites the file.
  await page.goto(outsideUrl);
  // The conversation takes the keyboard as it opens; a menu opened before that would close with it.
  await expect(composer(page)).toBeFocused();
  await recent(page)
    .getByRole('button', { name: /^More for / })
    .click();
  await page.getByRole('menuitem', { name: 'Move to Kitchen renovation' }).click();
  await expect(recent(page).getByRole('listitem')).toHaveCount(0);
  const moved = await answerTo(page, 'And which splashback tiles were ordered?');
  await expect(moved).toContainText('sage green zellige');
  await expectAccessible(page);
  await shots(page, 'project-chat');

  // Another chat, dragged from Recent onto the project.
  await openNewChat(page);
  await answerTo(page, 'What is a good name for a cat?');
  const dragged = recent(page).getByRole('listitem').first();
  await dragged.locator('[data-thread-id]').dragTo(projects.getByRole('link', { name: 'Kitchen renovation' }));
  await expect(recent(page).getByRole('listitem')).toHaveCount(0);

  // The project's page: its three chats, and a search narrowed to them.
  await page.goto(projectUrl);
  await expect(page.getByRole('list', { name: 'Chats in this project' }).getByRole('listitem')).toHaveCount(3);
  const search = page.getByRole('search', { name: "This project's chats" });
  await search.getByRole('searchbox', { name: "Search this project's chats" }).fill('cat');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem')).toHaveCount(1);

  // Deleted with its chats moved out: they are back in Recent, and still answer.
  await page.getByRole('button', { name: 'Delete project' }).click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByRole('checkbox', { name: 'Also delete its chats and files' })).not.toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL(/\/chat/);
  await expect(projects.getByRole('link')).toHaveCount(0);
  await expect(recent(page).getByRole('listitem')).toHaveCount(3);
});
