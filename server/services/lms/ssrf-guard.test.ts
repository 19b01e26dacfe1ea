import type { LookupOptions } from "node:dns";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it, vi } from "vitest";
import { LmsHttpClient } from "./http.ts";
import { assertPublicBaseUrl, guardedLookup, isBlockedAddress, type LookupFunction } from "./ssrf-guard.ts";
import { LmsError } from "./types.ts";

/** A resolver that never touches the network. */
function fakeLookup(table: Record<string, string[]>): LookupFunction & ReturnType<typeof vi.fn> {
  return vi.fn(async (hostname: string) => {
    const addresses = table[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: "ENOTFOUND" });
    return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
  });
}

async function refused(url: string, lookup: LookupFunction = fakeLookup({})): Promise<LmsError> {
  const error = await assertPublicBaseUrl(url, { lookup }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LmsError);
  expect(error).toMatchObject({ kind: "blocked_address", httpStatus: 400 });
  return error as LmsError;
}

describe("assertPublicBaseUrl", () => {
  it.each([
    "http://127.0.0.1/",
    "http://127.1.2.3:8080/",
    "http://10.1.2.3/",
    "http://172.16.5.4/",
    "http://192.168.1.1/",
    "http://100.64.0.1/",
    "http://169.254.169.254/latest/meta-data/",
    "http://0.0.0.0/",
    "http://[::1]/",
    "http://[fe80::1]/",
    "http://[fd00:ec2::254]/",
    "http://[fc00::5]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:a9fe:a9fe]/",
    "http://2130706433/", // 127.0.0.1 as an integer
    "http://0x7f.1/",
    "http://localhost:3000/",
  ])("refuses %s without resolving or connecting", async (url) => {
    const lookup = fakeLookup({});
    await refused(url, lookup);
    expect(lookup).not.toHaveBeenCalled();
  });

  it("refuses a hostname that resolves to a private address", async () => {
    const error = await refused("https://internal.example/", fakeLookup({ "internal.example": ["10.0.0.5"] }));
    expect(error.message).toContain("internal.example");
  });

  it("refuses a hostname when any of its addresses is private (e.g. metadata behind a public one)", async () => {
    await refused("https://mixed.example/", fakeLookup({ "mixed.example": ["93.184.216.34", "169.254.169.254"] }));
    await refused("https://v6.example/", fakeLookup({ "v6.example": ["::1"] }));
  });

  it("lets a public address through", async () => {
    const lookup = fakeLookup({ "canvas.example.edu": ["93.184.216.34"] });
    const url = await assertPublicBaseUrl("https://canvas.example.edu/", { lookup });
    expect(url.hostname).toBe("canvas.example.edu");
    expect(lookup).toHaveBeenCalledWith("canvas.example.edu");
  });

  it("refuses other schemes, credentials in the URL and names that do not resolve", async () => {
    await refused("file:///etc/passwd");
    await refused("ftp://canvas.example.edu/");
    await refused("https://user:pass@canvas.example.edu/", fakeLookup({ "canvas.example.edu": ["93.184.216.34"] }));
    await refused("https://nowhere.example/");
    await refused("not a url");
  });

  it("allows private hosts only when told to (LMS_ALLOW_PRIVATE_HOSTS, tests)", async () => {
    const lookup = fakeLookup({});
    await expect(
      assertPublicBaseUrl("http://127.0.0.1:1234/", { allowPrivateHosts: true, lookup }),
    ).resolves.toBeInstanceOf(URL);
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe("isBlockedAddress", () => {
  it("classifies addresses", () => {
    expect(isBlockedAddress("8.8.8.8")).toBe(false);
    expect(isBlockedAddress("2606:4700:4700::1111")).toBe(false);
    expect(isBlockedAddress("172.32.0.1")).toBe(false);
    expect(isBlockedAddress("172.31.255.255")).toBe(true);
    expect(isBlockedAddress("::ffff:10.0.0.1")).toBe(true);
    expect(isBlockedAddress("not-an-ip")).toBe(true);
  });
});

describe("DNS rebinding", () => {
  /** A local HTTP server standing in for an internal service; counts what reaches it. */
  async function internalService() {
    let requests = 0;
    const server = createServer((_req, res) => {
      requests++;
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    return {
      port,
      requests: () => requests,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it("refuses a name that resolves to a public address when checked and to loopback when connecting", async () => {
    const service = await internalService();
    try {
      // First answer (the pre-request check): public. Every later answer (the connection): loopback.
      let calls = 0;
      const rebinding: LookupFunction = async () => [
        { address: calls++ === 0 ? "93.184.216.34" : "127.0.0.1", family: 4 },
      ];
      const client = new LmsHttpClient({
        baseUrl: `http://lms.rebind.example:${service.port}/`,
        accessToken: "secret-token",
        lmsName: "Canvas",
        describeError: () => new LmsError("bad_response", "unexpected"),
        lookup: rebinding,
        timeoutMs: 5_000,
      });
      const error = await client.getJson("api/v1/users/self").then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(LmsError);
      expect(error).toMatchObject({ kind: "blocked_address", httpStatus: 400 });
      expect((error as LmsError).message).toMatch(/lms\.rebind\.example now points to a private or internal network/);
      expect(calls).toBeGreaterThanOrEqual(2);
      expect(service.requests()).toBe(0);
    } finally {
      await service.close();
    }
  });

  it("guardedLookup answers in dns.lookup's shapes and refuses any non-public answer", async () => {
    const lookup = guardedLookup(
      fakeLookup({ "lms.example": ["93.184.216.34", "2606:2800:220:1::1"], "bad.example": ["10.0.0.5"] }),
    );
    const call = (host: string, options: LookupOptions) =>
      new Promise<{ error: unknown; address: unknown; family?: number }>((resolve) =>
        lookup(host, options, (error, address, family) => resolve({ error, address, family })),
      );
    expect(await call("lms.example", { all: true })).toMatchObject({
      error: null,
      address: [
        { address: "93.184.216.34", family: 4 },
        { address: "2606:2800:220:1::1", family: 6 },
      ],
    });
    expect(await call("lms.example", { family: 6 })).toMatchObject({
      error: null,
      address: "2606:2800:220:1::1",
      family: 6,
    });
    expect((await call("bad.example", { all: true })).error).toMatchObject({ kind: "blocked_address" });
    expect((await call("missing.example", {})).error).toMatchObject({ code: "ENOTFOUND" });
  });
});
