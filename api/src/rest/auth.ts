/** REST /api/v1/auth/* (docs/product.md §7), thin over api/src/auth. */
import { signUpOptions } from '../admin/invitations.js';
import * as accounts from '../auth/accounts.js';
import { deleteSession, rotateSession } from '../auth/sessions.js';
import { loginInput, registerInput, resetPasswordInput } from '../auth/rules.js';
import { linkInput, SignInLinkSent, signInWithLink } from '../auth/sign-in-links.js';
import type { Context } from '../context/context.js';
import { parseInput } from '../errors/parse-input.js';
import { requireViewer } from '../http/request-context.js';
import { manageAccount } from './access.js';
import { readJsonObject } from './http-json.js';
import { snakeBody } from './wire-input.js';
import { restRouter } from './router.js';
import { userJson } from './shapes.js';

export const authRoutes = restRouter();

const signedInJson = (s: { user: accounts.SignedIn['user']; token: string; session: { expiresAt: Date } }) => ({
  user: userJson(s.user),
  token: s.token,
  token_type: 'bearer',
  expires_at: s.session.expiresAt.toISOString(),
});

/** The session cookie, and the known-device cookie (auth/known-devices.ts). */
function setCookies(ctx: Context, signed: accounts.SignedIn) {
  ctx.cookies.setSession(signed.token, signed.session.expiresAt);
  ctx.cookies.setDevice(signed.deviceToken);
}

authRoutes.post('/register', async (c) => {
  const ctx = c.var.ctx;
  const body = await readJsonObject(c);
  // Its one name of two words is taken as display_name or, as it always was, displayName.
  const input = parseInput(registerInput, { ...body, displayName: body.display_name ?? body.displayName });
  const signed = await accounts.register(ctx.services.accounts, input, ctx.client);
  // Approval: the account waits for the admin, and nobody is signed in yet (api/src/admin/).
  if (signed instanceof accounts.SignUpPending) return c.json({ pending: true, message: signed.message }, 202);
  setCookies(ctx, signed);
  return c.json(signedInJson(signed), 201);
});

/** 200 and a session; or 202 when a sign-in link was mailed instead (auth/sign-in-links.ts). */
authRoutes.post('/login', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(loginInput), await readJsonObject(c));
  const signed = await accounts.login(ctx.services.accounts, input, ctx.client);
  if (signed instanceof SignInLinkSent) return c.json({ sign_in_link_sent: true, message: signed.message }, 202);
  setCookies(ctx, signed);
  return c.json(signedInJson(signed));
});

/** Follows a mailed sign-in link: `{token}` → 200 and a session, or 400. */
authRoutes.post('/sign-in-link', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(linkInput), await readJsonObject(c));
  const signed = await signInWithLink(ctx.services.accounts, input, ctx.client);
  setCookies(ctx, signed);
  return c.json(signedInJson(signed));
});

/** Public: the sign-up policy, and whether `?invitation=` names a link that works (api/src/admin/). */
authRoutes.get('/sign-up-options', async (c) => {
  const ctx = c.var.ctx;
  const options = await signUpOptions(ctx.db, ctx.services.config, c.req.query('invitation'));
  return c.json({ policy: options.policy, invitation_valid: options.invitationValid });
});

authRoutes.get('/me', (c) => c.json(userJson(requireViewer(c.var.ctx))));

// Rotating a token is account management: a token could otherwise shut out the owner's copy.
authRoutes.post('/refresh', manageAccount, async (c) => {
  const ctx = c.var.ctx;
  const user = requireViewer(ctx);
  const rotated = await rotateSession(ctx.services.sessions, ctx.session!.id);
  ctx.cookies.setSession(rotated.token, rotated.session.expiresAt);
  return c.json(signedInJson({ ...rotated, user }));
});

authRoutes.post('/logout', async (c) => {
  const ctx = c.var.ctx;
  if (ctx.session) await deleteSession(ctx.services.sessions, ctx.session.id);
  ctx.cookies.clearSession();
  return c.json({ message: 'Logged out' });
});

authRoutes.post('/check-username', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(accounts.usernameCheck), await readJsonObject(c));
  return c.json(await accounts.checkUsername(ctx.services.accounts, input, ctx.client));
});

authRoutes.post('/check-email', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(accounts.emailInput), await readJsonObject(c));
  return c.json(await accounts.checkEmail(ctx.services.accounts, input, ctx.client));
});

authRoutes.post('/forgot-password', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(accounts.emailInput), await readJsonObject(c));
  return c.json(await accounts.requestPasswordReset(ctx.services.accounts, input, ctx.client));
});

authRoutes.post('/reset-password', async (c) => {
  const ctx = c.var.ctx;
  const input = parseInput(snakeBody(resetPasswordInput), await readJsonObject(c));
  return c.json(await accounts.resetPassword(ctx.services.accounts, input));
});
