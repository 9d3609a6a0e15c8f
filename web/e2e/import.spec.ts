/**
 * "Take it with you" → Import: a person imports a small ChatGPT export in Settings, sees the
 * upload finish and the summary, opens an imported conversation and reads its messages (the
 * branch ChatGPT showed; the regenerated answer's older version is one step away). Then a Claude
 * export whose messages state facts: the brain suggests remembering them, and nothing is
 * remembered until the person says so (Knowledge › suggestions).
 */
import { expect, test } from './fixtures';
import { shot } from './helpers';
import { onboardedOwner } from './twin-helpers';

const T0 = Date.UTC(2024, 2, 5, 9, 0, 0) / 1000;
const msg = (id: string, role: string, at: number, text: string) => ({
  id,
  author: { role, name: null, metadata: {} },
  create_time: at,
  content: { content_type: 'text', parts: [text] },
  status: 'finished_successfully',
  metadata: role === 'assistant' ? { model_slug: 'gpt-4o' } : {},
  recipient: 'all',
});
const node = (id: string, parent: string | null, children: string[], message: unknown) => ({
  id,
  parent,
  children,
  message,
});

const EXPORT = [
  {
    id: 'e2e-tea',
    title: 'Brewing green tea',
    create_time: T0,
    update_time: T0 + 60,
    current_node: 'a1b',
    mapping: {
      root: node('root', null, ['u1'], null),
      u1: node('u1', 'root', ['a1', 'a1b'], msg('u1', 'user', T0 + 1, 'How hot should the water be for sencha?')),
      a1: node('a1', 'u1', [], msg('a1', 'assistant', T0 + 2, 'Boiling is fine.')),
      a1b: node('a1b', 'u1', [], msg('a1b', 'assistant', T0 + 3, 'About 70 to 80 °C, steeped for one minute.')),
    },
  },
  {
    id: 'e2e-lisbon',
    title: 'Weekend in Lisbon',
    create_time: T0 + 3600,
    update_time: T0 + 3700,
    current_node: 'b2',
    mapping: {
      r: node('r', null, ['b1'], null),
      b1: node('b1', 'r', ['b2'], msg('b1', 'user', T0 + 3601, 'Where can I see azulejos?')),
      b2: node('b2', 'b1', [], msg('b2', 'assistant', T0 + 3602, 'The National Tile Museum.')),
    },
  },
];

