/**
 * The odd inputs' side of the fuzz files (api/test/fuzz-graphql.test.ts, fuzz-rest-odd.test.ts):
 * the real records an odd value is sent beside, and the loop that sends each case of
 * support/odd-input.ts and tallies what went wrong, printed after the file's tests.
 */
import { afterAll } from 'vitest';
import { Prisma } from '../../src/db/client.js';
import type { Fuzz } from './fuzz.js';
import type { OddCase } from './odd-input.js';
import { answered, USER } from './test-app.js';

type Tally = Record<OddCase['kind'], { tried: number; failed: string[] }>;
const tally = (): Tally => ({
  surrogate: { tried: 0, failed: [] },
  id: { tried: 0, failed: [] },
  date: { tried: 0, failed: [] },
});

export function oddCaseRunner(f: Fuzz) {
  const { t } = f;

  /**
   * Ada's records that the odd cases aim their other arguments at, so an odd value meets real ones
   * beside it (renaming a real thread to text with a surrogate); made again when a case removed one.
   */
  const real = { thread: '', step: '', memory: '', story: '', share: '', upload: '', notification: '' };
  async function ensureRecords() {
    await f.ensureSignedIn();
    const adaId = (await t.db.user.findUniqueOrThrow({ where: { email: USER.email } })).id;
    if (!(await t.db.thread.findUnique({ where: { id: real.thread } }))) {
      // A case may have set a usage limit that a value happened to make valid (Ada is the admin): the
      // records need one answer, so the limits go back to none first.
      await t.db.instanceSetting.deleteMany({ where: { key: 'usage-limits' } });
      await t.db.user.update({ where: { id: adaId }, data: { usageLimits: Prisma.DbNull } });
      const started = await f.ada.post('/api/v1/chat/threads', { agent_type: 'private_brain' });
      real.thread = started.body.id as string;
      const steps = await answered(f.ada, real.thread, 'I like green tea.');
      real.step = steps.findLast((s: { step_type: string }) => s.step_type === 'ASSISTANT_MESSAGE').id as string;
    }
    if (!(await t.db.sharedConversation.findUnique({ where: { token: real.share } }))) {
      real.share = (await f.ada.post(`/api/v1/chat/threads/${real.thread}/share`)).body.token as string;
    }
    if (!(await t.db.memory.findUnique({ where: { id: real.memory } }))) {
      await f.ada.gql('mutation { createMemory(content: "I like green tea.") { __typename } }');
      real.memory = (
        await t.db.memory.findFirstOrThrow({ where: { userId: adaId }, orderBy: { createdAt: 'desc' } })
      ).id;
    }
    if (!(await t.db.story.findUnique({ where: { id: real.story } }))) {
      await f.ada.gql('mutation { createStory(title: "Tea", content: "I walked to the tea house.") { __typename } }');
      real.story = (await t.db.story.findFirstOrThrow({ where: { userId: adaId }, orderBy: { createdAt: 'desc' } })).id;
    }
    if (!(await t.db.upload.findFirst({ where: { userId: adaId } }))) {
      const body = new FormData();
      body.append('files', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
      await f.ada.request('POST', '/api/v1/upload/files', { body });
    }
    real.upload = (await t.db.upload.findFirstOrThrow({ where: { userId: adaId } })).id;
    real.notification = (await t.db.notification.findFirst({ where: { userId: adaId } }))?.id ?? real.thread;
  }

  /** A real id for an argument or a route's parameter, by its name (and the mutation or the path before it). */
  function realId(name: string, context: string): string {
    if (name === 'username') return 'ada';
    if (name === 'token') return real.share;
    if (name === 'stepId' || context === 'steps') return real.step;
    if (/^thread/.test(name) || context === 'threads' || context === 'conversations') return real.thread;
    if (context === 'notifications' || /Notification/.test(context)) return real.notification;
    if (context === 'files') return real.upload;
    if (/Memory/.test(context)) return real.memory;
    if (/Story/.test(context)) return real.story;
    return real.thread;
  }

  const totals = tally();

  /** Sends each case; a 5xx, an INTERNAL_SERVER_ERROR or a refusal that changed data is a failure. */
  async function tryCases<C extends { kind: OddCase['kind']; label: string }>(
    cases: C[],
    send: (c: C) => Promise<{ status: number; text: string }>,
  ) {
    const seen = tally();
    // What an earlier test started in the background (a document being read) settles first.
    await t.app.services.reading.idle();
    let before = await f.snapshot();
    for (const c of cases) {
      seen[c.kind].tried++;
      if (f.ada.cookies.size === 0) {
        await f.ensureSignedIn();
        before = await f.snapshot();
      }
      const { status, text } = await send(c);
      // A document an accepted request left is read in the background: its passages are its, not the next case's.
      await t.app.services.reading.idle();
      const after = await f.snapshot();
      const refused = status >= 400 || /"errors":\[|"__typename":"\w*Error"/.test(text);
      if (status >= 500 || text.includes('INTERNAL_SERVER_ERROR'))
        seen[c.kind].failed.push(`${c.label} → ${status} ${text.slice(0, 160)}`);
      else if (refused && after !== before)
        seen[c.kind].failed.push(`${c.label} → ${status}, refused but data changed`);
      before = after;
    }
    for (const [kind, { tried, failed }] of Object.entries(seen)) {
      totals[kind as OddCase['kind']].tried += tried;
      totals[kind as OddCase['kind']].failed.push(...failed);
    }
    return Object.values(seen).flatMap((s) => s.failed);
  }

  // One line of what the file's odd cases tried and how many failed, in the run's output.
  afterAll(() => {
    const line = Object.entries(totals).map(
      ([kind, { tried, failed }]) => `${kind}: ${tried} tried, ${failed.length} failed`,
    );
    console.log(`odd inputs: ${line.join('; ')}`);
  });

  return { ensureRecords, realId, tryCases };
}
