/**
 * REST /api/v1/account (docs/product.md §7): going on from onboarding, the theme, the language, personal
 * instructions, the e-mail and deleting the account, thin over api/src/auth (theme.ts, locale.ts, email-change.ts, delete-account.ts) and
 * api/src/personalisation/instructions.ts. The e-mail and the deletion are
 * account management: an access token is refused (rest/access.ts). Following the mailed link
 * (`POST email/confirm`) needs no credential: the link is the proof.
 */
import { accountDeletion, deleteAccount, deletionDepsOf } from '../auth/delete-account.js';
import * as emailChange from '../auth/email-change.js';
import { LOCALES } from '../../../common/locales.js';
import { localeInput, localeOf, setLocale } from '../auth/locale.js';
import { setTheme, THEMES, themeInput, themeOf } from '../auth/theme.js';
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
import { z } from 'zod';
import { isoTime } from '../limits/dates.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { MessageJson, UserJson, userJson } from './shapes.js';
import { snakeBody } from './wire-input.js';
import { restRouter } from './router.js';

export const accountRoutes = restRouter();
const describe = describer('Account');

const PendingJson = z
  .object({ email: z.string(), expires_at: isoTime })
  .nullable()
  .meta({ description: 'The new address waiting for its link to be followed; null: none.' });
const EmailJson = z.object({ email: z.string(), pending: PendingJson });
const EmailSentJson = EmailJson.extend({ message: z.string() });
const ThemeJson = z.object({ theme: z.enum(THEMES) });
const LocaleJson = z.object({
  locale: z.enum(LOCALES).nullable().meta({ description: "The language chosen; null: the browser's." }),
});
const InstructionsJson = z.object({
  about: z.string().nullable().meta({ description: 'What should Duet know about you?' }),
  style: z.string().nullable().meta({ description: 'How should Duet answer?' }),
  max_length: z.number().int().meta({ description: 'The most characters each may have.' }),
});

const pendingJson = (pending: emailChange.PendingEmailChange | null): z.output<typeof PendingJson> =>
  pending && { email: pending.email, expires_at: pending.expiresAt.toISOString() };

/** The answer once a link is sent: the address in use, the change that waits, and where the link went. */
const emailSent = (email: string, pending: emailChange.PendingEmailChange): z.output<typeof EmailSentJson> => ({
  email,
  pending: pendingJson(pending),
  message: `We sent a link to ${pending.email}`,
});

const themeBody = snakeBody(themeInput);
const localeBody = snakeBody(localeInput);
const instructionsBody = snakeBody(instructionsInput);
const confirmBody = snakeBody(emailChange.emailChangeLink);

/** DELETE /account {password?}: everything goes; the session cookie is cleared. */
accountRoutes.delete(
  '/',
  describe({
    summary: 'Delete your account and everything in it',
    description:
      'Confirmed by the password, or by a recent sign-in when the account has none; the session cookie is cleared. The last admin cannot leave while others remain (409).',
    access: 'account',
    body: accountDeletion,
    responses: { 200: z.object({ deleted: z.literal(true), message: z.string() }) },
    errors: [409, 429],
  }),
  manageAccount,
  async (c) => {
    const ctx = c.var.ctx;
    const user = requireViewer(ctx);
    const body = await readJsonObject(c);
    const input = parseInput(accountDeletion, { password: body.password });
    const done = await deleteAccount(deletionDepsOf(ctx.services), user, ctx.session, input);
    ctx.cookies.clearSession();
    return c.json({ deleted: true as const, message: done.message });
  },
);

