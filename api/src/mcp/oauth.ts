/**
 * Signing in to an MCP server that asks for OAuth (the MCP authorization flow, with the official
 * SDK's client side: discovery, dynamic registration, PKCE, tokens and their refresh). What a
 * server's sign-in needs is kept on its row, sealed with the server secret: the registration, the
 * tokens and the verifier. The person is sent to the server's sign-in page (signInUrl) and comes
 * back to Duet's callback (rest/tools.ts) with a code and the `state` that finds the server again,
 * theirs only. Every request goes through the SSRF-safe fetch (net/safe-request.ts).
 */
import { randomBytes } from 'node:crypto';
import { auth, type OAuthClientProvider } from '@modelcontextprotocol/sdk/client/auth.js';
import type { OAuthClientInformationMixed, OAuthTokens } from '@modelcontextprotocol/sdk/shared/auth.js';
import type { Db } from '../db/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { safeRequest } from '../net/safe-request.js';
import type { SecretBox } from '../secrets/secret-box.js';
import { said } from '../words/said.js';

/** What a server's sign-in keeps (sealed in McpServer.authCipher). */
interface Stored {
  client?: OAuthClientInformationMixed;
  tokens?: OAuthTokens;
  verifier?: string;
}

export interface OAuthDeps {
  db: Db;
  box: SecretBox;
  allowHosts: readonly string[];
  toolTimeoutMs: number;
  /** Where Duet is reached (PUBLIC_URL): its callback is under it. */
  publicUrl: string;
}

const NO_SIGN_IN = said(
  /*i18n*/ {
    id: 'error.mcp.no-sign-in',
    message: 'No sign-in is under way for this tool server. Start again from Settings › Tools.',
  },
);

/** Duet's callback for MCP sign-ins. */
const oauthCallbackUrl = (publicUrl: string) => `${publicUrl}/api/v1/tools/oauth/callback`;

const oauthFetch = (deps: Pick<OAuthDeps, 'allowHosts' | 'toolTimeoutMs'>) =>
  safeRequest({ allowHosts: deps.allowHosts, maxBytes: 1024 * 1024, timeoutMs: deps.toolTimeoutMs });

/** A server row's OAuth, as the SDK asks for it; what it learns is written back to the row. */
class ServerOAuth implements OAuthClientProvider {
  /** Where the person signs in, once the SDK asked for it. */
  authorizationUrl: URL | null = null;
  private stored: Stored;

  constructor(
    private readonly deps: OAuthDeps,
    private readonly serverId: string,
    sealed: string | null,
    private stateValue: string | null = null,
  ) {
    const opened = sealed ? deps.box.open(sealed) : null;
    try {
      this.stored = opened ? (JSON.parse(opened) as Stored) : {};
    } catch {
      this.stored = {};
    }
  }

  /** It has signed in before (its calls carry a token, refreshed when it runs out). */
  get signedIn(): boolean {
    return this.stored.tokens !== undefined;
  }

  get redirectUrl() {
    return oauthCallbackUrl(this.deps.publicUrl);
  }

  get clientMetadata() {
    return {
      client_name: 'Duet',
      redirect_uris: [this.redirectUrl],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  state(): string {
    this.stateValue ??= randomBytes(24).toString('base64url');
    return this.stateValue;
  }

  clientInformation() {
    return this.stored.client;
  }

  async saveClientInformation(client: OAuthClientInformationMixed) {
    this.stored.client = client;
    await this.save();
  }

  tokens() {
    return this.stored.tokens;
  }

  async saveTokens(tokens: OAuthTokens) {
    this.stored.tokens = tokens;
    await this.save();
  }

  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }

  async saveCodeVerifier(verifier: string) {
    this.stored.verifier = verifier;
    await this.save();
  }

  codeVerifier(): string {
    if (!this.stored.verifier) throw new NotFoundError(NO_SIGN_IN);
    return this.stored.verifier;
  }

  async invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery') {
    if (scope === 'all' || scope === 'client') delete this.stored.client;
    if (scope === 'all' || scope === 'tokens') delete this.stored.tokens;
    if (scope === 'all' || scope === 'verifier') delete this.stored.verifier;
    await this.save();
  }

  private async save() {
    await this.deps.db.mcpServer.update({
      where: { id: this.serverId },
      data: { authCipher: this.deps.box.seal(JSON.stringify(this.stored)) },
    });
  }
}

/** The OAuth of a server that has signed in, for its calls; undefined for one that uses headers only. */
export function signedInOAuth(
  deps: OAuthDeps,
  row: { id: string; authCipher: string | null },
): ServerOAuth | undefined {
  const oauth = new ServerOAuth(deps, row.id, row.authCipher);
  return oauth.signedIn ? oauth : undefined;
}

/**
 * A server answered 401: if it speaks the MCP authorization flow, a sign-in starts (Duet registers
 * itself if need be) and the row keeps where the person signs in. Returns that address, or null
 * when the server offers no OAuth (its headers are what is wrong).
 */
export async function startSignIn(
  deps: OAuthDeps,
  row: { id: string; url: string; authCipher: string | null },
): Promise<string | null> {
  const oauth = new ServerOAuth(deps, row.id, row.authCipher);
  try {
    await auth(oauth, { serverUrl: row.url, fetchFn: oauthFetch(deps) });
  } catch {
    return null;
  }
  // The address comes from the server's metadata: only a web page is offered as a link.
  const url = oauth.authorizationUrl;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  await deps.db.mcpServer.update({
    where: { id: row.id },
    data: { authState: oauth.state(), signInUrl: url.href },
  });
  return url.href;
}

/** The person came back from signing in: the code becomes tokens; returns the server's id. */
export async function finishSignIn(deps: OAuthDeps, userId: string, state: string, code: string): Promise<string> {
  const row =
    state && state.length <= 200 ? await deps.db.mcpServer.findFirst({ where: { authState: state, userId } }) : null;
  if (!row) throw new NotFoundError(NO_SIGN_IN);
  const oauth = new ServerOAuth(deps, row.id, row.authCipher, state);
  let result;
  try {
    result = await auth(oauth, {
      serverUrl: row.url,
      authorizationCode: code.slice(0, 2000),
      fetchFn: oauthFetch(deps),
    });
  } catch (error) {
    const why =
      error instanceof Error
        ? error.message.slice(0, 200)
        : said(/*i18n*/ { id: 'error.mcp.sign-in-failed-why', message: 'it failed' });
    throw ValidationError.of(
      'code',
      said(
        /*i18n*/ {
          id: 'error.mcp.sign-in-incomplete',
          message: 'Signing in to {name} did not complete ({why}). Start again from Settings › Tools.',
        },
        { name: row.name, why },
      ),
    );
  }
  if (result !== 'AUTHORIZED') throw new NotFoundError(NO_SIGN_IN);
  await deps.db.mcpServer.update({ where: { id: row.id }, data: { authState: null, signInUrl: null } });
  return row.id;
}