test('import a ChatGPT export from Settings, then open an imported conversation', async ({ page }) => {
  await onboardedOwner(page, 'import');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Import conversations' });
  await expect(section).toBeVisible();

  const choosing = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Choose a file…' }).click();
  await (
    await choosing
  ).setFiles({ name: 'conversations.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(EXPORT)) });

  await expect(section.getByRole('status')).toHaveText('Import finished');
  await expect(section.getByText('Imported 2 conversations · 5 messages')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'settings-import');

  await section.getByRole('link', { name: 'Brewing green tea' }).click();
  await expect(page).toHaveURL(/\/chat\/[^/]+$/);
  const messages = page.getByRole('log', { name: 'Messages' });
  await expect(messages.getByText('How hot should the water be for sencha?')).toBeVisible();
  await expect(messages.getByText('About 70 to 80 °C, steeped for one minute.')).toBeVisible();
  await expect(messages.getByText('Boiling is fine.')).toHaveCount(0);
  await expect(messages.getByText('2 / 2')).toBeVisible();
  // The sidebar lists the imported conversations too.
  await expect(page.getByRole('link', { name: /^Weekend in Lisbon/ })).toBeVisible();

  // The same file again adds nothing.
  await page.goto('/settings');
  const again = page.getByRole('region', { name: 'Import conversations' });
  const choosingAgain = page.waitForEvent('filechooser');
  await again.getByRole('button', { name: 'Choose a file…' }).click();
  await (
    await choosingAgain
  ).setFiles({ name: 'conversations.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(EXPORT)) });
  await expect(again.getByText('Nothing new: all 2 conversations were already here')).toBeVisible();

  // A file that is not an export is explained.
  const choosingBad = page.waitForEvent('filechooser');
  await again.getByRole('button', { name: 'Import another file…' }).click();
  await (
    await choosingBad
  ).setFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('just some notes') });
  await expect(again.getByRole('alert')).toHaveText('The import did not work');
  await expect(again.getByText(/not a ChatGPT, Claude or Duet export/)).toBeVisible();
});

const AT = '2024-04-01T10:00:00.000Z';
const said = (uuid: string, sender: 'human' | 'assistant', text: string) => ({
  uuid,
  sender,
  text,
  content: [{ type: 'text', text }],
  created_at: AT,
});

const CLAUDE_EXPORT = [
  {
    uuid: 'e2e-claude-move',
    name: 'Settling in Portugal',
    created_at: AT,
    updated_at: AT,
    chat_messages: [
      said('h1', 'human', 'I live in Lisbon. Which neighbourhoods are quiet in the evening?'),
      said('a1', 'assistant', 'Campo de Ourique and Estrela are calm.'),
      said('h2', 'human', "I'm a data engineer at Acme. Is there a coworking space near Estrela?"),
      said('a2', 'assistant', 'There are a few around Largo do Rato.'),
    ],
  },
];

test('facts found in an imported Claude export are suggested, remembered or dismissed', async ({ page }) => {
  await onboardedOwner(page, 'suggest');
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Import conversations' });
  const choosing = page.waitForEvent('filechooser');
  await section.getByRole('button', { name: 'Choose a file…' }).click();
  await (
    await choosing
  ).setFiles({
    name: 'conversations.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(CLAUDE_EXPORT)),
  });
  await expect(section.getByText('Imported 1 conversation · 4 messages')).toBeVisible();
  await expect(section.getByText('Your brain found 2 things it could remember from this conversation.')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'settings-import-suggestions');

  await section.getByRole('link', { name: 'Review them' }).click();
  await expect(page).toHaveURL(/\/knowledge#suggestions$/);
  const suggestions = page.getByRole('region', { name: 'Your brain could remember' });
  await expect(suggestions).toBeFocused();
  const list = suggestions.getByRole('list', { name: 'Suggested memories' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const source = list
    .getByRole('listitem')
    .filter({ hasText: "I'm a data engineer at Acme." })
    .getByRole('link', { name: 'From “Settling in Portugal”' });
  await expect(source).toHaveAttribute('href', /^\/chat\/[^/?]+\?step=[^&]+$/);

  await test.step('how it looks in light, dark and at 375 px', async () => {
    await shot(page, 'knowledge-suggestions');
    // Buttons ease into the new theme's colours: shoot once they are there.
    const rememberAll = suggestions.getByRole('button', { name: 'Remember all' });
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(rememberAll).toHaveCSS('background-color', 'rgb(22, 22, 26)');
    await shot(page, 'knowledge-suggestions-dark');
    await page.setViewportSize({ width: 375, height: 740 });
    // The sidebar slides away into a drawer first.
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await suggestions.scrollIntoViewIfNeeded();
    await shot(page, 'knowledge-suggestions-375-dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(rememberAll).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await shot(page, 'knowledge-suggestions-375');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  // The source opens the conversation at the message the fact was found in.
  await source.click();
  await expect(page).toHaveURL(/\/chat\/[^/]+\?step=/);
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(/I'm a data engineer at Acme\./)).toBeVisible();
  await page.goBack();
  await expect(list.getByRole('listitem')).toHaveCount(2);

  const memories = page.getByRole('list', { name: 'Memories' });
  await suggestions.getByRole('button', { name: 'Remember: I live in Lisbon.' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('I live in Lisbon.')).toHaveCount(0);
  const remembered = memories.getByTestId('memory').first();
  await expect(remembered).toContainText('I live in Lisbon.');
  await expect(remembered.getByRole('link', { name: 'From an imported chat' })).toBeVisible();
  await shot(page, 'knowledge-suggestion-remembered');

  await suggestions.getByRole('button', { name: "Dismiss: I'm a data engineer at Acme." }).click();
  await expect(suggestions).toHaveCount(0);
  await expect(memories.getByText("I'm a data engineer at Acme.")).toHaveCount(0);

  await page.reload();
  await expect(memories.getByTestId('memory').filter({ hasText: 'I live in Lisbon.' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Your brain could remember' })).toHaveCount(0);
});
