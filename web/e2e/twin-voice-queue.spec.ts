/**
 * The twin speaks as the owner chose and passes on what no public fact answers (issue 32): the owner
 * picks "As you" on /twin; a visitor's question about a favourite film is not answered with the
 * favourite book, it waits in the owner's queue; the owner's answer reaches the visitor's open page
 * quoting the question it answers, and a signed-in visitor's notification quotes it too. A revised
 * reply no longer lists the twin's "Based on" facts.
 */
import { expect, test } from './fixtures';
import { answerTo, idle, newAccount, shot, signUp } from './helpers';
import { createMemory, onboardedOwner, updateProfile } from './twin-helpers';

test('the twin speaks as the owner, passes on what it cannot answer, and the answer quotes the question', async ({
  page: owner,
  browser,
}) => {
  const account = await onboardedOwner(owner, 'tvoice');
  await createMemory(owner.request, 'My favourite book is Dune', 'public');
  await updateProfile(owner.request, { public: true });
  const name = account.displayName;

  // The owner chooses "As you" (Delphi's way).
  await owner.goto('/twin');
  const voice = owner.getByRole('group', { name: 'Who your twin speaks as' });
  await expect(voice.getByRole('radio', { name: 'About you' })).toBeChecked();
  await voice.getByRole('radio', { name: 'As you' }).check();
  const form = owner.locator('form').filter({ has: voice });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toContainText('Saved');
  await shot(owner, 'twin-voice-1-as-you');

  // A signed-in visitor (who will be notified of the owner's answer).
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await signUp(visitor, newAccount('tvisit'));
  await visitor.goto(`/twin/${account.username}/chat`);

  // As the owner: the book is "my" book, never "her" book.
  const book = await answerTo(visitor, 'What is your favourite book?');
  await expect(book).toContainText('Dune');
  expect(await book.innerText()).not.toMatch(/\b(she|her)\b/i);
  await expect(book.getByRole('group', { name: 'Based on' })).toContainText('Dune');

  // The film: no public fact answers it (the book does not), so it is passed on.
  const film = await answerTo(visitor, 'What is your favourite film?');
  await expect(film).not.toContainText('Dune');
  await expect(film.getByRole('group', { name: 'Based on' })).toHaveCount(0);
  // The visitor talks on: the owner's answer will come after an unrelated message.
  await answerTo(visitor, 'Thanks! Do you read a lot?');
  await shot(visitor, 'twin-voice-2-passed-on');

  // The owner sees it in the queue and answers it.
  await owner.reload();
  const card = owner.getByRole('listitem').filter({ hasText: 'What is your favourite film?' });
  await expect(card).toBeVisible();
  await card.getByRole('textbox').fill('The Princess Bride, every time.');
  await card.getByRole('button', { name: 'Answer' }).click();

  // The visitor's open page: the answer, by the owner, quoting the question it answers.
  const answer = visitor.locator('[data-author="assistant"]').filter({ hasText: 'The Princess Bride' });
  await expect(answer).toBeVisible();
  await expect(answer.getByText(`Answered by ${name}`)).toBeVisible();
  const quote = answer.getByRole('figure', { name: 'You asked' });
  await expect(quote).toContainText('What is your favourite film?');
  await shot(visitor, 'twin-voice-3-answer-quotes-question');
  // At 375 px, dark: the quote wraps inside the thread.
  await visitor.setViewportSize({ width: 375, height: 812 });
  await visitor.emulateMedia({ colorScheme: 'dark' });
  await quote.scrollIntoViewIfNeeded();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(visitor, 'twin-voice-3-answer-quotes-question-375-dark');
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.emulateMedia({ colorScheme: 'light' });

  // And the notification quotes it too.
  await visitor.reload();
  await idle(visitor);
  await visitor.getByRole('button', { name: /^Notifications/ }).click();
  const note = visitor.getByRole('button').filter({ hasText: `${name} answered your question` });
  await expect(note).toContainText('You asked: “What is your favourite film?”');
  await shot(visitor, 'twin-voice-4-notification');
  await visitorContext.close();

  // The owner revises the book reply: it no longer lists the twin's "Based on" facts.
  await owner.goto('/twin');
  await owner
    .getByRole('region', { name: 'Conversations' })
    .getByRole('link', { name: /@tvisit/ })
    .click();
  const reply = owner.locator('[data-author="assistant"]').filter({ hasText: 'Dune' }).first();
  await expect(reply.getByRole('group', { name: 'Based on' })).toBeVisible();
  await reply.getByRole('button', { name: 'Revise' }).click();
  await owner.getByRole('textbox', { name: 'Your revision of this reply' }).fill('Dune, which I reread every winter.');
  await owner.getByRole('button', { name: 'Save revision' }).click();
  const revised = owner.locator('[data-author="assistant"]').filter({ hasText: 'reread every winter' });
  await expect(revised.getByText(`Revised by ${name}`)).toBeVisible();
  await expect(revised.getByRole('group', { name: 'Based on' })).toHaveCount(0);
  // The owner's reading quotes the visitor's question over the owner's answer.
  await expect(owner.getByRole('figure', { name: 'The visitor asked' })).toContainText('What is your favourite film?');
  await shot(owner, 'twin-voice-5-owner-reads');
});
