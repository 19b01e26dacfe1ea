/**
 * Configuration: environment variables -> a typed, validated Config (zod). The only module that
 * reads `process.env`. A wrong value stops start-up with a one-line message naming the variable.
 */
import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: () => "must be true or false" })
  .optional()
  .transform((v) => v === "true" || v === "1");

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
  TRUST_PROXY: booleanFlag,
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
  LMS_ALLOW_PRIVATE_HOSTS: booleanFlag,
  LOGIN_RATE_LIMIT_MAX: z.coerce
    .number({ error: () => "must be a number" })
    .int()
    .positive("must be positive")
    .default(10),
});

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
  /** Trust X-Forwarded-* headers (behind a reverse proxy that terminates HTTPS). */
  trustProxy: boolean;
  /** Sign-in and sign-up attempts allowed per IP address per minute. */
  loginRateLimitMax: number;
  /**
   * OpenAI-compatible provider (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio). All three of baseUrl,
   * apiKey and model set = the LLM with the offline engine as fallback; otherwise the offline engine.
   */
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined; timeoutMs: number };
  /** AI calls allowed per user per minute. */
  aiRateLimitMax: number;
  /** Allow LMS base URLs on private, loopback and link-local addresses (tests, on-premises LMS). */
  lmsAllowPrivateHosts: boolean;
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
      `${name} ${issue.message}${got !== undefined ? ` (got '${["SESSION_SECRET", "DATABASE_URL", "AI_API_KEY"].includes(name) ? "<hidden>" : got}')` : ""}`,
    );
  }
  const e = parsed.data;
  if (e.NODE_ENV === "production" && !e.SESSION_SECRET) {
    throw new ConfigError("SESSION_SECRET is required when NODE_ENV=production (at least 32 characters)");
  }
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    sessionSecret: e.SESSION_SECRET,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    loginRateLimitMax: e.LOGIN_RATE_LIMIT_MAX,
    ai: { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL, timeoutMs: e.AI_TIMEOUT_MS },
    aiRateLimitMax: e.AI_RATE_LIMIT_MAX,
    lmsAllowPrivateHosts: e.LMS_ALLOW_PRIVATE_HOSTS,
  };
}
