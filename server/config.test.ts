import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to port 5000 and the embedded database in ./.data", () => {
    const config = loadConfig({}, "/srv/app");
    expect(config.port).toBe(5000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve("/srv/app", ".data"));
    expect(config.sessionSecret).toBeUndefined();
  });

  it("names the variable of a wrong value in one line", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(new ConfigError("PORT must be at most 65535 (got '70000')"));
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/^PORT /);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/^DATABASE_URL must start with postgres:\/\//);
    expect(() => loadConfig({ SESSION_SECRET: "short" })).toThrow(/^SESSION_SECRET must be at least 32 characters/);
  });

  it("never echoes a secret value", () => {
    try {
      loadConfig({ SESSION_SECRET: "tooshort-secret" });
    } catch (err) {
      expect(String(err)).not.toContain("tooshort-secret");
    }
    expect.assertions(1);
  });

  it("requires SESSION_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/^SESSION_SECRET is required/);
    expect(loadConfig({ NODE_ENV: "production", SESSION_SECRET: "s".repeat(32) }).sessionSecret).toBe("s".repeat(32));
  });
});
