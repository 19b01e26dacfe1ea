/**
 * Coursewright as an OpenID Connect relying party (DESIGN.md §1 "single sign-on", via openid-client
 * v6): the authorization code flow with PKCE (S256), `state` and `nonce` (OpenID Connect Core §3.1,
 * RFC 7636, OAuth 2.0 Security BCP RFC 9700 §2.1.1).
 *
 * Discovery happens on first use and is cached, so start-up never depends on the provider; a
 * failed discovery is retried on the next sign-in. Every check of the response is openid-client's:
 * `state`, `iss` (RFC 9207), the PKCE verifier at the token endpoint, the ID token's signature
 * (provider JWKS), `iss`, `aud`, `exp`/`iat` and `nonce`.
 *
 * Failures become {@link OidcFailure}s whose message is safe to show: never a token, code or
 * stack trace.
 */
import * as client from "openid-client";
import type { OidcConfig } from "../config.ts";

/** What `GET /api/login` keeps in the server-side session until the provider sends the browser back. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  /** PKCE code verifier (RFC 7636 §4.1); its S256 challenge went to the provider. */
  codeVerifier: string;
  /** When the sign-in started, ms since the epoch. */
  startedAt: number;
}

/** A sign-on failure with the HTTP status to answer and a message to show the user. */
export class OidcFailure extends Error {
  override name = "OidcFailure";
  constructor(
    /** 400 bad or stale callback, 403 refused at the provider, 502 the provider failed or could not be verified. */
    readonly statusCode: 400 | 403 | 502,
    message: string,
    /** Short machine-readable reason for the audit trail, e.g. "state_mismatch", "access_denied". */
    readonly reason: string,
  ) {
    super(message);
  }
}

/** The verified identity from a completed sign-in. */
export interface OidcIdentity {
  /** The ID token's issuer, equal to the configured one. */
  issuer: string;
  sub: string;
  /** ID token claims, overlaid with the UserInfo response when the provider has one. */
  claims: Record<string, unknown>;
  /** Why the UserInfo request failed, when it did (the ID token's claims were used alone). */
  userInfoError?: string;
}

/** The relying party for one configured provider. */
export interface OidcRelyingParty {
  /** The configured issuer URL, for messages. */
  readonly issuer: string;
  /**
   * Starts a sign-in.
   * @returns the provider's authorization URL to redirect to, and what to keep in the session
   * @throws OidcFailure 502 when discovery fails
   */
  beginSignIn(): Promise<{ url: URL; pending: PendingSignIn }>;
  /**
   * Completes a sign-in from the callback's raw query string (`code=...&state=...`).
   * @throws OidcFailure 400 for a wrong state, 403 for access_denied, 502 for an upstream failure
   */
  completeSignIn(query: string, pending: PendingSignIn): Promise<OidcIdentity>;
}

/** Seconds each request to the provider may take (discovery, token, JWKS, UserInfo). */
const PROVIDER_TIMEOUT_S = 10;

/**
 * Client authentication at the token endpoint. No secret = a public client (`none`; PKCE protects
 * the code). With a secret, `client_secret_basic` unless the provider lists only
 * `client_secret_post` (RFC 8414 §2: an absent list means `client_secret_basic`).
 */
function clientAuthentication(secret: string | undefined): client.ClientAuth {
  if (!secret) return client.None();
  const basic = client.ClientSecretBasic(secret);
  const post = client.ClientSecretPost(secret);
  return (as, metadata, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const usePost = !!methods && !methods.includes("client_secret_basic") && methods.includes("client_secret_post");
    (usePost ? post : basic)(as, metadata, body, headers);
  };
}

/** One line from an error and its causes, e.g. "fetch failed: connect ECONNREFUSED 127.0.0.1:9". */
export function describeError(err: unknown): string {
  const parts: string[] = [];
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (current instanceof Response) {
      parts.push(`HTTP ${current.status}`);
      break;
    }
    if (!(current instanceof Error)) break;
    if (current.message && !parts.includes(current.message)) parts.push(current.message);
    current = current.cause;
  }
  return parts.join(": ") || "unknown error";
}

function isUnreachable(err: unknown): boolean {
  const code = (err as { code?: unknown }).code;
  return (err instanceof TypeError && err.message === "fetch failed") || code === "OAUTH_TIMEOUT";
}

