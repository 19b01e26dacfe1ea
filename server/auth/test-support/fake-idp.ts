/**
 * A small OpenID Connect provider for tests, on 127.0.0.1 over plain HTTP, speaking the real
 * protocol that openid-client checks: discovery (`/.well-known/openid-configuration`),
 * `/authorize` (answers at once with a 302 back to the redirect URI with a code, the state it got
 * and `iss`, RFC 9207), `/token` (checks the code, the redirect URI, the client's authentication and
 * the PKCE S256 verifier, RFC 7636 §4.6; returns an RS256 ID token and an access token), `/jwks`
 * and `/userinfo`. Test code only.
 */
import { createHash, randomBytes } from "node:crypto";
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SignJWT, exportJWK, generateKeyPair } from "jose";

/** What the tests can change and read. */
export interface FakeIdp {
  /** `http://127.0.0.1:<port>`, the issuer identifier. */
  readonly issuer: string;
  /** Claims of the user who "signs in" next (must include `sub`); change them between sign-ins. */
  user: Record<string, unknown>;
  /** When set, `/authorize` answers with this OAuth error (e.g. "access_denied") instead of a code. */
  authorizeError: string | null;
  /** When set, the ID token carries this nonce instead of the one the client sent. */
  nonceOverride: string | null;
  /** When set, `/.well-known/openid-configuration` answers with this HTTP status. */
  discoveryStatus: number | null;
  /** How many discovery documents were served. */
  discoveryRequests: number;
  /** Why `/token` refused, one entry per refusal, e.g. "PKCE verifier does not match". */
  readonly tokenErrors: string[];
  /** How the client authenticated at `/token` last time. */
  lastClientAuth: "client_secret_basic" | "client_secret_post" | "none" | null;
  close(): Promise<void>;
}

/** The client the provider knows. No `clientSecret` = a public client (PKCE only). */
export interface FakeIdpClient {
  clientId: string;
  clientSecret?: string;
}

interface IssuedCode {
  clientId: string;
  redirectUri: string;
  nonce: string | undefined;
  codeChallenge: string;
  user: Record<string, unknown>;
  used: boolean;
}

function base64url(buffer: Buffer): string {
  return buffer.toString("base64url");
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

/** Starts the provider on a free port of 127.0.0.1. Call `close()` when done. */
export async function startFakeIdp(client: FakeIdpClient): Promise<FakeIdp> {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const kid = base64url(randomBytes(8));
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };
  const codes = new Map<string, IssuedCode>();
  const accessTokens = new Map<string, Record<string, unknown>>();

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => json(res, 500, { error: "server_error", error_description: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const idp: FakeIdp = {
    issuer,
    user: { sub: "user-1" },
    authorizeError: null,
    nonceOverride: null,
    discoveryStatus: null,
    discoveryRequests: 0,
    tokenErrors: [],
    lastClientAuth: null,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };

  function tokenError(res: ServerResponse, status: number, error: string, reason: string) {
    idp.tokenErrors.push(reason);
    json(res, status, { error, error_description: reason });
  }

  /** Client authentication: client_secret_basic or client_secret_post, or none for a public client. */
  function authenticatedClient(req: IncomingMessage, form: URLSearchParams): string | null {
    const header = req.headers.authorization;
    let id = form.get("client_id");
    let secret = form.get("client_secret");
    idp.lastClientAuth = secret ? "client_secret_post" : "none";
    if (header?.startsWith("Basic ")) {
      const [user, pass] = Buffer.from(header.slice(6), "base64").toString("utf8").split(":");
      id = decodeURIComponent(user ?? "");
      secret = decodeURIComponent(pass ?? "");
      idp.lastClientAuth = "client_secret_basic";
    }
    if (id !== client.clientId) return null;
    if (client.clientSecret === undefined) return secret ? null : id;
    return secret === client.clientSecret ? id : null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", issuer);
    if (url.pathname === "/.well-known/openid-configuration") {
      idp.discoveryRequests++;
      if (idp.discoveryStatus) return json(res, idp.discoveryStatus, { error: "unavailable" });
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post", "none"],
        authorization_response_iss_parameter_supported: true,
        scopes_supported: ["openid", "email", "profile"],
      });
    }
    if (url.pathname === "/jwks") return json(res, 200, { keys: [jwk] });

    if (url.pathname === "/authorize") {
      const q = url.searchParams;
      const redirectUri = q.get("redirect_uri");
      if (q.get("client_id") !== client.clientId || !redirectUri) {
        return json(res, 400, { error: "invalid_request", error_description: "unknown client or no redirect_uri" });
      }
      const back = new URL(redirectUri);
      const state = q.get("state");
      if (state !== null) back.searchParams.set("state", state);
      back.searchParams.set("iss", issuer);
      const problem =
        idp.authorizeError ??
        (q.get("response_type") !== "code" ||
        !q.get("scope")?.split(" ").includes("openid") ||
        q.get("code_challenge_method") !== "S256" ||
        !q.get("code_challenge")
          ? "invalid_request"
          : null);
      if (problem) {
        back.searchParams.set("error", problem);
        back.searchParams.set("error_description", "The user or the provider refused the request");
      } else {
        const code = base64url(randomBytes(24));
        codes.set(code, {
          clientId: client.clientId,
          redirectUri,
          nonce: q.get("nonce") ?? undefined,
          codeChallenge: q.get("code_challenge")!,
          user: { ...idp.user },
          used: false,
        });
        back.searchParams.set("code", code);
      }
      res.writeHead(302, { location: back.href });
      return res.end();
    }

    if (url.pathname === "/token" && req.method === "POST") {
      const form = await readForm(req);
      const clientId = authenticatedClient(req, form);
      if (!clientId) return tokenError(res, 401, "invalid_client", "client authentication failed");
      if (form.get("grant_type") !== "authorization_code") {
        return tokenError(res, 400, "unsupported_grant_type", "only authorization_code");
      }
      const issued = codes.get(form.get("code") ?? "");
      if (!issued || issued.used || issued.clientId !== clientId) {
        return tokenError(res, 400, "invalid_grant", "unknown or used code");
      }
      issued.used = true;
      if (form.get("redirect_uri") !== issued.redirectUri) {
        return tokenError(res, 400, "invalid_grant", "redirect_uri does not match");
      }
      const verifier = form.get("code_verifier") ?? "";
      if (base64url(createHash("sha256").update(verifier).digest()) !== issued.codeChallenge) {
        return tokenError(res, 400, "invalid_grant", "PKCE verifier does not match");
      }
      const nonce = idp.nonceOverride ?? issued.nonce;
      const idToken = await new SignJWT({ ...issued.user, ...(nonce ? { nonce } : {}) })
        .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject(String(issued.user.sub))
        .setIssuedAt()
        .setExpirationTime("5m")
        .sign(privateKey);
      const accessToken = base64url(randomBytes(24));
      accessTokens.set(accessToken, issued.user);
      return json(res, 200, { access_token: accessToken, token_type: "Bearer", expires_in: 300, id_token: idToken });
    }

    if (url.pathname === "/userinfo") {
      const token = req.headers.authorization?.replace(/^Bearer /, "") ?? "";
      const user = accessTokens.get(token);
      if (!user) {
        res.writeHead(401, { "www-authenticate": 'Bearer error="invalid_token"' });
        return res.end();
      }
      return json(res, 200, user);
    }
    return json(res, 404, { error: "not_found" });
  }

  return idp;
}
