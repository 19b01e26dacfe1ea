/**
 * The LMS base URL is user input, and the server fetches it with the user's token: without a
 * guard, anyone could make the server call its own cloud metadata endpoint or internal services
 * (SSRF). DESIGN §3 "LMS": refuse private, loopback and link-local addresses unless
 * LMS_ALLOW_PRIVATE_HOSTS=true (tests).
 *
 * Ranges: RFC 1918, RFC 6598 (CGNAT), RFC 3927 / RFC 4291 (link-local), RFC 4193 (unique local),
 * RFC 6890 special-purpose blocks, cloud metadata (169.254.169.254, fd00:ec2::254), and every
 * IPv6 form that embeds an IPv4 address, normalised before the check (issue #14): mapped
 * ::ffff:a.b.c.d, compatible ::a.b.c.d, translated ::ffff:0:a.b.c.d, NAT64 64:ff9b::/96 and
 * 64:ff9b:1::/48, 6to4 and Teredo. Built on node:net BlockList so no extra dependency. Every
 * refused or unresolvable host gets the same message, so errors cannot map internal DNS.
 *
 * Two checks, both before any byte reaches the host: {@link assertPublicBaseUrl} before every
 * request and redirect hop (clear messages, no connection), and {@link guardedLookup} inside the
 * connection itself (undici's connector resolves the name through it and connects to the very
 * addresses it approved), so a DNS answer that changes between the two (DNS rebinding) is refused
 * rather than followed.
 */
import { promises as dns, type LookupAddress, type LookupOptions } from "node:dns";
import net from "node:net";
import { Agent } from "undici";
import { LmsError } from "./types.ts";

/** A resolver shaped like `dns.promises.lookup(host, { all: true })`. */
export type LookupFunction = (hostname: string) => Promise<Array<{ address: string; family: number }>>;

const defaultLookup: LookupFunction = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

const BLOCKED_V4: Array<[string, number]> = [
  ["0.0.0.0", 8], // "this network", includes 0.0.0.0
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // CGNAT
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, includes 169.254.169.254 metadata
  ["172.16.0.0", 12],
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, includes 255.255.255.255
];

const BLOCKED_V6: Array<[string, number]> = [
  ["::", 96], // unspecified, loopback and IPv4-compatible ::a.b.c.d (RFC 4291 §2.5.5.1, deprecated)
  ["fe80::", 10], // link-local
  ["fc00::", 7], // unique local, includes fd00:ec2::254 metadata
  ["ff00::", 8], // multicast
  ["64:ff9b::", 96], // NAT64 well-known prefix (RFC 6052; embeds an IPv4 address)
  ["64:ff9b:1::", 48], // NAT64 local-use prefix (RFC 8215)
  ["2002::", 16], // 6to4 (embeds an IPv4 address)
  ["2001::", 32], // Teredo (embeds an obfuscated IPv4 address)
  ["2001:db8::", 32], // documentation
  ["100::", 64], // discard-only
];

const blockList = new net.BlockList();
for (const [address, prefix] of BLOCKED_V4) blockList.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of BLOCKED_V6) blockList.addSubnet(address, prefix, "ipv6");

/**
 * The eight 16-bit groups of an IPv6 literal (with "::" expanded and a trailing dotted quad such
 * as "::ffff:0:127.0.0.1" read as two groups); null when it is not IPv6.
 */
function ipv6Groups(address: string): number[] | null {
  if (net.isIP(address) !== 6) return null;
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part ? part.split(":").map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The IPv4 address an IPv6 literal carries in its last 32 bits when it is one of the forms that
 * reach IPv4 hosts: IPv4-mapped ::ffff:a.b.c.d and IPv4-compatible ::a.b.c.d (RFC 4291
 * §2.5.5), IPv4-translated ::ffff:0:a.b.c.d (RFC 2765), and NAT64 64:ff9b::/96 (RFC 6052,
 * RFC 8215). Null for any other address.
 */
export function embeddedIpv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (!g) return null;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const mapped = zeros(0, 5) && g[5] === 0xffff;
  const compatible = zeros(0, 6);
  const translated = zeros(0, 4) && g[4] === 0xffff && g[5] === 0;
  const nat64 = g[0] === 0x64 && g[1] === 0xff9b && (zeros(2, 6) || g[2] === 1);
  if (!mapped && !compatible && !translated && !nat64) return null;
  const hi = g[6]!;
  const lo = g[7]!;
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/**
 * Whether an IP address literal is private, loopback, link-local, unique-local, CGNAT,
 * unspecified, multicast/reserved, a metadata address, or an IPv6 form embedding any of those
 * (see {@link embeddedIpv4}); NAT64, 6to4 and Teredo prefixes are refused as a whole.
 * @param address - an IPv4 or IPv6 literal, brackets and zone allowed; a non-IP string counts as blocked
 */
export function isBlockedAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = net.isIP(plain);
  if (family === 4) return blockList.check(plain, "ipv4");
  if (family !== 6) return true;
  const v4 = embeddedIpv4(plain);
  if (v4 && blockList.check(v4, "ipv4")) return true;
  return blockList.check(plain, "ipv6");
}

