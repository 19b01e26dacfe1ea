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
    "http://[::127.0.0.1]/", // IPv4-compatible (RFC 4291 §2.5.5.1)
    "http://[::7f00:1]/",
    "http://[::ffff:0:127.0.0.1]/", // IPv4-translated (RFC 2765)
    "http://[::ffff:0:7f00:1]/",
    "http://[64:ff9b::127.0.0.1]/", // NAT64 well-known prefix (RFC 6052)
    "http://[64:ff9b:1::7f00:1]/", // NAT64 local-use prefix (RFC 8215)
    "http://[64:ff9b::a9fe:a9fe]/",
    "http://[2002:7f00:1::]/", // 6to4
    "http://[2001:0:4136:e378:8000:63bf:80ff:fffe]/", // Teredo
    "http://[0:0:0:0:0:ffff:10.0.0.1]/",
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

  it.each(["::7f00:1", "::127.0.0.1", "::ffff:0:7f00:1", "64:ff9b:1::a00:1", "::"])(
    "refuses a hostname that resolves to the IPv4-embedding form %s",
    async (address) => {
      await refused("https://sneaky.example/", fakeLookup({ "sneaky.example": [address] }));
    },
  );

  it("gives one neutral message whether a name is private or does not resolve (no DNS probing)", async () => {
    const lookup = fakeLookup({ "intranet.example": ["192.168.0.10"] });
    const privateName = await refused("https://intranet.example/", lookup);
    const unknownName = await refused("https://nothing.example/", lookup);
    const literal = await refused("https://10.0.0.1/", lookup);
    const neutral = (host: string) =>
      `The LMS address ${host} cannot be used from this server. Check the base URL and use your LMS's public address.`;
    expect(privateName.message).toBe(neutral("intranet.example"));
    expect(unknownName.message).toBe(neutral("nothing.example"));
    expect(literal.message).toBe(neutral("10.0.0.1"));
  });

  it("lets public IPv4 and IPv6 addresses through, also in their mapped form", () => {
    expect(isBlockedAddress("93.184.216.34")).toBe(false);
    expect(isBlockedAddress("2606:4700::6810:85e5")).toBe(false);
    expect(isBlockedAddress("::ffff:93.184.216.34")).toBe(false);
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
      expect((error as LmsError).message).toMatch(/lms\.rebind\.example cannot be used from this server/);
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
