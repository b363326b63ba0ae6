// oidc-provider ships no types: this reference brings the declarations wherever the helper is compiled (the e2e project too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./oidc-provider-module.d.ts" />
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider on this machine (`oidc-provider`, with its own RSA key),
 * standing in for Google and LinkedIn in the API and e2e tests (ADR 0017). It registers one
 * client per provider with a secret: "google" (client_secret_basic, PKCE required) and
 * "linkedin" (client_secret_post, no PKCE), both redirecting to the app's callbacks.
 *
 * Its sign-in page is a plain form where the test chooses who signs in: `sub`, `email`,
 * `email_verified` and `name` go into the ID token as given.
 */

/** Who signs in at the local provider: the claims of the ID token. */
export interface TestOidcAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestOidcProvider {
  /** `http://localhost:<port>`: the issuer of both clients. */
  issuer: string;
  /** The app's environment that points Google and LinkedIn sign-in at this provider. */
  env: Record<string, string>;
  /**
   * Play the person at the provider: open `authorizationUrl` (where the app's start route
   * redirects), sign in as `account` and return the URL the provider sends the browser back
   * to (the app's callback, with `code` and `state`, or `error`).
   */
  authorize(authorizationUrl: string, account: TestOidcAccount): Promise<URL>;
  /** How long its authorization codes live, in seconds (default 60). */
  setCodeTtl(seconds: number): void;
  close(): Promise<void>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The sign-in form: the test (or Playwright) fills it in and presses "Sign in". */
function loginForm(uid: string, clientId: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local provider sign-in</title></head>
<body><main><h1>Sign in to ${escapeHtml(clientId)}</h1>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Subject <input name="sub"></label>
<label>Email <input name="email" type="email"></label>
<label>Name <input name="name"></label>
<label><input name="email_verified" type="checkbox" value="true" checked> Email verified</label>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Start the provider on a free port of 127.0.0.1.
 * @param options.appUrl the app's public origin, for the registered redirect URIs.
 */
export async function startOidcProvider(options: { appUrl: string }): Promise<TestOidcProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://localhost:${port}`;
  const accounts = new Map<string, TestOidcAccount>();
  let codeTtl = 60;
  const clients = {
    google: { id: 'local-google', secret: randomBytes(24).toString('hex') },
    linkedin: { id: 'local-linkedin', secret: randomBytes(24).toString('hex') },
  };
  const redirect = (p: string) => `${options.appUrl}/api/account/sessions/oauth2/${p}/callback`;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'local', alg: 'RS256', use: 'sig' };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clients.google.id,
        client_secret: clients.google.secret,
        redirect_uris: [redirect('google')],
        token_endpoint_auth_method: 'client_secret_basic',
      },
      {
        client_id: clients.linkedin.id,
        client_secret: clients.linkedin.secret,
        redirect_uris: [redirect('linkedin')],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The claims in the ID token itself, as Google and LinkedIn send them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: {
      required: (_ctx: unknown, client: { clientId: string }) =>
        client.clientId === clients.google.id,
    },
    ttl: {
      AuthorizationCode: () => codeTtl,
      AccessToken: 600,
      IdToken: 600,
      Grant: 3600,
      Interaction: 600,
      Session: 3600,
    },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
    // No consent screen: every grant is given at once (Google and LinkedIn remember consent).
    loadExistingGrant: async (ctx: {
      oidc: {
        provider: {
          Grant: new (
            init: object,
          ) => { addOIDCScope(s: string): void; save(): Promise<string> } & object;
        };
        result?: { consent?: { grantId?: string } };
        session: { accountId: string; grantIdFor(clientId: string): string | undefined };
        client: { clientId: string };
      };
    }) => {
      const { oidc } = ctx;
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const handle = provider.callback();

  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '');
    if (!match) return handle(req, res);
    void (async () => {
      try {
        const details = await provider.interactionDetails(req, res);
        if (req.method === 'GET') {
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(loginForm(details.uid, String(details.params.client_id)));
          return;
        }
        const form = await readForm(req);
        const email = form.get('email') || undefined;
        const account: TestOidcAccount = {
          sub: form.get('sub') || email || randomBytes(8).toString('hex'),
          email,
          email_verified: form.get('email_verified') === 'true',
          name: form.get('name') || undefined,
        };
        accounts.set(account.sub, account);
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        );
      } catch (err) {
        res.statusCode = 400;
        res.end(String(err));
      }
    })();
  });

  async function authorize(authorizationUrl: string, account: TestOidcAccount): Promise<URL> {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const remember = (res: Response) => {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        jar.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
    };
    let next = new URL(authorizationUrl);
    let body: URLSearchParams | undefined;
    for (let hop = 0; hop < 10; hop++) {
      if (!next.href.startsWith(issuer)) return next;
      const res = await fetch(next, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: cookieHeader() },
        body,
      });
      remember(res);
      body = undefined;
      const location = res.headers.get('location');
      if (location) {
        next = new URL(location, next);
        continue;
      }
      if (res.status === 200 && next.pathname.startsWith('/interaction/')) {
        await res.text();
        body = new URLSearchParams({
          sub: account.sub,
          email: account.email ?? '',
          name: account.name ?? '',
          ...(account.email_verified ? { email_verified: 'true' } : {}),
        });
        continue;
      }
      throw new Error(
        `The local provider answered ${res.status} at ${next.href}: ${await res.text()}`,
      );
    }
    throw new Error('The local provider redirected too often.');
  }

  return {
    issuer,
    env: {
      GOOGLE_ISSUER: issuer,
      GOOGLE_CLIENT_ID: clients.google.id,
      GOOGLE_CLIENT_SECRET: clients.google.secret,
      LINKEDIN_ISSUER: issuer,
      LINKEDIN_CLIENT_ID: clients.linkedin.id,
      LINKEDIN_CLIENT_SECRET: clients.linkedin.secret,
    },
    authorize,
    setCodeTtl(seconds) {
      codeTtl = seconds;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
