/**
 * A real OpenID provider on 127.0.0.1 (oidc-provider, the certified implementation) for single
 * sign-on tests (api/test/single-sign-on.test.ts and the e2e journey): one confidential client,
 * the people the test names (each with an e-mail, verified or not), and a minimal login page —
 * a form that signs in as the account typed and grants the scopes asked, or cancels.
 * Its store is in memory and open to the test, which can age a code past its expiry.
 */
import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Adapter, type AdapterPayload } from 'oidc-provider';

export interface ProviderPerson {
  email: string;
  email_verified: boolean;
  name?: string;
  preferred_username?: string;
}

export interface OpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Everything the provider keeps, by model (AuthorizationCode, Session, …) then id. */
  store: Map<string, Map<string, AdapterPayload>>;
  close(): Promise<void>;
}

function memoryAdapter(store: Map<string, Map<string, AdapterPayload>>) {
  return class MemoryAdapter implements Adapter {
    private readonly items: Map<string, AdapterPayload>;
    constructor(name: string) {
      this.items = store.get(name) ?? new Map();
      store.set(name, this.items);
    }
    async upsert(id: string, payload: AdapterPayload) {
      this.items.set(id, { ...payload });
    }
    async find(id: string) {
      return this.items.get(id);
    }
    async findByUserCode(code: string) {
      return [...this.items.values()].find((p) => p.userCode === code);
    }
    async findByUid(uid: string) {
      return [...this.items.values()].find((p) => p.uid === uid);
    }
    async consume(id: string) {
      const item = this.items.get(id);
      if (item) item.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      this.items.delete(id);
    }
    async revokeByGrantId(grantId: string) {
      for (const [id, p] of this.items) if (p.grantId === grantId) this.items.delete(id);
    }
  };
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head>
<body><main><h1>Test provider</h1>
<form method="post" action="/interaction/${escape(uid)}">
<label>Account <input name="login" autocomplete="off" required></label>
<button type="submit">Sign in</button>
<button type="submit" name="cancel" value="1" formnovalidate>Cancel</button>
</form></main></body></html>`;
}

/** Starts the provider; `redirectUris`: the Duet callbacks it may send people back to. */
export async function startOpenIdProvider(options: {
  /** By login name; a function answers for any name typed. */
  people: Record<string, ProviderPerson> | ((login: string) => ProviderPerson | undefined);
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
}): Promise<OpenIdProvider> {
  const store = new Map<string, Map<string, AdapterPayload>>();
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = options.clientId ?? 'duet';
  const clientSecret = options.clientSecret ?? 'duet-test-client-secret-0123456789';
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    adapter: memoryAdapter(store),
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    cookies: { keys: ['duet-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: false } },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const { people } = options;
      const person = typeof people === 'function' ? people(id) : Object.hasOwn(people, id) ? people[id] : undefined;
      return person ? { accountId: id, claims: () => ({ sub: id, ...person }) } : undefined;
    },
  });
  const handler = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return void handler(req, res);
    void interact(provider, req, res, match[1]!).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    store,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function interact(provider: Provider, req: http.IncomingMessage, res: http.ServerResponse, uid: string) {
  const details = await provider.interactionDetails(req, res);
  if (req.method !== 'POST') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(loginPage(uid));
    return;
  }
  let raw = '';
  for await (const chunk of req) raw += chunk;
  const form = new URLSearchParams(raw);
  if (form.get('cancel')) {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'Cancelled' });
    return;
  }
  const accountId = form.get('login') ?? '';
  const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
}

/**
 * A browser's side of the provider: follows its redirects with its cookies, shows the login page
 * and posts it, and returns the address the provider finally sends the browser to (Duet's
 * callback, with its code and state).
 */
export class ProviderBrowser {
  private readonly cookies = new Map<string, string>();

  /** Opens `url` and follows redirects while they stay at the provider; the first address outside it, or the page. */
  async open(url: string, init: RequestInit = {}): Promise<{ page?: string; url?: string; leftTo?: string }> {
    let next: string | undefined = url;
    let request: RequestInit = init;
    while (next) {
      const target: URL = new URL(next);
      const response: Response = await fetch(target, {
        ...request,
        redirect: 'manual',
        headers: { ...(request.headers as Record<string, string>), cookie: this.cookieHeader() },
      });
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair!.indexOf('=');
        if (/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair!.slice(0, eq));
        else this.cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
      }
      const location = response.headers.get('location');
      if (!location) return { page: await response.text(), url: target.href };
      await response.body?.cancel();
      const resolved = new URL(location, target);
      if (resolved.origin !== target.origin) return { leftTo: resolved.href };
      next = resolved.href;
      request = {};
    }
    return {};
  }

  /** Posts the login page's form at `pageUrl` (the interaction) as `login`, or cancels. */
  async submit(pageUrl: string, fields: Record<string, string>) {
    return this.open(pageUrl, {
      method: 'POST',
      body: new URLSearchParams(fields).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}
