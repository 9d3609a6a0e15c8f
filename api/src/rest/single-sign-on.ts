/**
 * REST for single sign-on (docs/product.md §7), thin over api/src/auth/single-sign-on.ts:
 * GET /api/v1/auth/options says which ways in exist; /oidc/start sends the browser to the
 * provider; /oidc/callback signs it in and sends it on, or back to the sign-in page with a code.
 */
import { signInOptions, SsoFailure } from '../auth/single-sign-on.js';
import { readCookie, SSO_FLOW_COOKIE } from '../http/cookies.js';
import { restRouter } from './router.js';

export const singleSignOnRoutes = restRouter();

const failed = (code: string) => `/accounts/login?sso_error=${encodeURIComponent(code)}`;

singleSignOnRoutes.get('/options', (c) => {
  const options = signInOptions(c.var.ctx.config.sso);
  return c.json({
    password_sign_in: options.passwordSignIn,
    registration: options.registration,
    single_sign_on: options.singleSignOn && {
      name: options.singleSignOn.name,
      start_url: options.singleSignOn.startUrl,
    },
  });
});

/** `?next=/path`: where to land afterwards (a path on this site, else home). */
singleSignOnRoutes.get('/oidc/start', async (c) => {
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
});

singleSignOnRoutes.get('/oidc/callback', async (c) => {
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
});
