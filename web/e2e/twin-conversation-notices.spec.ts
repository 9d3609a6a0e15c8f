/**
 * One notification per real visitor conversation (issue 32): opening the twin's page, however often,
 * tells the owner nothing; the visitor's first message does, live on the owner's bell; a second
 * visitor's conversation folds into the same notification ("2 new conversations with your twin"),
 * which then speaks of its visitors as a group.
 */
import { expect, test } from './fixtures';
import { answerTo, shot } from './helpers';
import { onboardedOwner, unreadCount, updateProfile } from './twin-helpers';

test("the owner's bell counts conversations, not page views", async ({ page: owner, browser }) => {
  const account = await onboardedOwner(owner, 'tnote');
  await updateProfile(owner.request, { public: true, bio: 'I build apps for climbers.' });
  const conversationNotes = async () => {
    const response = await owner.request.get('/api/v1/notifications?limit=50&include_read=true');
    const body = (await response.json()) as { notifications: Array<{ title: string; is_read: boolean }> };
    return body.notifications.filter((n) => /conversation/.test(n.title)).map((n) => n.title);
  };

  // A visitor opens the page three times and says nothing: no conversation yet.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  for (let i = 0; i < 3; i++) {
    await visitor.goto(`/twin/${account.username}/chat`);
    await expect(visitor.getByRole('textbox', { name: 'Message' })).toBeVisible();
  }
  expect(await conversationNotes()).toEqual([]);

  // The first message is a conversation: the owner's bell hears of it without a reload.
  await owner.goto('/twin');
  const bell = owner.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  // (Signing up left notifications of its own.)
  const before = await unreadCount(owner);
  await answerTo(visitor, 'Hi! What does she build?');
  await expect.poll(() => unreadCount(owner)).toBeGreaterThan(before);
  await answerTo(visitor, 'And for whom?');
  expect(await conversationNotes()).toEqual(['Someone started a conversation with your twin']);

  // Another visitor's conversation folds into the same notification.
  const secondContext = await browser.newContext();
  const second = await secondContext.newPage();
  await second.goto(`/twin/${account.username}/chat`);
  await answerTo(second, 'Hello! Where can I see her apps?');
  await bell.click();
  const folded = owner.getByRole('button').filter({ hasText: '2 new conversations with your twin' });
  await expect(folded).toBeVisible();
  // It speaks of the visitors as a group, not in the words of the last one's notice.
  await expect(folded).toContainText('Visitors are chatting with your twin.');
  expect(await conversationNotes()).toEqual(['2 new conversations with your twin']);
  await shot(owner, 'twin-notices-1-folded');
  await secondContext.close();
  await visitorContext.close();
});
