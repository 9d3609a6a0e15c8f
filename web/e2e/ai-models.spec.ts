/**
 * Connecting a model takes a minute: the admin (ADMIN_EMAILS on the e2e server) starts on the
 * offline brain and its notice, adds a real OpenAI-compatible server from the AI models page (a
 * wrong key is said in plain words), allows two of its models; a conversation picks one, keeps it
 * after a reload, the answer names it, and the server was asked for it.
 */
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { answerTo, composer, lastAnswer, newAccount, onboard, shot, signUp, startChatting } from './helpers';
import { startOpenAIServer } from './openai-server';
import { updateProfile } from './twin-helpers';

const KEY = 'sk-e2e-right-key';
let server: Awaited<ReturnType<typeof startOpenAIServer>>;
test.beforeAll(async () => {
  server = await startOpenAIServer({ key: KEY, models: ['writer-large', 'writer-small', 'nomic-embed-text'] });
});
test.afterAll(async () => {
  await server.close();
});

test('an admin connects a model from the app and a conversation answers with the one it chose', async ({
  page,
  browser,
}) => {
  const admin = { ...newAccount('admin'), email: 'admin@e2e.example.com' };
  await signUp(page, admin);
  await onboard(page);
  await startChatting(page);

  // The offline brain says what it is, and an admin is offered the way to a model.
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toContainText("Duet's offline brain");
  await expect(notice.getByRole('link', { name: 'Connect a model' })).toBeVisible();
  await shot(page, 'ai-offline-notice');

  // The offline brain answers the first hour honestly: a greeting, a sum, a fact that changed, what
  // it knows, and for anything else that it needs a model.
  await expect(await answerTo(page, 'hi')).not.toContainText("I don't know that yet");
  await expect(await answerTo(page, 'What is 17 * 23 + sqrt(144)?')).toContainText('403');
  await answerTo(page, 'I live in Lisbon');
  const moved = await answerTo(page, 'Actually I moved to Berlin last month');
  await expect(moved).toContainText('Berlin');
  await expect(moved).toContainText('Lisbon');
  const known = await answerTo(page, 'What do you remember about me?');
  await expect(known).toContainText('Berlin');
  const general = await answerTo(page, 'Who wrote Hamlet?');
  await expect(general).toContainText('model');
  await expect(general).not.toContainText("I don't know that yet");
  // Said to the admin who could connect one: where, never "connected by an admin" (issue 57).
  await expect(general).toContainText('AI models page');
  await expect(general).not.toContainText(/by an admin|your admin/i);
  await lastAnswer(page).getByRole('button', { name: 'Message details' }).click();
  await expect(page.getByRole('group', { name: 'Message details' })).toContainText("Duet's offline brain");
  await page.keyboard.press('Escape');
  await page.goto('/chat');
  await notice.getByRole('link', { name: 'Connect a model' }).click();
  await expect(page).toHaveURL(/\/admin\/ai$/);
  await expect(page.getByRole('heading', { level: 1, name: 'AI models' })).toBeVisible();

  // A wrong key: the test that runs on saving says so in plain words.
  await page.getByRole('button', { name: 'Add a connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a connection' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Team server');
  await dialog.getByRole('textbox', { name: 'Address' }).fill(server.baseUrl);
  await dialog.getByLabel('API key').fill('sk-wrong');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('ai-connection').filter({ hasText: 'Team server' });
  await expect(card).toContainText('The server refused the key (401).');

  // The right key, and the test lists the server's models.
  await card.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Team server' });
  await edit.getByRole('button', { name: 'Replace' }).click();
  await edit.getByLabel('New API key').fill(KEY);
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await card.getByRole('button', { name: 'Test' }).click();
  await expect(card.getByText('writer-small', { exact: true })).toBeVisible();
  await expect(card).not.toContainText('refused the key');
  for (const model of ['writer-large', 'writer-small']) {
    const row = card.getByRole('group', { name: model });
    await row.getByRole('checkbox', { name: 'People may use it' }).check();
    await expect(row.getByRole('checkbox', { name: 'People may use it' })).toBeChecked();
  }
  await expectAccessible(page);
  await shot(page, 'ai-models-page');

  // A connected model is in the menu now: the notice says to choose it, with nothing left to connect.
  await page.goto('/chat');
  await expect(notice).toContainText('model menu');
  await expect(notice.getByRole('link', { name: 'Connect a model' })).toHaveCount(0);
  // Nor is anyone else told to ask their admin for a model already in their menu.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signUp(member, newAccount('member'));
  await onboard(member);
  await startChatting(member);
  const memberNotice = member.getByTestId('offline-notice');
  await expect(memberNotice).toContainText('model menu');
  await expect(memberNotice).not.toContainText('Ask your admin');
  const offline = await answerTo(member, 'Who wrote Hamlet?');
  await expect(offline).toContainText('model menu');
  await expect(offline).not.toContainText(/admin/i);
  await member.getByRole('button', { name: /^Model:/ }).click();
  await expect(member.getByRole('menuitemradio', { name: /writer-small/ })).toBeVisible();
  await memberContext.close();

  // A new conversation: choose writer-small in the composer and ask.
  await page.goto('/chat');
  await page.getByRole('button', { name: /^Model:/ }).click();
  await page.getByRole('menuitemradio', { name: /writer-small/ }).click();
  await expect(page.getByRole('button', { name: 'Model: writer-small' })).toBeVisible();
  await expect(page.getByTestId('offline-notice')).toBeHidden();
  const answer = await answerTo(page, 'Write me a haiku about ropes');
  await expect(answer).toContainText('Hello from writer-small.');
  expect(server.asked).toContain('writer-small');

  // After a reload the conversation keeps its model, and the answer's info names it.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Model: writer-small' })).toBeVisible();
  await lastAnswer(page).getByRole('button', { name: 'Message details' }).click();
  await expect(page.getByRole('group', { name: 'Message details' })).toContainText('writer-small');
  await expect(composer(page)).toBeVisible();
  await shot(page, 'ai-model-chosen');

  // Settings says the model new conversations start with: the last one chosen, not the server's.
  await page.goto('/settings');
  await expect(page.getByTestId('ai-provider')).toContainText('writer-small');
  await expect(page.getByText(/New conversations start with this model/)).toBeVisible();

  // The twin answers with the model its owner chose for it (My Twin).
  await page.goto('/twin');
  const twinModel = page.getByLabel('Model your twin answers with');
  await twinModel.selectOption({ label: 'writer-large' });
  const form = page.locator('form', { has: twinModel });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved');
  await page.reload();
  await expect(page.getByLabel('Model your twin answers with')).toHaveValue(/.+/);
  expect(await page.getByLabel('Model your twin answers with').locator('option:checked').innerText()).toBe(
    'writer-large',
  );
  await updateProfile(page.request, { public: true });
  await page.goto(`/twin/${admin.username}/chat?preview=visitor`);
  const twinAnswer = await answerTo(page, 'What do you build?');
  await expect(twinAnswer).toContainText('Hello from writer-large.');
  expect(server.asked.at(-1)).toBe('writer-large');
});
