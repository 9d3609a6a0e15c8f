/**
 * The brain acts through a person's own tools: they connect a real MCP server in Settings › Tools,
 * see its tools, turn one off and set another's policy; in a conversation the brain asks before it
 * saves a note, the card survives a reload, Allow once runs the tool once and the answer goes on;
 * Deny tells the brain no. A Duet server of the journey's own (e2e/tools-servers.ts) answers with a
 * model that calls tools; the admin is the journey's person (the first account there).
 */
import type { ChildProcess } from 'node:child_process';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { composer, idle, lastAnswer, readyAccount, send, shot } from './helpers';
import { freePort, startDuet, startMcp, startToolModel } from './tools-servers';
import { gql } from './twin-helpers';

const port = freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });

let mcp: Awaited<ReturnType<typeof startMcp>>;
let model: Awaited<ReturnType<typeof startToolModel>>;
let duet: ChildProcess;
test.beforeAll(async () => {
  mcp = await startMcp(freePort(), 'e2e-sesame');
  model = await startToolModel();
  duet = await startDuet(port, { FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(mcp.url).port}` });
});
test.afterAll(async () => {
  duet?.kill();
  await model?.close();
  mcp?.close();
});

test('connect an MCP server, approve a tool call, deny one', async ({ page }) => {
  await readyAccount(page, 'tools');

  // The first account is this server's admin: it connects the model that calls tools, for everyone.
  const added = await gql<{ addAiConnection: { id: string; models: { id: string; name: string }[] } }>(
    page.request,
    `mutation ($url: String!) { addAiConnection(name: "Tools model", kind: openai_compatible, baseUrl: $url) {
      ... on AiConnection { id models { id name } } } }`,
    { url: model.baseUrl },
  );
  const writer = added.addAiConnection.models.find((m) => m.name === 'tool-writer')!;
  await gql(page.request, 'mutation ($id: ID!) { updateAiModel(id: $id, allowed: true) { __typename } }', {
    id: writer.id,
  });
  await gql(page.request, 'mutation ($id: ID!) { updateAiDefaults(defaultChatModel: $id) { __typename } }', {
    id: writer.id,
  });

  // Settings › Tools: connect the server with its token; its tools are listed, each asking.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Tools' });
  const form = page.getByTestId('add-tool-server');
  await form.getByRole('textbox', { name: 'Name' }).fill('Notebook');
  await form.getByRole('textbox', { name: /Address/ }).fill(mcp.url);
  await form.getByRole('button', { name: 'Add a header' }).click();
  await form.getByRole('textbox', { name: 'Header name' }).fill('Authorization');
  await form.getByLabel('Value').fill('Bearer e2e-sesame');
  await form.getByRole('button', { name: 'Connect' }).click();
  const card = section.getByRole('article', { name: 'Notebook' });
  await expect(card.getByText('Sends Authorization (set)')).toBeVisible();
  await expect(card.getByRole('switch', { name: 'create_note' })).toBeChecked();
  await expect(card.getByRole('button', { name: 'When create_note may run: Ask every time' })).toBeVisible();
  await expect(page.getByText('e2e-sesame')).toHaveCount(0);
  await card.getByRole('switch', { name: 'big_report' }).click();
  await expect(card.getByRole('switch', { name: 'big_report' })).not.toBeChecked();
  // Duet's own menu, not the browser's select.
  await card.getByRole('button', { name: /^When slow_search may run: / }).click();
  await page.getByRole('menuitemradio', { name: 'Never' }).click();
  await expect(card.getByRole('button', { name: 'When slow_search may run: Never' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'tools-settings');
  await expectAccessible(page);
  await page.reload();
  await expect(card.getByRole('switch', { name: 'big_report' })).not.toBeChecked();
  await expect(card.getByRole('button', { name: 'When slow_search may run: Never' })).toBeVisible();

  // A conversation: the brain asks before it saves a note.
  await page.goto('/chat');
  await send(page, 'Please save a note: buy milk');
  const approval = page.getByTestId('tool-approval');
  await expect(page.getByRole('region', { name: 'Allow this tool call? create_note from Notebook' })).toBeVisible();
  await expect(approval).toContainText('title: Buy milk');
  await expect(page.locator('[data-author="assistant"]').last()).toContainText('Asks to use create_note (Notebook)');
  await idle(page);
  expect(await mcp.notes()).toEqual([]);
  await shot(page, 'tools-approval');
  await expectAccessible(page);
  // On a phone, in the dark: the card keeps its words and its buttons within the screen.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(approval.getByRole('button', { name: 'Deny' })).toBeInViewport();
  await shot(page, 'tools-approval-375-dark');
  await page.goto('/settings');
  await page.getByRole('article', { name: 'Notebook' }).scrollIntoViewIfNeeded();
  await shot(page, 'tools-settings-375-dark');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goBack();

  // A reload keeps the card; Allow once runs the tool once and the answer goes on.
  await page.reload();
  await approval.getByRole('button', { name: 'Allow once' }).click();
  await expect(approval.getByRole('status')).toHaveText('Allowed: the answer goes on below.');
  await expect(lastAnswer(page)).toContainText('Saved your note about the milk.');
  await idle(page);
  expect(await mcp.notes()).toEqual(['Buy milk']);

  // Another one, declined: nothing is saved and the brain says so.
  await send(page, 'And another note, please');
  await expect(page.getByTestId('tool-approval').last().getByRole('button', { name: 'Deny' })).toBeVisible();
  await page.getByTestId('tool-approval').last().getByRole('button', { name: 'Deny' }).click();
  await expect(lastAnswer(page)).toContainText('All right, I did not save it.');
  await idle(page);
  // Its activity says it was declined, not "Using create_note" as if it had run.
  await expect(lastAnswer(page)).toContainText('Declined create_note (Notebook)');
  await expect(lastAnswer(page)).not.toContainText('Using create_note');
  // Nor does the answer that asked: its line says what became of the call, also after a reload, and
  // the call that ran is in the past ("Used").
  const asked = page.locator('[data-author="assistant"]').filter({ has: page.getByTestId('tool-approval') });
  await expect(asked.last()).toContainText('Declined create_note (Notebook)');
  await page.reload();
  await expect(asked.last()).toContainText('Declined create_note (Notebook)');
  await expect(asked.first()).toContainText('Allowed create_note (Notebook)');
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Used create_note (Notebook)');
  await expect(page.getByRole('log', { name: 'Messages' })).not.toContainText('Using create_note');
  expect(await mcp.notes()).toEqual(['Buy milk']);
  await expect(composer(page)).toBeEnabled();
});
