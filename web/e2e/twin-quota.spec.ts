/**
 * A visitor at the twin's daily quota (on the low-quota server, e2e/quota-server.ts): the refused
 * question is back in the composer and not in the conversation (the server stored nothing), the
 * server's words are shown as they are, and for an anonymous visitor "Sign in for more" is a link
 * to sign in that comes back to the chat with the question still typed. A signed-in visitor at
 * their own quota gets no link.
 */
import { expect, test } from './fixtures';
import { composer, idle, lastAnswer, newAccount, onboard, shot, signUp, startChatting } from './helpers';
import { ANONYMOUS_REFUSAL, askUntilRefused, history, quotaBaseURL, refusal, SIGNED_IN_REFUSAL } from './quota-server';
import { createMemory, updateProfile } from './twin-helpers';

test.use({ baseURL: quotaBaseURL });

const QUESTIONS = [
  'Does Ada like sailing?',
  'What does she do at weekends?',
  'Where is she based?',
  'What is her favourite book?',
];

test('at the quota the question stays in the composer; "Sign in for more" signs in and comes back', async ({
  page: owner,
  browser,
}) => {
  // The owner: a public profile with a public fact.
  const account = newAccount('quota');
  await signUp(owner, account);
  await createMemory(owner.request, 'I love sailing', 'public');
  await updateProfile(owner.request, { public: true, displayName: 'Ada Climber' });

  // Someone with an account (onboarded), to sign in with later.
  const member = newAccount('qmember');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await signUp(memberPage, member);
  await onboard(memberPage);
  await startChatting(memberPage);
  await memberContext.close();

  // An anonymous visitor uses the day's messages up.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`/${account.username}`);
  await visitor.getByRole('button', { name: 'Start Twin Chat' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/twin/${account.username}/chat$`));
  const { answered, refused } = await askUntilRefused(visitor, QUESTIONS);

  // The server's words, as they are; the question is back in the composer, not in the conversation.
  await expect(refusal(visitor).getByRole('alert')).toHaveText(ANONYMOUS_REFUSAL);
  await expect(composer(visitor)).toHaveValue(refused);
  await expect(composer(visitor)).toBeFocused();
  await expect(history(visitor, 'user')).toHaveCount(answered);
  await expect(history(visitor, 'user').filter({ hasText: refused })).toHaveCount(0);
  const signIn = refusal(visitor).getByRole('link', { name: 'Sign in for more' });
  await expect(signIn).toHaveAttribute(
    'href',
    `/accounts/login?next=${encodeURIComponent(`/twin/${account.username}/chat`)}`,
  );
  await shot(visitor, 'twin-quota-1-refused');
  await visitor.emulateMedia({ colorScheme: 'dark' });
  await shot(visitor, 'twin-quota-2-refused-dark');
  await visitor.emulateMedia({ colorScheme: 'light' });

  // The server kept nothing of it: after a reload the conversation is the same.
  await visitor.reload();
  await expect(composer(visitor)).toBeVisible();
  await expect(history(visitor, 'user')).toHaveCount(answered);
  await expect(history(visitor, 'user').filter({ hasText: refused })).toHaveCount(0);

  // Asked again, refused again; the visitor edits it and signs in for more.
  await composer(visitor).fill(refused);
  await composer(visitor).press('Enter');
  await expect(refusal(visitor).getByRole('alert')).toHaveText(ANONYMOUS_REFUSAL);
  await expect(composer(visitor)).toHaveValue(refused);
  const question = `${refused} And what else?`;
  await composer(visitor).fill(question);
  await signIn.click();
  await expect(visitor).toHaveURL(/\/accounts\/login\?next=/);
  await visitor.getByRole('textbox', { name: 'Email' }).fill(member.email);
  await visitor.getByLabel('Password', { exact: true }).fill(member.password);
  await visitor.getByRole('button', { name: 'Sign in' }).click();

  // Back in the twin chat, signed in, with the question still typed.
  await expect(visitor).toHaveURL(new RegExp(`/twin/${account.username}/chat$`));
  await expect(visitor.getByRole('complementary', { name: 'Sidebar' })).toBeAttached();
  await expect(composer(visitor)).toHaveValue(question);
  await composer(visitor).press('Enter');
  await expect(history(visitor, 'user').last()).toContainText(question);
  await expect(history(visitor, 'assistant')).toHaveCount(1);
  await idle(visitor);

  // A signed-in visitor's own quota: the server's words, no link.
  const more = await askUntilRefused(visitor, QUESTIONS);
  expect(more.answered).toBe(1);
  await expect(refusal(visitor).getByRole('alert')).toHaveText(SIGNED_IN_REFUSAL);
  await expect(refusal(visitor).getByRole('link')).toHaveCount(0);
  await expect(composer(visitor)).toHaveValue(more.refused);
  await expect(history(visitor, 'user')).toHaveCount(2);
  await expect(lastAnswer(visitor)).toBeVisible();
  await shot(visitor, 'twin-quota-3-signed-in-refused');
  await context.close();
});
