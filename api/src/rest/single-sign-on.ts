/**
 * REST for single sign-on (docs/product.md §7), thin over api/src/auth/single-sign-on.ts:
 * GET /api/v1/auth/options says which ways in exist; /oidc/start sends the browser to the
 * provider; /oidc/callback signs it in and sends it on, or back to the sign-in page with a code.
 */
import { signInOptions, SsoFailure } from '../auth/single-sign-on.js';
import { readCookie, SSO_FLOW_COOKIE } from '../http/cookies.js';
import { z } from 'zod';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';

export const singleSignOnRoutes = restRouter();
const describe = describer('Auth');

const SignInOptionsJson = z.object({
  password_sign_in: z.boolean(),
  registration: z.boolean(),
  single_sign_on: z.object({ name: z.string(), start_url: z.string() }).nullable(),
});

const REDIRECT = {
  description: 'On to the page: `next`, or the sign-in page with `?sso_error={code}` when it failed.',
  empty: true,
  headers: { Location: 'Where the browser goes next.' },
} as const;

const failed = (code: string) => `/accounts/login?sso_error=${encodeURIComponent(code)}`;

singleSignOnRoutes.get(
  '/options',
  describe({ summary: 'The ways to sign in', access: 'anyone', responses: { 200: SignInOptionsJson } }),
  (c) => {
    const options = signInOptions(c.var.ctx.config.sso);
    const answer: z.output<typeof SignInOptionsJson> = {
      password_sign_in: options.passwordSignIn,
      registration: options.registration,
      single_sign_on: options.singleSignOn && {
        name: options.singleSignOn.name,
        start_url: options.singleSignOn.startUrl,
      },
    };
    return c.json(answer);
  },
);

/** `?next=/path`: where to land afterwards (a path on this site, else home). */
singleSignOnRoutes.get(
  '/oidc/start',
  describe({
    summary: 'Sign in with the OpenID provider (in a browser)',
    access: 'anyone',
    query: z.object({
      next: z.string().optional().meta({ description: 'A path on this site to land on afterwards.' }),
    }),
    responses: {
      302: { ...REDIRECT, description: 'To the provider, or back to the sign-in page with `?sso_error={code}`.' },
    },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const sso = ctx.services.singleSignOn;
    if (!sso) return c.redirect(failed('disabled'), 302);
    try {
      const { url, flow } = await sso.start(c.req.query('next'));
      ctx.cookies.setSsoFlow(flow);
      return c.redirect(url, 302);
    } catch (error) {
      if (error instanceof SsoFailure) return c.redirect(failed(error.code), 302);
      throw error;
    }
  },
);

singleSignOnRoutes.get(
  '/oidc/callback',
  describe({
    summary: 'Back from the OpenID provider',
    description: 'Its `code` and `state` work once; on success the session cookie is set.',
    access: 'anyone',
    responses: { 302: REDIRECT },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const sso = ctx.services.singleSignOn;
    if (!sso) return c.redirect(failed('disabled'), 302);
    // The flow is over whatever happens next: a code and state work once.
    ctx.cookies.setSsoFlow('');
    try {
      const params = new URL(c.req.url).searchParams;
      const flow = readCookie(c.req.header('cookie') ?? null, SSO_FLOW_COOKIE);
      const { signed, next } = await sso.finish(params, flow, ctx.client);
      ctx.cookies.setSession(signed.token, signed.session.expiresAt);
      ctx.cookies.setDevice(signed.deviceToken);
      return c.redirect(next, 302);
    } catch (error) {
      if (error instanceof SsoFailure) return c.redirect(failed(error.code), 302);
      throw error;
    }
  },
);
