/**
 * The OpenID provider of the e2e journeys (web/playwright.config.ts starts it): on
 * OIDC_TEST_PORT, sending people back to OIDC_TEST_REDIRECT_URI. Anyone may sign in under any
 * name, as <name>@sso.example.com, verified — unless the name starts with "unverified".
 */
import { startOpenIdProvider } from './openid-provider.js';

const provider = await startOpenIdProvider({
  port: Number(process.env.OIDC_TEST_PORT),
  redirectUris: [String(process.env.OIDC_TEST_REDIRECT_URI)],
  clientId: process.env.OIDC_TEST_CLIENT_ID,
  clientSecret: process.env.OIDC_TEST_CLIENT_SECRET,
  people: (login) =>
    login
      ? { email: `${login}@sso.example.com`, email_verified: !login.startsWith('unverified'), name: login }
      : undefined,
});
process.stdout.write(`OpenID provider at ${provider.issuer}\n`);
process.on('SIGTERM', () => void provider.close().then(() => process.exit(0)));