/**
 * The one answer for every refused or unresolvable host (issue #14): the same text whether the
 * name is unknown, private, or turned private after the check, so the error cannot be used to
 * map internal DNS names or addresses.
 */
function unreachable(hostname: string, cause?: unknown): LmsError {
  return new LmsError(
    "blocked_address",
    `The LMS address ${hostname} cannot be used from this server. Check the base URL and use your LMS's public address.`,
    cause === undefined ? {} : { cause },
  );
}

function blocked(message: string): LmsError {
  return new LmsError("blocked_address", message);
}

/**
 * Refuses a URL the server must not call with a user's token: not http(s), carrying credentials,
 * or whose host is (or resolves to) a non-public address. Runs before every request and every
 * redirect hop (http.ts).
 *
 * @param url - absolute URL string or URL
 * @param options.allowPrivateHosts - skip the address check (LMS_ALLOW_PRIVATE_HOSTS=true; tests)
 * @param options.lookup - resolver, default `dns.promises.lookup(host, { all: true })`
 * @returns the parsed URL
 * @throws LmsError `blocked_address` (HTTP 400) with a message naming the host, or when the name
 *   does not resolve; never connects to the host.
 */
export async function assertPublicBaseUrl(
  url: string | URL,
  options: { allowPrivateHosts?: boolean; lookup?: LookupFunction } = {},
): Promise<URL> {
  let parsed: URL;
  try {
    parsed = typeof url === "string" ? new URL(url) : url;
  } catch {
    throw blocked("The LMS base URL is not a valid URL. Enter it like https://canvas.example.edu.");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw blocked("The LMS base URL must start with https:// (or http://).");
  }
  if (parsed.username || parsed.password) {
    throw blocked("The LMS base URL must not contain a user name or password. Enter the token in the token field.");
  }
  if (options.allowPrivateHosts) return parsed;

  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  const refusal = unreachable(parsed.hostname);
  if (net.isIP(host)) {
    if (isBlockedAddress(host)) throw refusal;
    return parsed;
  }
  if (host === "localhost" || host.endsWith(".localhost")) throw refusal;

  let addresses: Array<{ address: string }>;
  try {
    addresses = await (options.lookup ?? defaultLookup)(host);
  } catch (cause) {
    throw unreachable(host, cause);
  }
  if (addresses.length === 0) throw refusal;
  // Every address must be public: the connection may use any of them.
  if (addresses.some((a) => isBlockedAddress(a.address))) throw refusal;
  return parsed;
}

/** The callback shape of `dns.lookup`, as net.connect calls its `lookup` option. */
type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `dns.lookup`-compatible resolver for sockets: resolves the name and fails the connection with
 * LmsError `blocked_address` when any answer is not public. Node calls it while connecting, and the
 * socket then connects to one of the addresses approved here, which closes the gap between the
 * check and the connection (DNS rebinding). IP-literal hosts never reach it; assertPublicBaseUrl
 * checks those.
 *
 * @param lookup - resolver, default `dns.promises.lookup(host, { all: true })`
 */
export function guardedLookup(lookup: LookupFunction = defaultLookup) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    lookup(hostname).then(
      (answers) => {
        if (answers.length === 0) {
          const notFound: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
          notFound.code = "ENOTFOUND";
          return callback(notFound, []);
        }
        if (answers.some((a) => isBlockedAddress(a.address))) {
          return callback(unreachable(hostname), []);
        }
        const usable = options.family ? answers.filter((a) => a.family === options.family) : answers;
        if (options.all) return callback(null, usable);
        const first = usable[0] ?? answers[0]!;
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, []),
    );
  };
}

let sharedAgent: Agent | undefined;

/**
 * The undici dispatcher LMS requests go through: every new connection resolves its host with
 * {@link guardedLookup}. Keep-alive connections are reused within and across imports.
 *
 * @param lookup - resolver for tests; without one, a process-wide agent is shared
 */
export function guardedDispatcher(lookup?: LookupFunction): Agent {
  if (lookup) return new Agent({ connect: { lookup: guardedLookup(lookup) } });
  sharedAgent ??= new Agent({ connect: { lookup: guardedLookup() } });
  return sharedAgent;
}
