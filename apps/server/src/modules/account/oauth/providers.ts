import type * as OpenIdClient from 'openid-client';
import type { Configuration } from 'openid-client';

/**
 * openid-client, loaded on the first sign-in with a provider: start-up does not pay for it
 * (docs/performance.md, "Start-up and idle memory").
 */
let openIdClient: Promise<typeof OpenIdClient> | undefined;
export function loadOpenIdClient(): Promise<typeof OpenIdClient> {
  openIdClient ??= import('openid-client');
  return openIdClient;
}
import type { Config, OAuthClientConfig } from '../../../config.ts';
import type { Provider } from './repository.ts';

/**
 * The OpenID Connect clients of Google and LinkedIn (ADR 0017), through `openid-client`: every
 * token and ID-token check (issuer, audience, signature against the provider's published keys,
 * expiry, nonce, PKCE, state) is the library's, none is written here.
 */

/** What differs between the providers. */
interface ProviderRules {
  /** PKCE (S256). LinkedIn answers `invalid_client` to PKCE from a web app with a secret. */
  pkce: boolean;
  /** A nonce in the request, expected back in the ID token. LinkedIn's token carries none. */
  nonce: boolean;
  /** How the client authenticates at the token endpoint. */
  auth: 'client_secret_basic' | 'client_secret_post';
}

const RULES: Record<Provider, ProviderRules> = {
  google: { pkce: true, nonce: true, auth: 'client_secret_basic' },
  linkedin: { pkce: false, nonce: false, auth: 'client_secret_post' },
};

/** How long discovery may take before the provider counts as unreachable: 5 s. */
const DISCOVERY_TIMEOUT_S = 5;

/** Plain http is allowed only for an issuer on this machine (the local test provider). */
function isLoopbackHttp(issuer: URL): boolean {
  return (
    issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname)
  );
}

/** A configured provider, ready to start and finish sign-ins. */
export interface ProviderClient {
  rules: ProviderRules;
  /**
   * The discovered configuration (cached; a failed discovery is tried again next time).
   * @throws when the issuer cannot be reached or its metadata is invalid.
   */
  configuration(): Promise<Configuration>;
}

function createClient(registration: OAuthClientConfig, rules: ProviderRules): ProviderClient {
  let discovered: Promise<Configuration> | null = null;
  const discover = async () => {
    const oidc = await loadOpenIdClient();
    const issuer = new URL(registration.issuer);
    const auth =
      rules.auth === 'client_secret_post'
        ? oidc.ClientSecretPost(registration.clientSecret)
        : oidc.ClientSecretBasic(registration.clientSecret);
    const configuration = await oidc.discovery(
      issuer,
      registration.clientId,
      { client_secret: registration.clientSecret, token_endpoint_auth_method: rules.auth },
      auth,
      {
        timeout: DISCOVERY_TIMEOUT_S,
        execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [],
      },
    );
    // Verify the ID token's signature against the provider's JWKS too, not only the TLS
    // connection it came over.
    oidc.enableNonRepudiationChecks(configuration);
    return configuration;
  };
  return {
    rules,
    configuration() {
      discovered ??= discover().catch((err: unknown) => {
        discovered = null;
        throw err;
      });
      return discovered;
    },
  };
}

/** The configured providers by name; an unconfigured one is absent. */
export function createProviderClients(config: Config): Partial<Record<Provider, ProviderClient>> {
  const clients: Partial<Record<Provider, ProviderClient>> = {};
  for (const provider of ['google', 'linkedin'] as const) {
    const registration = config.oauthClients[provider];
    if (registration) clients[provider] = createClient(registration, RULES[provider]);
  }
  return clients;
}
