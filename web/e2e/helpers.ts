/** Shared steps of the browser journeys. */
import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A username and e-mail nobody has used in this database. */
export function newAccount(prefix = 'e2e') {
  const id = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const username = `${prefix}-${id}`.slice(0, 20).replace(/-$/, 'x');
  return { username, email: `${username}@example.com`, password: 'correct-horse-42', displayName: 'Ada Climber' };
}

export type Account = ReturnType<typeof newAccount>;

/**
 * A picture of the screen for a person to look at (web/e2e/screenshots/), taken when the run asks
 * for them with E2E_SCREENSHOTS=1: no journey asserts on them, and a run without them is 147
 * screenshots shorter.
 */
export async function shot(page: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: `e2e/screenshots/${name}.png`, fullPage: false });
}

/** Fills the sign-up form (the username is checked live) and creates the account. */
export async function signUp(page: Page, account: Account) {
  await page.goto('/accounts/signup');
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await expect(page.getByText('Username is available')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
}

export function composer(page: Page) {
  return page.getByRole('textbox', { name: 'Message' });
}

/**
 * Leaves onboarding for /chat and waits for the new-chat screen itself: navigation renders in a
 * transition, so the onboarding composer stays on screen (and takes typing) until /chat is ready.
 */
export async function startChatting(page: Page) {
  await page.getByRole('button', { name: 'Start chatting' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(composer(page)).toHaveAttribute('placeholder', 'Message your private brain...');
}

/**
 * Waits until no answer is being written: the Send button is back (while an answer is written it is
 * "Stop generating", and a `not` assertion on a button that is not there passes at once) and not busy.
 */
export async function idle(page: Page) {
  const sendButton = page.getByRole('button', { name: 'Send' });
  await expect(sendButton).toBeVisible();
  await expect(sendButton).not.toHaveAttribute('aria-busy', 'true');
}

/**
 * Sends a message with the composer (Enter), once the previous answer is done. A first message on
 * /chat opens its new thread: this waits until the thread shows it, so that the next message is
 * typed into the thread's composer, not into /chat's while the thread is still loading.
 */
export async function send(page: Page, text: string) {
  const box = composer(page);
  await idle(page);
  const newChat = new URL(page.url()).pathname === '/chat';
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  if (newChat) {
    await expect(page).toHaveURL(/\/chat\/[^/?]+/);
    await expect(page.locator('[data-author="user"]').first()).toBeVisible();
  }
}

/**
 * Presses New Chat and waits until the new, empty conversation shows. The server makes the thread
 * first, so the page before stays (its address too) for a moment: words typed then would go to the
 * old conversation's composer.
 */
export async function openNewChat(page: Page) {
  const started = page.waitForResponse((r) => (r.request().postData() ?? '').includes('useStartPrivateChatMutation'));
  await page.getByRole('button', { name: 'New Chat' }).click();
  const { data } = await (await started).json();
  await expect(page).toHaveURL(new RegExp(`/chat/${data.startPrivateBrainChat.threadId}$`));
  // The conversation's own welcome: no messages, and not /chat's (which offers a temporary chat).
  await expect(page.getByRole('list', { name: 'Suggested prompts' })).toBeVisible();
  await expect(page.locator('[data-author]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Temporary chat' })).toHaveCount(0);
}

/** The last assistant message. */
export function lastAnswer(page: Page) {
  return page.locator('[data-author="assistant"]').last();
}

/**
 * Sends a message and returns its answer once written, so that an assertion on it never passes on an
 * earlier answer. The list is virtualized (only visible messages are in the DOM), so the answer is
 * found after the message, not by counting: the message must differ from the last one sent.
 */
export async function answerTo(page: Page, text: string) {
  const sent = page.locator('[data-author="user"]').last();
  await idle(page);
  if ((await sent.count()) > 0)
    expect(await sent.innerText(), 'answerTo: the same message as the last one').not.toContain(text);
  await send(page, text);
  await expect(sent).toContainText(text);
  await expect(page.locator('[data-author]').last()).toHaveAttribute('data-author', 'assistant');
  await idle(page);
  return lastAnswer(page);
}

/** What a new account tells Profile Pal, by field: typed by `onboard`, sent by `readyAccount`. */
const PROFILE_ANSWERS = {
  displayName: 'Ada Climber',
  bio: 'A software engineer who spends weekends on rock walls.',
  interests: 'climbing, coffee, maps',
} as const satisfies Record<string, string>;

/**
 * Answers Profile Pal's questions for the name, the one-line bio and the interests (the first answer
 * already lets the person start chatting; the journeys that use this want the public basics too).
 */
export async function onboard(page: Page) {
  const ready = page.getByRole('button', { name: 'Start chatting' });
  await expect(lastAnswer(page)).toContainText('?');
  for (let turn = 0; turn < 6; turn++) {
    await idle(page);
    const question = (await lastAnswer(page).innerText()).toLowerCase();
    const reply = question.includes('describe yourself')
      ? PROFILE_ANSWERS.bio
      : question.includes('interested in')
        ? PROFILE_ANSWERS.interests
        : question.includes('what name')
          ? PROFILE_ANSWERS.displayName
          : null;
    if (!reply) break;
    const answers = await page.locator('[data-author="assistant"]').count();
    await send(page, reply);
    await expect(page.locator('[data-author="assistant"]')).toHaveCount(answers + 1);
    await idle(page);
  }
  await expect(ready).toBeVisible();
}

/**
 * The server's answer gate (TEST_ANSWER_GATE=on, api/src/http/answer-gate-routes.ts): answers to
 * messages containing `word` pause after their first chunk until released, so a journey acts while
 * an answer surely runs. Journeys share the server, so each holds only its own word.
 */
export const answerGate = {
  async hold(page: Page, word: string) {
    expect((await page.request.post(`/testing/answer-gate/hold?word=${encodeURIComponent(word)}`)).ok()).toBe(true);
  },
  /** Resolves once an answer to a message with `word` is paused at the gate. */
  async waiting(page: Page, word: string) {
    expect((await page.request.get(`/testing/answer-gate/waiting?word=${encodeURIComponent(word)}`)).ok()).toBe(true);
  },
  async release(page: Page, word: string) {
    expect((await page.request.post(`/testing/answer-gate/release?word=${encodeURIComponent(word)}`)).ok()).toBe(true);
  },
};

/**
 * A new account that has been through Profile Pal, on /chat, for journeys about what comes after:
 * it signs up and answers Profile Pal through the REST API a client would use (the sign-up form and
 * the onboarding screen have journeys of their own: journey.spec.ts, onboarding.spec.ts).
 */
export async function readyAccount(page: Page, prefix = 'e2e'): Promise<Account> {
  const account = await setUpAccount(page, prefix);
  await page.goto('/chat');
  await expect(composer(page)).toHaveAttribute('placeholder', 'Message your private brain...');
  return account;
}

/** readyAccount's account, made through the API only: the page stays where it is. */
export async function setUpAccount(page: Page, prefix = 'e2e'): Promise<Account> {
  const account = newAccount(prefix);
  const csrf = { 'x-duet-csrf': '1' };
  const registered = await page.request.post('/api/v1/auth/register', {
    headers: csrf,
    data: { email: account.email, username: account.username, password: account.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const started = await page.request.post('/api/v1/chat/profile-pal/start', { headers: csrf });
  expect(started.ok()).toBe(true);
  const threadId = ((await started.json()) as { thread_id: string }).thread_id;
  for (let turn = 0; ; turn++) {
    const progress = (await (await page.request.get('/api/v1/chat/profile-pal/progress')).json()) as {
      steps: { field: string; required: boolean; status: string }[];
      current: string | null;
    };
    // Every question is optional; these journeys want the name, the line and the interests given.
    if (progress.steps.every((step) => !(step.field in PROFILE_ANSWERS) || step.status === 'answered')) break;
    expect(turn, 'Profile Pal still asks after six answers').toBeLessThan(6);
    const input = PROFILE_ANSWERS[progress.current as keyof typeof PROFILE_ANSWERS] ?? 'Skip';
    // The stream ends when the answer is written (and its tools have saved what they heard).
    const answered = await page.request.get(
      `/api/v1/chat/stream?thread_id=${threadId}&input=${encodeURIComponent(input)}`,
      { headers: csrf },
    );
    expect(answered.ok(), await answered.text()).toBe(true);
  }
  return account;
}
