/**
 * Settings › Personalisation (docs/product.md §7): what Duet should know about you and how it should
 * answer, saved for the account; the offline brain keeps to the length asked for and says the rest
 * needs a model.
 */
import { expect, test } from './fixtures';
import { answerTo, shot } from './helpers';
import { onboardedOwner } from './twin-helpers';

test('personal instructions: saved in Settings, kept after a reload, and the brain answers as asked', async ({
  page,
}) => {
  await onboardedOwner(page, 'pers');
  const before = await (await answerTo(page, 'What can you do?')).innerText();

  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Personalisation' });
  await expect(section).toBeVisible();
  await expect(section).toContainText('Your twin never sees them.');
  // The offline brain answers here: the note says what it follows, and what needs a model.
  await expect(section).toContainText('follows only how long its answers should be');
  const about = section.getByRole('textbox', { name: 'What should Duet know about you?' });
  const style = section.getByRole('textbox', { name: 'How should Duet answer?' });
  await about.fill('I am a nurse on night shifts.');
  await style.fill('Keep your answers short.');
  await expect(style).toHaveAccessibleDescription('1,476 characters left');
  await section.getByRole('button', { name: 'Save' }).click();
  await expect(section.getByRole('status')).toHaveText('Saved.');
  await expect(section.getByRole('button', { name: 'Save' })).toBeDisabled();
  await shot(page, 'settings-personalisation');

  await page.reload();
  await expect(about).toHaveValue('I am a nurse on night shifts.');
  await expect(style).toHaveValue('Keep your answers short.');

  await page.goto('/chat');
  const after = await (await answerTo(page, 'What can you do?')).innerText();
  expect(after.length).toBeLessThan(before.length);
  expect(before.startsWith(after.replace(/[.!?]+$/, ''))).toBe(true);
});
