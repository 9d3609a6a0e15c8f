/**
 * When the model's server fails an answer, the person reads what happened in plain words (never
 * the server's status or the transport's text) and a Retry beside it answers again once the
 * server is back. A Duet server of the journey's own (e2e/tools-servers.ts) whose first account,
 * the admin, makes a model of a server on 127.0.0.1 the default.
 */
import type { ChildProcess } from 'node:child_process';
import { expect, test } from './fixtures';
import { idle, lastAnswer, readyAccount, send } from './helpers';
import { freePort, startDuet, startToolModel } from './tools-servers';
import { gql } from './twin-helpers';

const port = freePort();
test.use({ baseURL: `http://127.0.0.1:${port}` });

let model: Awaited<ReturnType<typeof startToolModel>>;
let duet: ChildProcess;
test.beforeAll(async () => {
  model = await startToolModel();
  duet = await startDuet(port, {});
});
test.afterAll(async () => {
  duet?.kill();
  await model?.close();
});

test('a failed answer says so plainly, and Retry answers once the server is back', async ({ page }) => {
  await readyAccount(page, 'retry');
  const added = await gql<{ addAiConnection: { models: { id: string; name: string }[] } }>(
    page.request,
    `mutation ($url: String!) { addAiConnection(name: "Team model", kind: openai_compatible, baseUrl: $url) {
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

  model.setDown(true);
  await page.goto('/chat');
  await send(page, 'Good morning, how are you today?');
  const failed = lastAnswer(page).getByRole('alert');
  await expect(failed).toContainText('Try again');
  await expect(failed).not.toContainText(/503|HTTP|overloaded|provider/i);
  await idle(page);
  // Said once, by the answer that failed.
  await expect(page.getByRole('log', { name: 'Messages' }).getByRole('alert')).toHaveCount(1);

  model.setDown(false);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(lastAnswer(page)).toContainText('Hello.');
  await expect(lastAnswer(page).getByRole('alert')).toHaveCount(0);
});
