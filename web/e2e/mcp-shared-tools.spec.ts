/**
 * Tools for everyone: the admin (the first account of a Duet server of the journey's own,
 * e2e/tools-servers.ts) adds a real MCP server for everyone in /admin with its token, turns one of
 * its tools off for everyone, and sees the operator's stdio server from the configuration file
 * (MCP_SERVERS_FILE) read-only (turning its create_note off for everyone). Another person finds the server in Settings › Tools marked For
 * everyone, cannot turn that tool on, and in a conversation approves the tool call: the note is
 * saved once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChildProcess } from 'node:child_process';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { idle, lastAnswer, newAccount, onboard, send, shot, signUp, startChatting } from './helpers';
import { freePort, startDuet, startMcp, startToolModel } from './tools-servers';
import { gql } from './twin-helpers';

const port = freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });

const stdioServer = fileURLToPath(new URL('../../api/test/support/mcp-stdio-server.mjs', import.meta.url));
let dir: string;
let mcp: Awaited<ReturnType<typeof startMcp>>;
let model: Awaited<ReturnType<typeof startToolModel>>;
let duet: ChildProcess;
test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-e2e-mcp-'));
  const file = path.join(dir, 'servers.json');
  fs.writeFileSync(
    file,
    JSON.stringify({
      servers: [
        {
          name: 'Shared files',
          command: process.execPath,
          args: [stdioServer],
          env: { NOTES_FILE: path.join(dir, 'notes.txt') },
        },
      ],
    }),
  );
  mcp = await startMcp(freePort(), 'e2e-team-key');
  model = await startToolModel();
  duet = await startDuet(port, { FETCH_ALLOW_HOSTS: `127.0.0.1:${new URL(mcp.url).port}`, MCP_SERVERS_FILE: file });
});
test.afterAll(async () => {
  duet?.kill();
  await model?.close();
  mcp?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('the admin adds a server for everyone; a person uses its tool with their own approval', async ({
  page,
  browser,
  baseURL,
}) => {
  await signUp(page, newAccount('admin'));
  await onboard(page);
  await startChatting(page);
  // Another person, who joins before the model that calls tools is everyone's default.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await signUp(other, newAccount('member'));
  await onboard(other);
  await startChatting(other);
  // The first account is this server's admin: the model that calls tools is everyone's default.
  const added = await gql<{ addAiConnection: { models: { id: string; name: string }[] } }>(
    page.request,
    `mutation ($url: String!) { addAiConnection(name: "Tools model", kind: openai_compatible, baseUrl: $url) {
      ... on AiConnection { models { id name } } } }`,
    { url: model.baseUrl },
  );
  const writer = added.addAiConnection.models.find((m) => m.name === 'tool-writer')!;
  await gql(page.request, 'mutation ($id: ID!) { updateAiModel(id: $id, allowed: true) { __typename } }', {
    id: writer.id,
  });
  await gql(page.request, 'mutation ($id: ID!) { updateAiDefaults(defaultChatModel: $id) { __typename } }', {
    id: writer.id,
  });

  // /admin › Tools for everyone: the operator's stdio server is there, read-only.
  await page.goto('/admin#tools');
  const section = page.getByRole('region', { name: 'Tools for everyone' });
  const configured = section.getByRole('article', { name: 'Shared files' });
  await expect(configured.getByText('From configuration (read-only)')).toBeVisible();
  await expect(configured.getByText('Environment: NOTES_FILE (set)')).toBeVisible();
  await expect(configured.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  // Its create_note is off for everyone: the team's notebook below is where notes go.
  await configured.getByRole('switch', { name: 'create_note' }).click();
  await expect(configured.getByRole('switch', { name: 'create_note' })).not.toBeChecked();

  // The admin adds the team's notebook with its token, and turns big_report off for everyone.
  const form = page.getByTestId('add-shared-tool-server');
  await form.getByRole('textbox', { name: 'Name' }).fill('Team notebook');
  await form.getByRole('textbox', { name: /Address/ }).fill(mcp.url);
  await form.getByRole('button', { name: 'Add a header' }).click();
  await form.getByRole('textbox', { name: 'Header name' }).fill('Authorization');
  await form.getByLabel('Value').fill('Bearer e2e-team-key');
  await form.getByRole('button', { name: 'Add for everyone' }).click();
  const card = section.getByRole('article', { name: 'Team notebook' });
  await expect(card.getByText('Sends Authorization (set)')).toBeVisible();
  await expect(page.getByText('e2e-team-key')).toHaveCount(0);
  await card.getByRole('switch', { name: 'big_report' }).click();
  await expect(card.getByRole('switch', { name: 'big_report' })).not.toBeChecked();
  await card.scrollIntoViewIfNeeded();
  await shot(page, 'tools-admin-for-everyone');
  await expectAccessible(page);
  await page.reload();
  await expect(card.getByRole('switch', { name: 'big_report' })).not.toBeChecked();

  // The other person: the server is theirs to use, not to change.
  await other.goto('/settings');
  const theirs = other.getByRole('region', { name: 'Tools' }).getByRole('article', { name: 'Team notebook' });
  await expect(theirs.getByText('For everyone', { exact: true })).toBeVisible();
  await expect(theirs.getByText('Added by your admin')).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  await expect(theirs.getByRole('switch', { name: 'big_report' })).toBeDisabled();
  await expect(theirs.getByRole('button', { name: 'When create_note may run: Ask every time' })).toBeVisible();
  await expect(other.getByText('e2e-team-key')).toHaveCount(0);
  await theirs.scrollIntoViewIfNeeded();
  await shot(other, 'tools-settings-for-everyone');
  await expectAccessible(other);

  // Their brain asks before it saves a note on the team's server; Allow once saves it once.
  await other.goto('/chat');
  await send(other, 'Please save a note: buy milk');
  const approval = other.getByTestId('tool-approval');
  await expect(
    other.getByRole('region', { name: 'Allow this tool call? create_note from Team notebook' }),
  ).toBeVisible();
  await idle(other);
  expect(await mcp.notes()).toEqual([]);
  await approval.getByRole('button', { name: 'Allow once' }).click();
  await expect(lastAnswer(other)).toContainText('Saved your note about the milk.');
  await idle(other);
  expect(await mcp.notes()).toEqual(['Buy milk']);
  await context.close();
});
