/**
 * Configuration: environment variables -> a typed, validated Config (zod). The only module that
 * reads `process.env`. A wrong value stops start-up with a one-line message naming the variable.
 */
import net from "node:net";
import path from "node:path";
import { z } from "zod";

const optionalText = z
  .string()
  .transform((v) => v.trim() || undefined)
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: () => "must be true or false" })
  .optional()
  .transform((v) => v === "true" || v === "1");

/** proxy-addr's names for address ranges, accepted by Fastify's `trustProxy`. */
const PROXY_RANGE_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** "10.0.0.1", "10.0.0.0/8", "::1", "fd00::/8" or a proxy-addr range name. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split("/");
  const family = net.isIP(address ?? "");
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: which hops may set X-Forwarded-For (Fastify `trustProxy`). A number of proxies in
 * front of the app ("1") or their addresses/CIDR ranges ("10.0.0.0/8,127.0.0.1"); never "true",
 * which trusts every hop, so a client-chosen X-Forwarded-For would become "the client's address"
 * and defeat the per-address sign-in limit. Unset, "false" or "0": trust nobody.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const v = value?.trim() ?? "";
    if (v === "" || v === "false" || v === "0") return false;
    if (v === "true") {
      ctx.addIssue({
        code: "custom",
        message:
          "must be the number of proxies in front of the app (e.g. 1) or their addresses (e.g. 10.0.0.0/8), not true: true trusts a client-chosen X-Forwarded-For",
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(",").map((x) => x.trim());
    if (entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: "custom",
      message: "must be a number of proxies (e.g. 1) or a comma-separated list of addresses or CIDR ranges",
    });
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: () => "must be development, production or test" })
    .default("development"),
  PORT: z.coerce
    .number({ error: () => "must be a port number" })
    .int("must be a whole number")
    .min(0)
    .max(65535, "must be at most 65535")
    .default(5000),
  HOST: z.string().min(1).default("localhost"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default(".data"),
  SESSION_SECRET: z
    .string()
    .min(32, "must be at least 32 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: () => "must be a pino level (info, warn, ...)",
    })
    .default("info"),
  TRUST_PROXY: trustProxySchema,
  AI_BASE_URL: z
    .url({ error: () => "must be a URL, e.g. https://api.openai.com/v1" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  AI_API_KEY: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  AI_MODEL: z
    .string()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: () => "must be a number of milliseconds" })
    .int()
    .positive("must be positive")
    .default(30_000),
  AI_RATE_LIMIT_MAX: z.coerce
    .number({ error: () => "must be a number" })
    .int()
    .positive("must be positive")
    .default(30),
  ANALYSIS_THREADS: z.coerce
    .number({ error: () => "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .max(16, "must be at most 16")
    .optional(),
  ANALYSIS_JOB_LEASE_MS: z.coerce
    .number({ error: () => "must be a number" })
    .int()
    .min(1000, "must be at least 1000")
    .default(60_000),
  /** See ANALYZE_WAIT_MAX_WORDS in services/quality/course-analysis-job.ts. */
  ANALYZE_WAIT_MAX_WORDS: z.coerce
    .number({ error: () => "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0 or more")
    .default(100_000),
  LMS_ALLOW_PRIVATE_HOSTS: booleanFlag,
  LOGIN_RATE_LIMIT_MAX: z.coerce
    .number({ error: () => "must be a number" })
    .int()
    .positive("must be positive")
    .default(10),
  OIDC_ISSUER_URL: z
    .url({ protocol: /^https?$/, error: () => "must be an http(s) URL, e.g. https://idp.example.edu/realms/staff" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  OIDC_CLIENT_ID: z
    .string()
    .transform((v) => v.trim() || undefined)
    .optional(),
  OIDC_CLIENT_SECRET: z
    .string()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  OIDC_REDIRECT_URL: z
    .url({ protocol: /^https?$/, error: () => "must be an http(s) URL, e.g. https://courses.example.edu/api/callback" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  OIDC_SCOPES: z
    .string()
    .transform((v) => v.trim() || undefined)
    .optional(),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: () => "must be an http(s) URL, e.g. https://minio.example.edu:9000" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: z
    .string()
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(["true", "false", "1", "0", ""], { error: () => "must be true or false" })
    .optional()
    .transform((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "1")),
});

/** The S3_* variables; setting any of them stores course files in S3-compatible object storage. */
const S3_VARIABLES = ["S3_BUCKET", "S3_ENDPOINT", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/** Variables whose value an error message must not repeat. */
const SECRET_VARIABLES = ["SESSION_SECRET", "DATABASE_URL", "AI_API_KEY", "OIDC_CLIENT_SECRET", "S3_SECRET_ACCESS_KEY"];

/**
 * Where course files (images, attachments; issue #12) are kept: `embedded` = files under
 * `DATA_DIR/files/<course id>/<sha256>` (the default); `s3` = an S3-compatible bucket (AWS S3,
 * MinIO, Ceph RGW) when S3_BUCKET is set.
 */
export type FileStorageConfig =
  | { kind: "embedded"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      /** Endpoint of a non-AWS service, e.g. `http://localhost:9000` for MinIO; unset = AWS. */
      endpoint: string | undefined;
      /** Default `us-east-1` (what MinIO and Ceph accept when they have no region). */
      region: string;
      /** Both set, or both unset = the SDK's default credential chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** Path-style URLs (`endpoint/bucket/key`), which MinIO and Ceph need; default true with an endpoint. */
      forcePathStyle: boolean;
    };

/** The OpenID Connect variables; setting any of them turns single sign-on on. */
const OIDC_VARIABLES = [
  "OIDC_ISSUER_URL",
  "OIDC_CLIENT_ID",
  "OIDC_CLIENT_SECRET",
  "OIDC_REDIRECT_URL",
  "OIDC_SCOPES",
] as const;

/** Hosts on which an http:// issuer is accepted: a provider on this machine (development, tests). */
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * OpenID Connect single sign-on (DESIGN.md §1, §3 "Sign-in"). When set, `GET /api/login` sends the
 * browser to the provider and `GET /api/callback` signs the user in.
 */
export interface OidcConfig {
  /** Issuer identifier exactly as the provider publishes it, e.g. `https://idp.example.edu/realms/staff`. */
  issuerUrl: string;
  clientId: string;
  /** Unset = a public client: no client authentication at the token endpoint, PKCE only. */
  clientSecret: string | undefined;
  /** Absolute URL of our `/api/callback`, registered at the provider as the redirect URI. */
  redirectUrl: string;
  /** Space-separated scopes, always including `openid`; default `openid email profile`. */
  scopes: string;
  /**
   * Lets openid-client talk plain HTTP to the provider. True only for an http:// issuer on
   * localhost / 127.0.0.1 / [::1] (a local or test provider); never for an https:// issuer.
   */
  allowInsecureRequests: boolean;
}

/** The validated configuration the app is built from (DESIGN.md §2: app.ts builds the app from a Config). */
export interface Config {
  nodeEnv: "development" | "production" | "test";
  /** TCP port, default 5000. 0 picks a free port. */
  port: number;
  host: string;
  /** PostgreSQL connection string; unset means the embedded PGlite database in `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute path of the data folder (embedded database, generated session secret). */
  dataDir: string;
  /** Secret that signs session cookies; unset means generated once and kept in `dataDir` (not in production). */
  sessionSecret: string | undefined;
  logLevel: string;
  /**
   * Which hops may set X-Forwarded-* (behind a reverse proxy that terminates HTTPS): false, a hop
   * count, or proxy addresses/CIDR ranges (Fastify `trustProxy`).
   */
  trustProxy: false | number | string[];
  /** Sign-in and sign-up attempts allowed per IP address per minute. */
  loginRateLimitMax: number;
  /**
   * OpenAI-compatible provider (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio). All three of baseUrl,
   * apiKey and model set = the LLM with the offline engine as fallback; otherwise the offline engine.
   */
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined; timeoutMs: number };
  /** AI calls allowed per user per minute. */
  aiRateLimitMax: number;
  /**
   * How long an instance holds an Analyze All item it claimed, ms (renewed while it works); after
   * a crash another instance takes the item over once this has passed (issue #13).
   */
  analysisJobLeaseMs: number;
  /** ANALYZE_WAIT_MAX_WORDS: above this many lesson words, analyze-quality answers 202 with a job (issue #13). */
  analyzeWaitMaxWords: number;
  /**
   * Worker threads for quality analysis (issue #13); undefined = one per core beyond the first
   * (analysis-pool.ts ANALYSIS_THREADS); 0 = on the main thread, which blocks other requests
   * during a big analysis (debugging, and the bench's baseline).
   */
  analysisThreads: number | undefined;
  /** Allow LMS base URLs on private, loopback and link-local addresses (tests, on-premises LMS). */
  lmsAllowPrivateHosts: boolean;
  /** OpenID Connect single sign-on; null (the default) = local accounts only. */
  oidc: OidcConfig | null;
  /** Course file storage (issue #12): embedded under DATA_DIR by default, S3 when S3_BUCKET is set. */
  fileStorage: FileStorageConfig;
}

/** A configuration error; its message is one line naming the variable. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses and validates the environment.
 * @param env - usually `process.env`
 * @param cwd - base for a relative DATA_DIR
 * @throws ConfigError naming the first wrong variable, e.g. "PORT must be at most 65535 (got '70000')".
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? "environment");
    const got = env[name];
    throw new ConfigError(
      `${name} ${issue.message}${got !== undefined ? ` (got '${SECRET_VARIABLES.includes(name) ? "<hidden>" : got}')` : ""}`,
    );
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.SESSION_SECRET) {
    throw new ConfigError("SESSION_SECRET is required when NODE_ENV=production (at least 32 characters)");
  }
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    loginRateLimitMax: e.LOGIN_RATE_LIMIT_MAX,
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS },
    aiRateLimitMax: e.AI_RATE_LIMIT_MAX,
    analysisJobLeaseMs: e.ANALYSIS_JOB_LEASE_MS,
    analyzeWaitMaxWords: e.ANALYZE_WAIT_MAX_WORDS,
    analysisThreads: e.ANALYSIS_THREADS,
    lmsAllowPrivateHosts: e.LMS_ALLOW_PRIVATE_HOSTS,
    oidc: oidcConfig(e),
    fileStorage: fileStorageConfig(e, dataDir),
  };
}

/**
 * Course file storage: S3 when any S3_* variable is set (then S3_BUCKET is required, and the two
 * keys go together), else embedded under `dataDir/files`.
 * @throws ConfigError naming the variable, e.g. "S3_BUCKET is required for S3 file storage (S3_ENDPOINT is set)"
 */
function fileStorageConfig(e: z.infer<typeof envSchema>, dataDir: string): FileStorageConfig {
  const set = S3_VARIABLES.filter((name) => e[name] !== undefined);
  if (set.length === 0) return { kind: "embedded", dir: path.join(dataDir, "files") };
  if (!e.S3_BUCKET) throw new ConfigError(`S3_BUCKET is required for S3 file storage (${set[0]} is set)`);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(e.S3_BUCKET)) {
    throw new ConfigError(
      `S3_BUCKET must be a bucket name: 3-63 lower-case letters, digits, dots and hyphens (got '${e.S3_BUCKET}')`,
    );
  }
  const keyId = e.S3_ACCESS_KEY_ID;
  const secret = e.S3_SECRET_ACCESS_KEY;
  if (Boolean(keyId) !== Boolean(secret)) {
    const missing = keyId ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID";
    throw new ConfigError(
      `${missing} is required with ${keyId ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY"} (set both, or neither to use the default AWS credentials)`,
    );
  }
  return {
    kind: "s3",
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? "us-east-1",
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
  };
}

/**
 * The single sign-on settings: all or nothing. Any OIDC_* variable set means OIDC_ISSUER_URL,
 * OIDC_CLIENT_ID and OIDC_REDIRECT_URL are required.
 * @throws ConfigError naming the missing or wrong variable, e.g.
 *   "OIDC_CLIENT_ID is required for OpenID Connect sign-in (OIDC_ISSUER_URL is set)".
 */
function oidcConfig(e: z.infer<typeof envSchema>): OidcConfig | null {
  const set = OIDC_VARIABLES.filter((name) => e[name] !== undefined);
  if (set.length === 0) return null;
  for (const name of ["OIDC_ISSUER_URL", "OIDC_CLIENT_ID", "OIDC_REDIRECT_URL"] as const) {
    if (e[name] === undefined) {
      throw new ConfigError(`${name} is required for OpenID Connect sign-in (${set[0]} is set)`);
    }
  }
  const issuerUrl = e.OIDC_ISSUER_URL!;
  const issuer = new URL(issuerUrl);
  const allowInsecureRequests = issuer.protocol === "http:";
  if (allowInsecureRequests && !LOOPBACK_HOSTS.has(issuer.hostname)) {
    throw new ConfigError(`OIDC_ISSUER_URL must use https:// (http:// only for localhost) (got '${issuerUrl}')`);
  }
  const redirectUrl = e.OIDC_REDIRECT_URL!;
  if (!new URL(redirectUrl).pathname.endsWith("/api/callback") || /[?#]/.test(redirectUrl)) {
    throw new ConfigError(`OIDC_REDIRECT_URL must be this app's URL ending in /api/callback (got '${redirectUrl}')`);
  }
  const scopes = (e.OIDC_SCOPES ?? "openid email profile").trim().split(/\s+/);
  if (!scopes.includes("openid")) {
    throw new ConfigError(`OIDC_SCOPES must include openid (got '${e.OIDC_SCOPES}')`);
  }
  return {
    issuerUrl,
    clientId: e.OIDC_CLIENT_ID!,
    clientSecret: e.OIDC_CLIENT_SECRET,
    redirectUrl,
    scopes: scopes.join(" "),
    allowInsecureRequests,
  };
}
