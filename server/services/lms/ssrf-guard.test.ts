import { describe, expect, it, vi } from "vitest";
import { assertPublicBaseUrl, isBlockedAddress, type LookupFunction } from "./ssrf-guard.ts";
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
