/**
 * Sharing a conversation: the owner chats, makes a link with the header's Share button, a signed-out visitor opens it in a browser of their own and reads the messages; the
 * owner stops sharing in Settings, and the link is then the 404 page.
 */
import { expect, test } from './fixtures';
import { composer, idle, lastAnswer, openNewChat, send } from './helpers';
import { gql, onboardedOwner } from './twin-helpers';

test('share a conversation, read it signed out, stop sharing it in Settings', async ({ page, browser }) => {
  const account = await onboardedOwner(page, 'share');
  // An empty conversation has nothing to share: the header offers Share once it has messages.
  await openNewChat(page);
  await expect(composer(page)).toHaveAttribute('placeholder', 'Message your private brain...');
  await expect(page.getByRole('button', { name: 'Share conversation' })).toHaveCount(0);
  await send(page, 'What is a good name for a grey cat?');
  await idle(page);
  await expect(page.getByRole('button', { name: 'Share conversation' })).toBeVisible();
  const answer = (await lastAnswer(page).innerText()).trim();
  expect(answer.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Share conversation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share this conversation' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = await dialog.getByRole('textbox', { name: 'Link' }).inputValue();
  await dialog.getByRole('button', { name: 'Done' }).click();
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/share\/[A-Za-z0-9_-]{24,}$/);
  const listed = await gql<{ viewer: { sharedConversations: { title: string }[] } }>(
    page.request,
    '{ viewer { sharedConversations { title } } }',
    {},
  );
  const made = { shareThread: { url, share: { title: listed.viewer.sharedConversations[0]!.title } } };

  // A later message is not in the shared page.
  await send(page, 'Another question after sharing');
  await idle(page);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const opened = await visitor.goto(path);
  expect(opened?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { level: 1, name: made.shareThread.share.title })).toBeVisible();
  const messages = visitor.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages).toHaveCount(2);
  await expect(messages.first()).toContainText('What is a good name for a grey cat?');
  await expect(messages.first()).toContainText(account.displayName);
  await expect(messages.last()).toContainText('Duet');
  await expect(visitor.getByText('Shared from Duet · later messages are not included')).toBeVisible();
  await expect(visitor.getByText('Another question after sharing')).toHaveCount(0);
  expect(await visitor.content()).not.toContain(account.email);
  await expect(visitor.getByRole('link', { name: 'Try Duet' })).toHaveAttribute('href', '/');

  // The owner stops sharing in Settings.
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Shared links' });
  const row = section.getByTestId('shared-link');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(made.shareThread.share.title);
  await expect(row).toContainText('2 messages');
  await row.getByRole('button', { name: `Stop sharing ${made.shareThread.share.title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop sharing?' });
  await confirm.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toHaveCount(0);
  await expect(section.getByText('No shared links')).toBeVisible();

  const gone = await visitor.reload();
  expect(gone?.status()).toBe(404);
  await expect(visitor.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(visitor.getByText('What is a good name for a grey cat?')).toHaveCount(0);
  await visitorContext.close();
});
