/**
 * Single sign-on with an OpenID Connect provider the operator configured (OIDC_*: Keycloak,
 * Authentik, Entra ID, Google…), by openid-client: the authorization code flow with PKCE, state
 * and nonce. What the flow must remember between leaving and coming back (the PKCE verifier,
 * state, nonce and the page to return to) travels sealed (secrets/secret-box.ts) in a short-lived
 * cookie the adapter sets; nothing is stored until the provider vouches for the person.
 * Who they are in Duet: sso-identities.ts. docs/decisions/single-sign-on.md says why.
 */
import * as oidc from 'openid-client';
import type { SsoSettings } from '../config.js';
import type { Logger } from '../logging/logger.js';
import type { SecretBox } from '../secrets/secret-box.js';
import type { AccountDeps } from './account-deps.js';
import { signInUser, type ClientInfo, type SignedIn } from './sessions.js';
import { SsoFailure, userForIdentity } from './sso-identities.js';

export { SsoFailure, ssoFailureMessage, type SsoFailureCode } from './sso-identities.js';

/** Where the provider sends the browser back (under PUBLIC_URL). */
export const SSO_CALLBACK_PATH = '/api/v1/auth/oidc/callback';
/** How long a person may take at the provider. */
export const SSO_FLOW_TTL_MS = 10 * 60 * 1000;
const SCOPE = 'openid email profile';

export interface SingleSignOnDeps {
  accounts: AccountDeps;
  settings: SsoSettings;
  publicUrl: string;
  /** Seals the flow's cookie (purpose "sso-flow"). */
  box: SecretBox;
  logger: Logger;
}

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  next: string;
  expiresAt: number;
}

/**
 * The page to land on after signing in: a path on this site only. Anything else (another
 * origin, `//host`, a backslash, a control character, not a string) is the home page.
 */
export function safeNext(next: string | undefined): string {
  if (next === undefined || next.length > 2000 || !next.startsWith('/')) return '/';
  if (next.startsWith('//') || next.includes('\\') || [...next].some((ch) => ch <= ' ' || ch === '\u007f')) return '/';
  const base = 'http://duet.invalid';
  const url = new URL(next, base);
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : '/';
}

export class SingleSignOn {
  private discovered?: Promise<oidc.Configuration>;

  constructor(private readonly deps: SingleSignOnDeps) {}

  get name(): string {
    return this.deps.settings.name;
  }

  get redirectUri(): string {
    return `${this.deps.publicUrl}${SSO_CALLBACK_PATH}`;
  }

  /** The provider's address to send the browser to, and the sealed flow for the cookie. */
  async start(next: string | undefined): Promise<{ url: string; flow: string }> {
    const configuration = await this.configuration();
    const verifier = oidc.randomPKCECodeVerifier();
    const flow: Flow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      verifier,
      next: safeNext(next),
      expiresAt: Date.now() + SSO_FLOW_TTL_MS,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url: url.href, flow: this.deps.box.seal(JSON.stringify(flow)) };
  }

  /**
   * The provider sent the browser back with `params` (the callback's query). Checks the flow's
   * cookie, the state, the code (with the PKCE verifier) and the ID token's nonce, then signs the
   * person in. SsoFailure for anything that went wrong, with a code the sign-in page explains.
   */
  async finish(
    params: URLSearchParams,
    sealedFlow: string | undefined,
    client: ClientInfo = {},
  ): Promise<{ signed: SignedIn; next: string }> {
    const flow = this.openFlow(sealedFlow);
    if (params.get('state') !== flow.state) throw new SsoFailure('state');
    const error = params.get('error');
    if (error) throw new SsoFailure(error === 'access_denied' ? 'denied' : 'rejected');
    const configuration = await this.configuration();
    const current = new URL(this.redirectUri);
    current.search = params.toString();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (cause) {
      this.deps.logger.warn({ err: cause }, 'single sign-on: the provider did not accept the code');
      throw new SsoFailure(isUnreachable(cause) ? 'unavailable' : 'rejected', { cause });
    }
    const claims = tokens.claims()!;
    let profile: Record<string, unknown> = claims;
    if (claims.email === undefined && tokens.access_token) {
      profile = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub).catch((cause: unknown) => {
        throw new SsoFailure('unavailable', { cause });
      });
    }
    const user = await userForIdentity(this.deps.accounts, {
      issuer: configuration.serverMetadata().issuer,
      subject: claims.sub,
      email: profile.email,
      emailVerified: profile.email_verified,
      name: profile.name,
      preferredUsername: profile.preferred_username,
      chosenLocale: client.chosenLocale,
    });
    if (user.status !== 'active') throw new SsoFailure(user.status === 'pending' ? 'pending' : 'account-disabled');
    const signed = await signInUser(
      { db: this.deps.accounts.db, ttlMs: this.deps.accounts.config.session.ttlMs },
      user,
      client,
    );
    return { signed, next: flow.next };
  }

  private openFlow(sealed: string | undefined): Flow {
    const opened = sealed ? this.deps.box.open(sealed) : null;
    const flow = opened ? (JSON.parse(opened) as Flow) : null;
    if (!flow || flow.expiresAt <= Date.now()) throw new SsoFailure('expired');
    return flow;
  }

  /** The provider's discovery document, read once (again after a failure). */
  private configuration(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.deps.settings;
    this.discovered ??= oidc
      .discovery(
        new URL(issuer),
        clientId,
        undefined,
        clientSecret ? oidc.ClientSecretBasic(clientSecret) : oidc.None(),
        // config.ts allows plain http only for an issuer on this machine.
        { execute: new URL(issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : [], timeout: 10 },
      )
      .catch((cause: unknown) => {
        this.discovered = undefined;
        this.deps.logger.warn({ err: cause }, 'single sign-on: could not read the provider');
        throw new SsoFailure('unavailable', { cause });
      });
    return this.discovered;
  }
}

function isUnreachable(error: unknown): boolean {
  return error instanceof TypeError || (error as { cause?: { code?: string } })?.cause?.code === 'ECONNREFUSED';
}

/** What the sign-in page offers: passwords and the sign-up form unless SSO only; the provider's button. */
export interface SignInOptions {
  passwordSignIn: boolean;
  registration: boolean;
  singleSignOn: { name: string; startUrl: string } | null;
}

export function signInOptions(settings: SsoSettings | null): SignInOptions {
  return {
    passwordSignIn: !settings?.only,
    registration: !settings?.only,
    singleSignOn: settings ? { name: settings.name, startUrl: '/api/v1/auth/oidc/start' } : null,
  };
}
