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

  it("reads TRUST_PROXY as a hop count or proxy addresses, and refuses true (it trusts any X-Forwarded-For)", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,loopback" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "loopback",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/^TRUST_PROXY must be the number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/^TRUST_PROXY must be a number of proxies/);
    expect(() => loadConfig({ TRUST_PROXY: "proxy.internal" })).toThrow(/^TRUST_PROXY /);
  });

  it("reads ANALYSIS_THREADS: unset = the pool's default, 0 = the main thread, a bad value named", () => {
    expect(loadConfig({}).analysisThreads).toBeUndefined();
    expect(loadConfig({ ANALYSIS_THREADS: "0" }).analysisThreads).toBe(0);
    expect(loadConfig({ ANALYSIS_THREADS: "2" }).analysisThreads).toBe(2);
    expect(() => loadConfig({ ANALYSIS_THREADS: "-1" })).toThrow(/^ANALYSIS_THREADS must be 0 or more/);
    expect(() => loadConfig({ ANALYSIS_THREADS: "two" })).toThrow(/^ANALYSIS_THREADS must be a number/);
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

  describe("OpenID Connect", () => {
    const full = {
      OIDC_ISSUER_URL: "https://idp.example.edu/realms/staff",
      OIDC_CLIENT_ID: "coursewright",
      OIDC_CLIENT_SECRET: "very-secret-client-secret",
      OIDC_REDIRECT_URL: "https://courses.example.edu/api/callback",
    };

    it("is off without any OIDC_* variable", () => {
      expect(loadConfig({}).oidc).toBeNull();
      expect(loadConfig({ OIDC_ISSUER_URL: "", OIDC_CLIENT_ID: "" }).oidc).toBeNull();
    });

    it("reads the provider settings, with the default scopes and https only", () => {
      expect(loadConfig(full).oidc).toEqual({
        issuerUrl: "https://idp.example.edu/realms/staff",
        clientId: "coursewright",
        clientSecret: "very-secret-client-secret",
        redirectUrl: "https://courses.example.edu/api/callback",
        scopes: "openid email profile",
        allowInsecureRequests: false,
      });
      const { OIDC_CLIENT_SECRET: _secret, ...publicClient } = full;
      expect(loadConfig({ ...publicClient, OIDC_SCOPES: " openid  email groups " }).oidc).toMatchObject({
        clientSecret: undefined,
        scopes: "openid email groups",
      });
    });

    it("stops start-up naming the missing variable when only some are set", () => {
      expect(() => loadConfig({ OIDC_ISSUER_URL: full.OIDC_ISSUER_URL })).toThrow(
        new ConfigError("OIDC_CLIENT_ID is required for OpenID Connect sign-in (OIDC_ISSUER_URL is set)"),
      );
      expect(() => loadConfig({ ...full, OIDC_REDIRECT_URL: "" })).toThrow(/^OIDC_REDIRECT_URL is required/);
      expect(() => loadConfig({ OIDC_CLIENT_SECRET: "x" })).toThrow(/^OIDC_ISSUER_URL is required/);
    });

    it("names a wrong value and never echoes the client secret", () => {
      expect(() => loadConfig({ ...full, OIDC_ISSUER_URL: "not a url" })).toThrow(
        /^OIDC_ISSUER_URL must be an http\(s\) URL/,
      );
      expect(() => loadConfig({ ...full, OIDC_REDIRECT_URL: "https://courses.example.edu/callback" })).toThrow(
        /^OIDC_REDIRECT_URL must be this app's URL ending in \/api\/callback/,
      );
      expect(() => loadConfig({ ...full, OIDC_SCOPES: "email profile" })).toThrow(/^OIDC_SCOPES must include openid/);
      expect(() => loadConfig({ ...full, OIDC_ISSUER_URL: "http://idp.example.edu" })).toThrow(
        "OIDC_ISSUER_URL must use https:// (http:// only for localhost) (got 'http://idp.example.edu')",
      );
      try {
        loadConfig({ ...full, OIDC_ISSUER_URL: "" });
      } catch (err) {
        expect(String(err)).not.toContain(full.OIDC_CLIENT_SECRET);
      }
    });

    it("allows plain HTTP only for an issuer on this machine", () => {
      expect(loadConfig({ ...full, OIDC_ISSUER_URL: "http://127.0.0.1:8080" }).oidc?.allowInsecureRequests).toBe(true);
      expect(
        loadConfig({ ...full, OIDC_ISSUER_URL: "http://localhost:8080/realms/dev" }).oidc?.allowInsecureRequests,
      ).toBe(true);
    });
  });

  describe("course file storage (issue #12)", () => {
    const minio = {
      S3_BUCKET: "course-files",
      S3_ENDPOINT: "http://localhost:9000",
      S3_ACCESS_KEY_ID: "minioadmin",
      S3_SECRET_ACCESS_KEY: "minio-secret-never-echoed",
    };

    it("keeps files under DATA_DIR/files without any S3_* variable", () => {
      expect(loadConfig({ DATA_DIR: "/srv/cw" }).fileStorage).toEqual({ kind: "embedded", dir: "/srv/cw/files" });
    });

    it("reads an S3-compatible store: region us-east-1 and path-style URLs by default with an endpoint", () => {
      expect(loadConfig(minio).fileStorage).toEqual({
        kind: "s3",
        bucket: "course-files",
        endpoint: "http://localhost:9000",
        region: "us-east-1",
        credentials: { accessKeyId: "minioadmin", secretAccessKey: "minio-secret-never-echoed" },
        forcePathStyle: true,
      });
      const aws = loadConfig({ S3_BUCKET: "cw-files", S3_REGION: "eu-west-1" }).fileStorage;
      expect(aws).toMatchObject({ kind: "s3", endpoint: undefined, region: "eu-west-1", forcePathStyle: false });
      expect(aws).toMatchObject({ credentials: undefined });
      expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: "false" }).fileStorage).toMatchObject({
        forcePathStyle: false,
      });
    });

    it("names the missing or wrong variable and never echoes the secret key", () => {
      expect(() => loadConfig({ S3_ENDPOINT: "http://localhost:9000" })).toThrow(
        "S3_BUCKET is required for S3 file storage (S3_ENDPOINT is set)",
      );
      expect(() => loadConfig({ ...minio, S3_ENDPOINT: "ftp://files" })).toThrow(
        /^S3_ENDPOINT must be an http\(s\) URL/,
      );
      expect(() => loadConfig({ ...minio, S3_BUCKET: "Course_Files" })).toThrow(/^S3_BUCKET must be a bucket name/);
      expect(() => loadConfig({ ...minio, S3_FORCE_PATH_STYLE: "yes" })).toThrow(
        /^S3_FORCE_PATH_STYLE must be true or false/,
      );
      expect(() => loadConfig({ ...minio, S3_ACCESS_KEY_ID: "" })).toThrow(
        /^S3_ACCESS_KEY_ID is required with S3_SECRET_ACCESS_KEY/,
      );
      try {
        loadConfig({ ...minio, S3_ACCESS_KEY_ID: "" });
      } catch (err) {
        expect(String(err)).not.toContain(minio.S3_SECRET_ACCESS_KEY);
      }
    });
  });
});
