/**
 * REST /api/v1/account (docs/product.md §7): going on from onboarding, the theme, personal
 * instructions, the e-mail and deleting the account, thin over api/src/auth (theme.ts, email-change.ts, delete-account.ts) and
 * api/src/personalisation/instructions.ts. The e-mail and the deletion are
 * account management: an access token is refused (rest/access.ts). Following the mailed link
 * (`POST email/confirm`) needs no credential: the link is the proof.
 */
import { accountDeletion, deleteAccount, deletionDepsOf } from '../auth/delete-account.js';
import * as emailChange from '../auth/email-change.js';
import { setTheme, themeInput, themeOf } from '../auth/theme.js';
import { parseInput } from '../errors/parse-input.js';
import { requireViewer } from '../http/request-context.js';
import {
  INSTRUCTIONS_MAX_CHARS,
  instructionsInput,
  personalInstructions,
  setPersonalInstructions,
  type PersonalInstructions,
} from '../personalisation/instructions.js';
import { finishOnboarding } from '../profile/profile-pal.js';
import { manageAccount } from './access.js';
import { readJsonObject } from './http-json.js';
import { userJson } from './shapes.js';
import { snakeBody } from './wire-input.js';
import { restRouter } from './router.js';

export const accountRoutes = restRouter();

const pendingJson = (pending: emailChange.PendingEmailChange | null) =>
  pending && { email: pending.email, expires_at: pending.expiresAt.toISOString() };

/** DELETE /account {password?}: everything goes; the session cookie is cleared. */
accountRoutes.delete('/', manageAccount, async (c) => {
  const ctx = c.var.ctx;
  const user = requireViewer(ctx);
  const body = await readJsonObject(c);
  const input = parseInput(accountDeletion, { password: body.password });
  const done = await deleteAccount(deletionDepsOf(ctx.services), user, ctx.session, input);
  ctx.cookies.clearSession();
  return c.json({ deleted: true, message: done.message });
});

/** POST /account/onboarding/finish → the user: on to the private chat, whatever the profile lacks. */
accountRoutes.post('/onboarding/finish', async (c) => {
  const ctx = c.var.ctx;
  const user = requireViewer(ctx);
  await finishOnboarding(ctx.db, user.id);
  return c.json(userJson(await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })));
});

/** PUT /account/theme {theme: light | dark | system} → {theme}. */
accountRoutes.put('/theme', async (c) => {
  const ctx = c.var.ctx;
  const user = requireViewer(ctx);
  const saved = await setTheme(ctx.db, user.id, parseInput(snakeBody(themeInput), await readJsonObject(c)));
  return c.json({ theme: themeOf(saved.theme) });
});

const instructionsJson = (i: PersonalInstructions) => ({
  about: i.about,
  style: i.style,
  max_length: INSTRUCTIONS_MAX_CHARS,
});

/** GET /account/instructions → {about, style, max_length}: the personal instructions. */
accountRoutes.get('/instructions', async (c) => {
  const ctx = c.var.ctx;
  const user = requireViewer(ctx);
  return c.json(instructionsJson(await personalInstructions(ctx.db, user.id)));
});

/** PUT /account/instructions {about?, style?} → the same: one left out stays, an empty one is cleared. */
accountRoutes.put('/instructions', async (c) => {
  const ctx = c.var.ctx;
  const user = requireViewer(ctx);
  const input = parseInput(snakeBody(instructionsInput), await readJsonObject(c));
  return c.json(instructionsJson(await setPersonalInstructions(ctx.db, user.id, input)));
});

/** GET /account/email → {email, pending: {email, expires_at} | null}. */
accountRoutes.get('/email', manageAccount, async (c) => {
  const ctx = c.var.ctx;
  const user = requireViewer(ctx);
  const pending = await emailChange.pendingEmailChange(ctx.services.accounts, user.id);
  return c.json({ email: user.email, pending: pendingJson(pending) });
});

/** POST /account/email {email, password?} → 202: a link went to the new address; nothing changed yet. */
accountRoutes.post('/email', manageAccount, async (c) => {
  const ctx = c.var.ctx;
  const user = requireViewer(ctx);
  const body = await readJsonObject(c);
  const input = parseInput(emailChange.emailChangeRequest, { email: body.email, password: body.password });
  const pending = await emailChange.requestEmailChange(ctx.services.accounts, user, ctx.session, input);
  return c.json(
    { email: user.email, pending: pendingJson(pending), message: `We sent a link to ${pending.email}` },
    202,
  );
});

/** POST /account/email/resend → 202: a new link for the waiting change (404 when none waits). */
accountRoutes.post('/email/resend', manageAccount, async (c) => {
  const ctx = c.var.ctx;
  const user = requireViewer(ctx);
  const pending = await emailChange.resendEmailChange(ctx.services.accounts, user);
  return c.json(
    { email: user.email, pending: pendingJson(pending), message: `We sent a link to ${pending.email}` },
    202,
  );
});

/** DELETE /account/email: the waiting change is dropped (its link stops working). */
accountRoutes.delete('/email', manageAccount, async (c) => {
  const ctx = c.var.ctx;
  const user = requireViewer(ctx);
  await emailChange.cancelEmailChange(ctx.services.accounts, user.id);
  return c.json({ email: user.email, pending: null });
});

/** POST /account/email/confirm {token} → {email, message}: the mailed link, used once. */
accountRoutes.post('/email/confirm', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(emailChange.emailChangeLink), await readJsonObject(c));
  return c.json(await emailChange.confirmEmailChange(ctx.services.accounts, input));
});
