/**
 * The knowledge library as a person tries it: files added many at once and a web page by its
 * address, each with how its reading went; the brain answers from a file with its page, and the
 * source under the answer opens the reader at that passage; a private address is refused at once;
 * the twin answers a visitor from a document the owner made public ("Based on" it) and passes the
 * question on once it is private again. The PDFs are made by api/test/support/journey-documents.ts;
 * the web page is served here, on the one host the server may fetch from (playwright.config.ts).
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expectAccessible } from './accessibility';
import { expect, test } from './fixtures';
import { idle, lastAnswer, send, shot } from './helpers';
import { onboardedOwner } from './twin-helpers';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pagesPort = Number(process.env.E2E_PAGES_PORT);
const GUIDE = `<!doctype html><html><head><title>Climbing guide</title></head><body><main><article>
<h1>Climbing guide</h1><p>This guide covers the crags of the Frankenjura for visiting climbers.</p>
<h2>Getting there</h2><p>Trains run from Nuremberg to Pottenstein every hour; buses cover the last kilometres.</p>
</article></main></body></html>`;

let pages: http.Server;
test.beforeAll(async () => {
  pages = http.createServer((req, res) => {
    if (req.url === '/guide') return void res.writeHead(200, { 'content-type': 'text/html' }).end(GUIDE);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pages.listen(pagesPort, '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => pages.close(resolve));
});

test('the library reads files and links, the brain cites them, and the twin answers from public ones', async ({
  page: owner,
  browser,
}) => {
  const folder = path.join(root, 'var/e2e', `library-${test.info().workerIndex}-${Date.now()}`);
  execFileSync(process.execPath, ['--import', 'tsx', 'api/test/support/journey-documents.ts', folder], { cwd: root });
  const account = await onboardedOwner(owner, 'library');

  // Knowledge › Documents: two files at once, then a link.
  await owner.goto('/knowledge');
  await owner.getByRole('navigation', { name: 'Knowledge' }).getByRole('link', { name: 'Documents' }).click();
  await expect(owner).toHaveURL(/\/knowledge\/documents$/);
  await expect(owner.getByText('No documents yet')).toBeVisible();
  const choosing = owner.waitForEvent('filechooser');
  await owner.getByRole('button', { name: 'Add files' }).click();
  await (await choosing).setFiles([path.join(folder, 'report.pdf'), path.join(folder, 'scan.pdf')]);
  const documents = owner.getByRole('list', { name: 'Documents' });
  await expect(documents.getByRole('listitem').filter({ hasText: 'report.pdf' })).toContainText('30 pages');
  await expect(documents.getByRole('listitem').filter({ hasText: 'scan.pdf' })).toContainText(
    'No text found — OCR is not supported yet.',
  );

  const address = owner.getByRole('textbox', { name: 'Web page address' });
  await address.fill('http://169.254.169.254/latest/meta-data/');
  await owner.getByRole('button', { name: 'Add link' }).click();
  await expect(owner.getByText(/does not fetch addresses on private networks/)).toBeVisible();
  await address.fill(`http://127.0.0.1:${pagesPort}/guide`);
  await owner.getByRole('button', { name: 'Add link' }).click();
  const guide = documents.getByRole('listitem').filter({ hasText: 'Climbing guide' });
  await expect(guide).toContainText(/ready|section/i);
  await expectAccessible(owner);
  await shot(owner, 'library-documents');

  // The brain answers from page 12, and its source opens the reader there.
  await owner.goto('/chat');
  await expect(owner.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
    'placeholder',
    'Message your private brain...',
  );
  await send(owner, 'When does the Lisbon office open?');
  await idle(owner);
  await expect(lastAnswer(owner)).toContainText(/page 12/i);
  const sources = owner.getByRole('group', { name: 'Sources' }).last();
  await expect(sources).toContainText('report.pdf · page 12');
  await sources.getByRole('link', { name: /report\.pdf/ }).click();
  await expect(owner).toHaveURL(/\/knowledge\/documents\/[^/?]+\?passage=/);
  await expect(owner.getByRole('heading', { name: 'report.pdf' })).toBeVisible();
  await expect(owner.locator('[aria-current="true"], mark, [data-highlighted]').first()).toContainText('Lisbon office');
  await shot(owner, 'library-reader');

  // The twin: public profile, the guide public; a visitor asks how to get there.
  await owner.goto('/twin');
  await owner.getByRole('switch', { name: 'Public profile' }).click();
  await owner.goto('/knowledge/documents');
  await guide.getByRole('switch', { name: /Public/ }).click();
  await expect(guide.getByRole('switch', { name: /Public/ })).toBeChecked();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/twin/${account.username}/chat`);
  await send(visitor, 'Which trains run to Pottenstein?');
  await idle(visitor);
  await expect(lastAnswer(visitor)).toContainText('Nuremberg');
  const basedOn = visitor.getByRole('group', { name: 'Based on' }).last();
  await expect(basedOn.getByRole('link', { name: /Climbing guide/ })).toHaveAttribute(
    'href',
    `http://127.0.0.1:${pagesPort}/guide`,
  );
  await shot(visitor, 'library-twin-based-on');

  // Private again: out of the twin's reach at once; the question goes to the owner.
  await guide.getByRole('switch', { name: /Public/ }).click();
  await expect(guide.getByRole('switch', { name: /Public/ })).not.toBeChecked();
  await send(visitor, 'Which trains run to Pottenstein?');
  await idle(visitor);
  await expect(lastAnswer(visitor)).toContainText(/passed your question on/);
  await expect(lastAnswer(visitor)).not.toContainText('Nuremberg');
  await visitorContext.close();
});