/** Maps an error-carrying authorization response (RFC 6749 §4.1.2.1) to a failure. */
function authorizationFailure(issuer: string, err: client.AuthorizationResponseError): OidcFailure {
  const detail = `${err.error}${err.error_description ? `: ${err.error_description.slice(0, 300)}` : ""}`;
  if (err.error === "access_denied") {
    return new OidcFailure(
      403,
      `Sign-in was cancelled or refused at the identity provider (${detail}).`,
      "access_denied",
    );
  }
  if (err.error === "server_error" || err.error === "temporarily_unavailable") {
    return new OidcFailure(502, `The identity provider at ${issuer} could not sign you in (${detail}).`, err.error);
  }
  return new OidcFailure(400, `The identity provider at ${issuer} refused the sign-in request (${detail}).`, err.error);
}

/**
 * Builds the relying party. Makes no network request: discovery waits for the first sign-in.
 * @param config - the validated `OIDC_*` settings (see config.ts)
 */
export function createOidcRelyingParty(config: OidcConfig): OidcRelyingParty {
  const issuer = config.issuerUrl;
  let discovered: Promise<client.Configuration> | null = null;

  function configuration(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(issuer), config.clientId, undefined, clientAuthentication(config.clientSecret), {
        timeout: PROVIDER_TIMEOUT_S,
        // Plain HTTP only for a loopback issuer (config.ts refuses any other http:// issuer);
        // openid-client marks this helper deprecated only to make it stand out.
        execute: config.allowInsecureRequests ? [client.allowInsecureRequests] : [],
      })
      .catch((err: unknown) => {
        discovered = null; // try again on the next sign-in
        throw new OidcFailure(
          502,
          `The identity provider at ${issuer} could not be reached or did not answer as expected: ${describeError(err)}.`,
          "discovery_failed",
        );
      });
    return discovered;
  }

  return {
    issuer,

    async beginSignIn() {
      const oidc = await configuration();
      const pending: PendingSignIn = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
        startedAt: Date.now(),
      };
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: config.redirectUrl,
        scope: config.scopes,
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.codeVerifier),
        code_challenge_method: "S256",
      });
      return { url, pending };
    },

    async completeSignIn(query, pending) {
      // The callback URL is rebuilt on the configured redirect URL (not on the Host header), so the
      // redirect_uri sent to the token endpoint is exactly the registered one.
      const currentUrl = new URL(config.redirectUrl);
      currentUrl.search = query;
      if (currentUrl.searchParams.get("state") !== pending.state) {
        throw new OidcFailure(
          400,
          "This sign-in response does not belong to the sign-in started in this browser (state mismatch). Please start again.",
          "state_mismatch",
        );
      }
      const oidc = await configuration();
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(oidc, currentUrl, {
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          pkceCodeVerifier: pending.codeVerifier,
          idTokenExpected: true,
        });
      } catch (err) {
        if (err instanceof client.AuthorizationResponseError) throw authorizationFailure(issuer, err);
        if (err instanceof client.ResponseBodyError) {
          const detail = `${err.error}${err.error_description ? `: ${err.error_description.slice(0, 300)}` : ""}`;
          throw new OidcFailure(
            502,
            `The identity provider at ${issuer} refused to complete the sign-in (${detail}).`,
            "token_error",
          );
        }
        if (isUnreachable(err)) {
          throw new OidcFailure(
            502,
            `The identity provider at ${issuer} could not be reached: ${describeError(err)}.`,
            "provider_unreachable",
          );
        }
        throw new OidcFailure(
          502,
          `The answer of the identity provider at ${issuer} could not be verified: ${describeError(err)}.`,
          "verification_failed",
        );
      }
      const idToken = tokens.claims()!;
      const identity: OidcIdentity = { issuer: idToken.iss, sub: idToken.sub, claims: { ...idToken } };
      if (oidc.serverMetadata().userinfo_endpoint && tokens.access_token) {
        try {
          // openid-client checks that UserInfo's `sub` equals the ID token's (Core §5.3.2).
          const info = await client.fetchUserInfo(oidc, tokens.access_token, idToken.sub);
          identity.claims = { ...idToken, ...info, iss: idToken.iss, sub: idToken.sub };
        } catch (err) {
          identity.userInfoError = describeError(err);
        }
      }
      return identity;
    },
  };
}
