/**
 * Issue 7: the public profile and the public twin. An owner makes the profile public with a private
 * canary memory and a public one; an anonymous visitor reads the profile, chats with the twin, gets
 * the public fact and never the canary; an unknown question reaches the owner's bell live; the
 * owner answers from /twin; the visitor's open page shows it at once ("Answered by …"), and asking
 * again gets the answer from the twin.
 */
import { expect, test } from './fixtures';
import { answerTo, composer, idle, lastAnswer, send, shot } from './helpers';
import { createMemory, onboardedOwner, recordResponses, unreadCount, updateProfile } from './twin-helpers';

const CANARY = 'zebra-canary-7781';

test('a visitor chats with a public twin; the owner answers what it could not', async ({ page: owner, browser }) => {
  const account = await onboardedOwner(owner, 'twin');
  await createMemory(owner.request, `My bank PIN hint is ${CANARY}`, 'private');
  await createMemory(owner.request, 'I love sailing', 'public');
  await updateProfile(owner.request, {
    skills: ['Navigation', 'TypeScript'],
    achievements: ['Crossed the Channel solo'],
  });

  // My Twin: make the profile public with the switch; the share link points to /{username}.
  await owner.goto('/twin');
  await expect(owner.getByRole('heading', { name: 'My Twin' })).toBeVisible();
  await expect(owner.getByText('No open questions')).toBeVisible();
  const publicSwitch = owner.getByRole('switch', { name: 'Public profile' });
  await expect(publicSwitch).not.toBeChecked();
  // It says before it happens that a public profile is listed in Discover, and again once it is.
  await expect(publicSwitch).toHaveAccessibleDescription(/Turning it on also lists it in Discover/);
  await publicSwitch.click();
  await expect(publicSwitch).toBeChecked();
  await expect(publicSwitch).toHaveAccessibleDescription(/listed in Discover/);
  await expect(owner.getByRole('link', { name: new RegExp(`/${account.username}$`) })).toBeVisible();

  // The owner visiting their own page lands on /twin.
  await owner.goto(`/${account.username}`);
  await expect(owner).toHaveURL(/\/twin$/);

  // An anonymous visitor, in a second browser context.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const responses = recordResponses(visitor);
  await visitor.goto(`/${account.username}`);
  await expect(visitor.getByRole('heading', { level: 1, name: account.displayName })).toBeVisible();
  await expect(visitor.getByText(`@${account.username}`)).toBeVisible();
  await expect(visitor.getByText('climbing, coffee, maps')).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Skills & Expertise' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Recent Achievements' })).toBeVisible();
  await expect(visitor.locator('[data-accent="blue"]').first()).toBeVisible();
  await expect(visitor.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
  await expect(visitor.getByText(`Start a conversation with ${account.displayName}'s AI twin`)).toBeVisible();
  await shot(visitor, 'twin-1-public-profile');

  await visitor.getByRole('button', { name: 'Start Twin Chat' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/twin/${account.username}/chat$`));
  await expect(visitor.getByRole('heading', { name: `@${account.username}: Twin Chat` })).toBeVisible();
  await expect(visitor.getByRole('list', { name: 'Suggested questions' })).toBeVisible();
  // Anonymous visitors may not upload unless the server allows it: no dead attach button.
  await expect(visitor.getByRole('button', { name: 'Attach files' })).toHaveCount(0);
  expect(await visitor.evaluate(() => localStorage.getItem('duet:anon-id'))).toBeTruthy();

  // The public fact, with what it is based on (provenance), and nothing of the tools behind it.
  await send(visitor, 'Does Ada like sailing?');
  await expect(lastAnswer(visitor)).toContainText('sailing');
  await idle(visitor);
  await expect(visitor.getByRole('group', { name: 'Based on' }).last()).toContainText('I love sailing');
  await expect(visitor.getByRole('button', { name: /public (profile|facts)/i })).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Message details' })).toHaveCount(0);
  await shot(visitor, 'twin-2-visitor-chat');

  // Reload: the same conversation comes back (the anon-id cookie).
  await visitor.reload();
  await expect(lastAnswer(visitor)).toContainText('sailing');

  // Something the twin does not know: it goes to the owner, whose bell rises live.
  await owner.goto('/twin');
  await expect(owner.getByRole('heading', { name: 'My Twin' })).toBeVisible();
  const before = await unreadCount(owner);
  const passedOn = await answerTo(visitor, 'What is her favourite colour?');
  // The reply rests on no fact (no "Based on") and guesses none; the owner's bell rises with the question.
  await expect(passedOn.getByRole('group', { name: 'Based on' })).toHaveCount(0);
  await expect(passedOn).not.toContainText(/sailing|green/i);
  await expect.poll(() => unreadCount(owner)).toBeGreaterThan(before);
  await owner.getByRole('button', { name: /^Notifications/ }).click();
  await expect(owner.getByRole('heading', { name: 'Recent Notifications' })).toBeVisible();
  const item = owner.getByRole('button', { name: /^Your twin couldn't answer: What is her favourite colour\?/ });
  await expect(item).toBeVisible();
  await shot(owner, 'twin-3-owner-bell');

  // Clicking the notification marks it read and opens the question in a new tab.
  const [tab] = await Promise.all([owner.context().waitForEvent('page'), item.click()]);
  await tab.waitForLoadState();
  await expect(tab).toHaveURL(/\/twin\?question=/);
  const card = tab.locator('li[data-highlighted]');
  await expect(card).toContainText('What is her favourite colour?');
  await card.getByRole('textbox').fill('Green, like the sea off Cornwall.');
  await shot(tab, 'twin-4-review-queue');
  await card.getByRole('button', { name: 'Answer' }).click();
  await expect(tab.getByText('No open questions')).toBeVisible();
  await expect(tab.getByRole('list', { name: 'Just answered' })).toContainText('Green');
  await tab.close();

  // The visitor's open page gets the answer at once, marked as the owner's, without a reload.
  await expect(lastAnswer(visitor)).toContainText('Green, like the sea off Cornwall.');
  await expect(lastAnswer(visitor).getByText(`Answered by ${account.displayName}`)).toBeVisible();
  await expect(visitor.getByText(`${account.displayName} can read this conversation`)).toBeVisible();
  await shot(visitor, 'twin-5a-visitor-owner-answer');
  await visitor.emulateMedia({ colorScheme: 'dark' });
  await shot(visitor, 'twin-5b-visitor-owner-answer-dark');
  await visitor.emulateMedia({ colorScheme: 'light' });

  // The visitor asks again and gets the owner's answer.
  await send(visitor, 'What is her favourite colour?');
  await expect(lastAnswer(visitor)).toContainText('Green');
  await idle(visitor);
  await shot(visitor, 'twin-5-visitor-answered');

  // The canary is nowhere: not on the page, not in any answer the visitor's browser received.
  expect(await visitor.locator('body').innerText()).not.toContain(CANARY);
  const received = await responses();
  expect(received.count).toBeGreaterThan(0);
  expect(received.text).not.toContain(CANARY);
  expect(received.text).toContain('sailing');

  // Section toggles: the owner hides Skills; visitors no longer see it.
  await owner.goto('/twin');
  await owner.getByRole('button', { name: 'Profile Settings' }).click();
  const dialog = owner.getByRole('dialog', { name: 'Profile Settings' });
  await expect(
    dialog.getByText('Lowercase letters, numbers, and hyphens; no leading or trailing hyphen.'),
  ).toBeVisible();
  await dialog.getByRole('switch', { name: 'Skills' }).click();
  await shot(owner, 'twin-6-profile-settings');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await visitor.goto(`/${account.username}`);
  await expect(visitor.getByRole('heading', { name: 'Recent Achievements' })).toBeVisible();
  await expect(visitor.getByRole('heading', { name: 'Skills & Expertise' })).toHaveCount(0);

  // Dark mode, for the screenshots.
  await visitor.emulateMedia({ colorScheme: 'dark' });
  await shot(visitor, 'twin-7-public-profile-dark');
  await owner.emulateMedia({ colorScheme: 'dark' });
  await shot(owner, 'twin-8-my-twin-dark');
  await visitorContext.close();
});

test('unknown and private profiles show the not-found page', async ({ page }) => {
  await page.goto('/nobody-here-42');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('a visitor reads the profile and chats with the twin on a phone', async ({ page: owner, browser }) => {
    const account = await onboardedOwner(owner, 'tmob');
    await createMemory(owner.request, 'I love sailing', 'public');
    await updateProfile(owner.request, { public: true, skills: ['Navigation'] });
    await owner.goto('/twin');
    await expect(owner.getByRole('button', { name: 'Preview as a visitor' })).toBeVisible();
    await shot(owner, 'twin-mobile-1-my-twin');

    const context = await browser.newContext({ viewport: { width: 375, height: 740 }, hasTouch: true });
    const visitor = await context.newPage();
    await visitor.goto(`/${account.username}`);
    await expect(visitor.getByRole('heading', { level: 1, name: account.displayName })).toBeVisible();
    await shot(visitor, 'twin-mobile-2-profile');
    await visitor.getByRole('button', { name: 'Chat', exact: true }).click();
    await expect(visitor).toHaveURL(new RegExp(`/twin/${account.username}/chat$`));
    await expect(composer(visitor)).toBeVisible();
    await shot(visitor, 'twin-mobile-3-chat-start');
    await send(visitor, 'Does Ada like sailing?');
    await expect(lastAnswer(visitor)).toContainText('sailing');
    await idle(visitor);
    await shot(visitor, 'twin-mobile-4-chat');
    await visitor.emulateMedia({ colorScheme: 'dark' });
    await shot(visitor, 'twin-mobile-5-chat-dark');
    await context.close();
  });
});
