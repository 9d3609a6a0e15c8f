/**
 * The owner's side of the twin (docs/product.md §11), in two browser contexts: a visitor asks what
 * the twin cannot know and rates a reply; the owner sees insights with a chart and the conversation
 * in the list, answers in /twin and the visitor's open page shows "Answered by …" without a reload;
 * the owner revises a reply and the visitor's view changes in place, and a new visitor asking the
 * same gets the revision; "Only as you wrote them" makes the twin quote the facts; "Signed-in people
 * only" stops an anonymous visitor with a clear message.
 */
import { expect, test } from './fixtures';
import { answerTo, idle, lastAnswer, send, shot } from './helpers';
import { createMemory, onboardedOwner, updateProfile } from './twin-helpers';

test("the owner reads, answers and revises the twin's conversations, sees insights and chooses who may talk", async ({
  page: owner,
  browser,
}) => {
  const account = await onboardedOwner(owner, 'tside');
  await createMemory(owner.request, 'I love sailing', 'public');
  await updateProfile(owner.request, { public: true });
  const name = account.displayName;

  // A visitor, in a second browser context: one reply from public facts, one question passed on.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/twin/${account.username}/chat`);
  await send(visitor, 'Does she like sailing?');
  await expect(lastAnswer(visitor)).toContainText('sailing');
  await idle(visitor);
  await expect(lastAnswer(visitor).getByText(`Written by ${name}'s twin from public facts`)).toBeVisible();
  await lastAnswer(visitor).getByRole('button', { name: 'Bad answer' }).click();
  await lastAnswer(visitor).getByRole('textbox').fill('Too short');
  await lastAnswer(visitor).getByRole('button', { name: 'Send' }).click();
  const passedOn = await answerTo(visitor, 'What is her favourite colour?');
  await expect(passedOn).not.toContainText('sailing');
  await expect(passedOn.getByRole('group', { name: 'Based on' })).toHaveCount(0);
  await shot(visitor, 'owner-side-1-visitor-asks');

  // The owner: insights with a chart, and the conversation in the list, marked.
  await owner.goto('/twin');
  const insights = owner.getByRole('region', { name: 'Insights' });
  await expect(insights.getByRole('img')).toBeVisible();
  await expect(insights).toContainText('Visitors');
  const conversations = owner.getByRole('region', { name: 'Conversations' });
  const row = conversations.getByRole('link', { name: /Visitor [0-9a-f]{4}/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText(/passed on/i);
  await shot(owner, 'owner-side-2-my-twin');
  await insights.getByRole('radio', { name: '30 days' }).click();
  await expect(insights.getByRole('radio', { name: '30 days' })).toBeChecked();
  await shot(owner, 'owner-side-3-insights-30-days');

  // The owner answers the passed-on question: the visitor's open page shows it without a reload.
  const card = owner.getByRole('listitem').filter({ hasText: 'What is her favourite colour?' });
  await card.getByRole('textbox').fill('Green, like the sea.');
  await card.getByRole('button', { name: 'Answer' }).click();
  await expect(lastAnswer(visitor)).toContainText('Green, like the sea.');
  await expect(lastAnswer(visitor).getByText(`Answered by ${name}`)).toBeVisible();
  await shot(visitor, 'owner-side-4-visitor-answered-live');

  // The owner opens the conversation and revises the sailing reply.
  await row.click();
  await expect(owner).toHaveURL(/\/twin\/conversations\/[^/]+$/);
  await expect(owner.getByRole('heading', { level: 1, name: /^Visitor [0-9a-f]{4}$/ })).toBeVisible();
  await expect(owner).toHaveTitle(/^Visitor [0-9a-f]{4} · Duet$/);
  const reply = owner.locator('[data-author="assistant"]').filter({ hasText: 'sailing' }).first();
  await expect(reply.getByText('Visitor: not helpful · “Too short”')).toBeVisible();
  await shot(owner, 'owner-side-5-conversation');
  await reply.getByRole('button', { name: 'Revise' }).click();
  const editor = owner.getByRole('textbox', { name: 'Your revision of this reply' });
  await editor.fill('Yes! Sailing is her favourite thing: she crossed the Channel last summer.');
  await shot(owner, 'owner-side-6-revising');
  await owner.getByRole('button', { name: 'Save revision' }).click();
  await expect(owner.getByText(`Revised by ${name}`)).toBeVisible();
  await expect(owner.getByText("Your twin's original reply")).toBeVisible();
  await shot(owner, 'owner-side-7-revised');

  // The visitor's view changes in place.
  const revised = visitor.locator('[data-author="assistant"]').filter({ hasText: 'crossed the Channel' });
  await expect(revised).toBeVisible();
  await expect(revised.getByText(`Revised by ${name}`)).toBeVisible();
  await shot(visitor, 'owner-side-8-visitor-sees-revision');

  // A new visitor asking the same gets the revision.
  const newcomerContext = await browser.newContext();
  const newcomer = await newcomerContext.newPage();
  await newcomer.goto(`/twin/${account.username}/chat`);
  await send(newcomer, 'Does she like sailing?');
  await expect(lastAnswer(newcomer)).toContainText('crossed the Channel last summer');
  await idle(newcomer);
  await shot(newcomer, 'owner-side-9-new-visitor-gets-revision');
  await newcomerContext.close();

  // "Only as you wrote them": the twin quotes the public fact instead of phrasing it.
  await owner.goto('/twin');
  const answers = owner.getByRole('group', { name: 'How your twin answers' });
  await expect(answers.getByRole('radio', { name: 'In its own words' })).toBeChecked();
  await answers.getByRole('radio', { name: 'Only as you wrote them' }).check();
  const styleForm = owner.locator('form').filter({ has: answers });
  await styleForm.getByRole('button', { name: 'Save' }).click();
  await expect(styleForm.getByRole('status')).toContainText('Saved');
  const quoterContext = await browser.newContext();
  const quoter = await quoterContext.newPage();
  await quoter.goto(`/twin/${account.username}/chat`);
  await send(quoter, 'What does she love?');
  // Strict: the owner's words as written ("I love …"), where the own-words style says "… loves sailing".
  await expect(lastAnswer(quoter)).toContainText('I love sailing');
  await quoterContext.close();

  // Signed-in people only: an anonymous visitor is stopped with a clear message.
  await owner.reload();
  await expect(answers.getByRole('radio', { name: 'Only as you wrote them' })).toBeChecked();
  const access = owner.getByRole('group', { name: 'Who can talk to your twin' });
  await access.getByRole('radio', { name: /Signed-in people only/ }).check();
  const accessForm = owner.locator('form').filter({ has: access });
  await accessForm.getByRole('button', { name: 'Save' }).click();
  await expect(accessForm.getByRole('status')).toContainText('Saved');
  await shot(owner, 'owner-side-10-access');
  const strangerContext = await browser.newContext();
  const stranger = await strangerContext.newPage();
  await stranger.goto(`/twin/${account.username}/chat`);
  await expect(stranger.getByText(`${name}'s twin talks with signed-in people only. Sign in to chat.`)).toBeVisible();
  await shot(stranger, 'owner-side-11-signed-in-only');
  await strangerContext.close();
  await visitorContext.close();
});