/** POST /account/onboarding/finish → the user: on to the private chat, whatever the profile lacks. */
accountRoutes.post(
  '/onboarding/finish',
  describe({ summary: 'Finish onboarding', access: 'signedIn', responses: { 200: UserJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    const user = requireViewer(ctx);
    await finishOnboarding(ctx.db, user.id);
    return c.json(userJson(await ctx.db.user.findUniqueOrThrow({ where: { id: user.id } })));
  },
);

/** PUT /account/theme {theme: light | dark | system} → {theme}. */
accountRoutes.put(
  '/theme',
  describe({ summary: 'Choose the theme', access: 'signedIn', body: themeBody, responses: { 200: ThemeJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    const user = requireViewer(ctx);
    const saved = await setTheme(ctx.db, user.id, parseInput(themeBody, await readJsonObject(c)));
    return c.json({ theme: themeOf(saved.theme) } satisfies z.output<typeof ThemeJson>);
  },
);

/** PUT /account/locale {locale: a tag Duet speaks, or null to follow the browser} → {locale}. */
accountRoutes.put(
  '/locale',
  describe({
    summary: 'Choose the language',
    description:
      "A tag Duet speaks (en, de, es, fr, pt-BR, ja, ar), or null to follow the browser's. E-mails and the offline brain use it; the model is told it. Any other tag is refused (400) and nothing changes.",
    access: 'signedIn',
    body: localeBody,
    responses: { 200: LocaleJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const user = requireViewer(ctx);
    const saved = await setLocale(ctx.db, user.id, parseInput(localeBody, await readJsonObject(c)));
    return c.json({ locale: localeOf(saved.locale) } satisfies z.output<typeof LocaleJson>);
  },
);

const instructionsJson = (i: PersonalInstructions): z.output<typeof InstructionsJson> => ({
  about: i.about,
  style: i.style,
  max_length: INSTRUCTIONS_MAX_CHARS,
});

/** GET /account/instructions → {about, style, max_length}: the personal instructions. */
accountRoutes.get(
  '/instructions',
  describe({ summary: 'Your personal instructions', access: 'signedIn', responses: { 200: InstructionsJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    const user = requireViewer(ctx);
    return c.json(instructionsJson(await personalInstructions(ctx.db, user.id)));
  },
);

/** PUT /account/instructions {about?, style?} → the same: one left out stays, an empty one is cleared. */
accountRoutes.put(
  '/instructions',
  describe({
    summary: 'Change your personal instructions',
    description: 'One left out stays as it is; an empty one is cleared.',
    access: 'signedIn',
    body: instructionsBody,
    responses: { 200: InstructionsJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const user = requireViewer(ctx);
    const input = parseInput(instructionsBody, await readJsonObject(c));
    return c.json(instructionsJson(await setPersonalInstructions(ctx.db, user.id, input)));
  },
);

/** GET /account/email → {email, pending: {email, expires_at} | null}. */
accountRoutes.get(
  '/email',
  describe({ summary: 'Your e-mail address, and a change waiting', access: 'account', responses: { 200: EmailJson } }),
  manageAccount,
  async (c) => {
    const ctx = c.var.ctx;
    const user = requireViewer(ctx);
    const pending = await emailChange.pendingEmailChange(ctx.services.accounts, user.id);
    return c.json({ email: user.email, pending: pendingJson(pending) } satisfies z.output<typeof EmailJson>);
  },
);

/** POST /account/email {email, password?} → 202: a link went to the new address; nothing changed yet. */
accountRoutes.post(
  '/email',
  describe({
    summary: 'Change your e-mail address',
    description: 'A link goes to the new address; nothing changes until it is followed (POST /account/email/confirm).',
    access: 'account',
    body: emailChange.emailChangeRequest,
    responses: { 202: { description: 'The link was sent.', json: EmailSentJson } },
    errors: [409, 429, 503],
  }),
  manageAccount,
  async (c) => {
    const ctx = c.var.ctx;
    const user = requireViewer(ctx);
    const body = await readJsonObject(c);
    const input = parseInput(emailChange.emailChangeRequest, { email: body.email, password: body.password });
    const pending = await emailChange.requestEmailChange(ctx.services.accounts, user, ctx.session, input, ctx.locale);
    return c.json(emailSent(user.email, pending), 202);
  },
);

/** POST /account/email/resend → 202: a new link for the waiting change (404 when none waits). */
accountRoutes.post(
  '/email/resend',
  describe({
    summary: 'Send the link again',
    description: 'A new link for the change that waits; 404 when none does.',
    access: 'account',
    responses: { 202: { description: 'The link was sent.', json: EmailSentJson } },
    errors: [404, 429, 503],
  }),
  manageAccount,
  async (c) => {
    const ctx = c.var.ctx;
    const user = requireViewer(ctx);
    const pending = await emailChange.resendEmailChange(ctx.services.accounts, user, ctx.locale);
    return c.json(emailSent(user.email, pending), 202);
  },
);

/** DELETE /account/email: the waiting change is dropped (its link stops working). */
accountRoutes.delete(
  '/email',
  describe({
    summary: 'Drop the change that waits',
    description: 'Its link stops working.',
    access: 'account',
    responses: { 200: EmailJson },
  }),
  manageAccount,
  async (c) => {
    const ctx = c.var.ctx;
    const user = requireViewer(ctx);
    await emailChange.cancelEmailChange(ctx.services.accounts, user.id);
    return c.json({ email: user.email, pending: null } satisfies z.output<typeof EmailJson>);
  },
);

/** POST /account/email/confirm {token} → {email, message}: the mailed link, used once. */
accountRoutes.post(
  '/email/confirm',
  describe({
    summary: 'Follow the mailed link: the new address becomes yours',
    description: 'No credential: the link is the proof. It works once.',
    access: 'anyone',
    body: confirmBody,
    responses: { 200: MessageJson.extend({ email: z.string() }) },
    errors: [409],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(confirmBody, await readJsonObject(c));
    const answer: { email: string; message: string } = await emailChange.confirmEmailChange(
      ctx.services.accounts,
      input,
      ctx.locale,
    );
    return c.json(answer);
  },
);
