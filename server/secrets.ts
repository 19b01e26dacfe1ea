/**
 * The session secret: SESSION_SECRET when set; otherwise one generated once and kept in the data
 * folder (`<dataDir>/session-secret`, mode 0600), so sessions survive restarts without set-up.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "./config.ts";

/** Returns the secret (at least 32 characters), creating the file on first use. */
export function resolveSessionSecret(config: Pick<Config, "sessionSecret" | "dataDir">): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(config.dataDir, "session-secret");
  if (existsSync(file)) {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}
