/**
 * A PDF attached in a chat, as a person tries it: the brain reads it (in the background, while the
 * message waits) and answers from the right page, naming it; a scan without text says why it
 * cannot be read, in the answer and on its card, and the card of the read one says how many pages
 * it has. The files are real PDFs made for it by api/test/support/journey-documents.ts.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { idle, lastAnswer, send, shot } from './helpers';
import { onboardedOwner } from './twin-helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test('the brain reads an attached PDF and answers from its page; a scan says why it cannot be read', async ({
  page,
}) => {
  const folder = path.join(root, 'var/e2e', `documents-${test.info().workerIndex}-${Date.now()}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'api/test/support/journey-documents.ts', folder], { cwd: root });
  await onboardedOwner(page, 'docs');
  const choosing = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach files' }).click();
  await (await choosing).setFiles([path.join(folder, 'report.pdf'), path.join(folder, 'scan.pdf')]);
  await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('report.pdf');

  await send(page, 'When does the Lisbon office open?');
  await idle(page);
  const answer = lastAnswer(page);
  await expect(answer).toContainText(/page 12/i);
  await expect(answer).toContainText('ninth of March');
  await expect(answer).toContainText('OCR is not supported yet');

  // The cards, as the conversation shows them after a reload.
  await page.reload();
  await expect(page.getByRole('link', { name: /^report\.pdf PDF/ })).toContainText('30 pages');
  // The answer's source: the file at page 12, opening the library's reader there.
  await expect(page.getByRole('group', { name: 'Sources' }).getByRole('link', { name: /report\.pdf/ })).toHaveAttribute(
    'href',
    /^\/knowledge\/documents\/[^?]+\?passage=/,
  );
  await expect(page.getByText('Couldn’t read it: No text found — OCR is not supported yet.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'documents-answer');
});
