/** REST /api/v1/auth/* (docs/product.md §7), thin over api/src/auth. */
import { z } from 'zod';
import { signUpOptions } from '../admin/invitations.js';
import { SIGNUP_POLICIES } from '../admin/signup-policy.js';
import * as accounts from '../auth/accounts.js';
import { deleteSession, rotateSession } from '../auth/sessions.js';
import { loginInput, registerInput, resetPasswordInput } from '../auth/rules.js';
import { linkInput, SignInLinkSent, signInWithLink } from '../auth/sign-in-links.js';
import type { Context } from '../context/context.js';
import { parseInput } from '../errors/parse-input.js';
import { requireViewer } from '../http/request-context.js';
import { isoTime } from '../limits/dates.js';
import { manageAccount } from './access.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { snakeBody } from './wire-input.js';
import { restRouter } from './router.js';
import { MessageJson, UserJson, userJson } from './shapes.js';

export const authRoutes = restRouter();
const describe = describer('Auth');

const SignedInJson = z
  .object({ user: UserJson, token: z.string(), token_type: z.literal('bearer'), expires_at: isoTime })
  .meta({ id: 'SignedIn', description: 'A session: its token also works as `Authorization: Bearer`.' });

const signedInJson = (s: {
  user: accounts.SignedIn['user'];
  token: string;
  session: { expiresAt: Date };
}): z.output<typeof SignedInJson> => ({
  user: userJson(s.user),
  token: s.token,
  token_type: 'bearer',
  expires_at: s.session.expiresAt.toISOString(),
});

const AvailabilityJson = z.object({ available: z.boolean(), message: z.string().nullable() });
const UsernameCheckJson = AvailabilityJson.extend({ username: z.string() });
const EmailCheckJson = AvailabilityJson.extend({ email: z.string() });
const SignUpOptionsJson = z.object({
  policy: z.enum(SIGNUP_POLICIES),
  invitation_valid: z.boolean().nullable().meta({ description: 'Whether `?invitation=` works; null without one.' }),
});

/** The session cookie, and the known-device cookie (auth/known-devices.ts). */
function setCookies(ctx: Context, signed: accounts.SignedIn) {
  ctx.cookies.setSession(signed.token, signed.session.expiresAt);
  ctx.cookies.setDevice(signed.deviceToken);
}

const SESSION_SET = 'Signed in: the session cookie is set, and the token works as a bearer token.';

authRoutes.post(
  '/register',
  describe({
    summary: 'Sign up',
    description:
      '`display_name` may also be sent as `displayName`. Under approval (the admin’s sign-up policy) the account waits: 202.',
    access: 'anyone',
    body: snakeBody(registerInput),
    responses: {
      201: { description: SESSION_SET, json: SignedInJson },
      202: {
        description: 'The account waits for an admin’s approval; nobody is signed in.',
        json: z.object({ pending: z.literal(true), message: z.string() }),
      },
    },
    errors: [403, 409, 429],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const body = await readJsonObject(c);
    // Its one name of two words is taken as display_name or, as it always was, displayName.
    const input = parseInput(registerInput, { ...body, displayName: body.display_name ?? body.displayName });
    const signed = await accounts.register(ctx.services.accounts, input, ctx.client);
    // Approval: the account waits for the admin, and nobody is signed in yet (api/src/admin/).
    if (signed instanceof accounts.SignUpPending) return c.json({ pending: true, message: signed.message }, 202);
    setCookies(ctx, signed);
    return c.json(signedInJson(signed), 201);
  },
);

const loginBody = snakeBody(loginInput);

/** 200 and a session; or 202 when a sign-in link was mailed instead (auth/sign-in-links.ts). */
authRoutes.post(
  '/login',
  describe({
    summary: 'Sign in',
    description: 'From a device Duet does not know, a sign-in link may be mailed instead (202).',
    access: 'anyone',
    body: loginBody,
    responses: {
      200: { description: SESSION_SET, json: SignedInJson },
      202: {
        description: 'A sign-in link was mailed; follow it with POST /auth/sign-in-link.',
        json: z.object({ sign_in_link_sent: z.literal(true), message: z.string() }),
      },
    },
    errors: [401, 403, 429],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(loginBody, await readJsonObject(c));
    const signed = await accounts.login(ctx.services.accounts, input, ctx.client);
    if (signed instanceof SignInLinkSent) return c.json({ sign_in_link_sent: true, message: signed.message }, 202);
    setCookies(ctx, signed);
    return c.json(signedInJson(signed));
  },
);

const linkBody = snakeBody(linkInput);

/** Follows a mailed sign-in link: `{token}` → 200 and a session, or 400. */
authRoutes.post(
  '/sign-in-link',
  describe({
    summary: 'Follow a mailed sign-in link',
    access: 'anyone',
    body: linkBody,
    responses: { 200: { description: SESSION_SET, json: SignedInJson } },
    errors: [403, 429],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(linkBody, await readJsonObject(c));
    const signed = await signInWithLink(ctx.services.accounts, input, ctx.client);
    setCookies(ctx, signed);
    return c.json(signedInJson(signed));
  },
);

/** Public: the sign-up policy, and whether `?invitation=` names a link that works (api/src/admin/). */
authRoutes.get(
  '/sign-up-options',
  describe({
    summary: 'Who may sign up',
    access: 'anyone',
    query: z.object({ invitation: z.string().optional().meta({ description: 'An invitation link’s token.' }) }),
    responses: { 200: SignUpOptionsJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const options = await signUpOptions(ctx.db, ctx.services.config, c.req.query('invitation'));
    const answer: z.output<typeof SignUpOptionsJson> = {
      policy: options.policy,
      invitation_valid: options.invitationValid,
    };
    return c.json(answer);
  },
);

authRoutes.get('/me', describe({ summary: 'Who you are', access: 'signedIn', responses: { 200: UserJson } }), (c) =>
  c.json(userJson(requireViewer(c.var.ctx))),
);

// Rotating a token is account management: a token could otherwise shut out the owner's copy.
authRoutes.post(
  '/refresh',
  describe({
    summary: 'A new session token for this one',
    description: 'The old token stops working; the cookie is set to the new one.',
    access: 'account',
    responses: { 200: SignedInJson },
  }),
  manageAccount,
  async (c) => {
    const ctx = c.var.ctx;
    const user = requireViewer(ctx);
    const rotated = await rotateSession(ctx.services.sessions, ctx.session!.id);
    ctx.cookies.setSession(rotated.token, rotated.session.expiresAt);
    return c.json(signedInJson({ ...rotated, user }));
  },
);

authRoutes.post(
  '/logout',
  describe({
    summary: 'Sign out',
    description: 'Ends the session (its token stops working) and clears the cookie; without one, nothing to end.',
    access: 'optional',
    responses: { 200: MessageJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    if (ctx.session) await deleteSession(ctx.services.sessions, ctx.session.id);
    ctx.cookies.clearSession();
    return c.json({ message: 'Logged out' } satisfies z.output<typeof MessageJson>);
  },
);

const usernameBody = snakeBody(accounts.usernameCheck);
const emailBody = snakeBody(accounts.emailInput);

authRoutes.post(
  '/check-username',
  describe({
    summary: 'Whether a username is free',
    description: 'A username that breaks a rule is not available; the message says which.',
    access: 'anyone',
    body: usernameBody,
    responses: { 200: UsernameCheckJson },
    errors: [429],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(usernameBody, await readJsonObject(c));
    const answer: z.output<typeof UsernameCheckJson> = await accounts.checkUsername(
      ctx.services.accounts,
      input,
      ctx.client,
    );
    return c.json(answer);
  },
);

authRoutes.post(
  '/check-email',
  describe({
    summary: 'Whether an e-mail address is free',
    access: 'anyone',
    body: emailBody,
    responses: { 200: EmailCheckJson },
    errors: [429],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(emailBody, await readJsonObject(c));
    const answer: z.output<typeof EmailCheckJson> = await accounts.checkEmail(ctx.services.accounts, input, ctx.client);
    return c.json(answer);
  },
);

authRoutes.post(
  '/forgot-password',
  describe({
    summary: 'Mail a link to choose a new password',
    description: 'The same answer whether or not the address has an account.',
    access: 'anyone',
    body: emailBody,
    responses: { 200: MessageJson },
    errors: [429],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(emailBody, await readJsonObject(c));
    const answer: z.output<typeof MessageJson> = await accounts.requestPasswordReset(
      ctx.services.accounts,
      input,
      ctx.client,
    );
    return c.json(answer);
  },
);

const resetBody = snakeBody(resetPasswordInput);

authRoutes.post(
  '/reset-password',
  describe({
    summary: 'Choose a new password with the mailed link’s token',
    description: 'Every session of the account ends.',
    access: 'anyone',
    body: resetBody,
    responses: { 200: MessageJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(resetBody, await readJsonObject(c));
    const answer: z.output<typeof MessageJson> = await accounts.resetPassword(ctx.services.accounts, input);
    return c.json(answer);
  },
);
