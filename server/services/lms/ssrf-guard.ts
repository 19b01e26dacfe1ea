/**
 * The LMS base URL is user input, and the server fetches it with the user's token: without a
 * guard, anyone could make the server call its own cloud metadata endpoint or internal services
 * (SSRF). DESIGN §3 "LMS": refuse private, loopback and link-local addresses unless
 * LMS_ALLOW_PRIVATE_HOSTS=true (tests).
 *
 * Ranges: RFC 1918, RFC 6598 (CGNAT), RFC 3927 / RFC 4291 (link-local), RFC 4193 (unique local),
 * RFC 6890 special-purpose blocks, cloud metadata (169.254.169.254, fd00:ec2::254), and the
 * IPv4-mapped IPv6 form of each IPv4 range (Node's BlockList matches ::ffff:a.b.c.d against IPv4
 * rules; we also unwrap them ourselves). Built on node:net BlockList so no extra dependency.
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
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["fe80::", 10], // link-local
  ["fc00::", 7], // unique local, includes fd00:ec2::254 metadata
  ["ff00::", 8], // multicast
  ["64:ff9b::", 96], // NAT64 (embeds an IPv4 address)
  ["2002::", 16], // 6to4 (embeds an IPv4 address)
  ["100::", 64], // discard-only
];

const blockList = new net.BlockList();
for (const [address, prefix] of BLOCKED_V4) blockList.addSubnet(address, prefix, "ipv4");
for (const [address, prefix] of BLOCKED_V6) blockList.addSubnet(address, prefix, "ipv6");

/** "::ffff:7f00:1" or "::ffff:127.0.0.1" -> "127.0.0.1"; anything else unchanged. */
function unwrapMappedIpv4(address: string): string {
  const lower = address.toLowerCase();
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const hi = parseInt(hex[1], 16);
    const lo = parseInt(hex[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return address;
}

/**
 * Whether an IP address literal is private, loopback, link-local, unique-local, CGNAT,
 * unspecified, multicast/reserved or a metadata address (IPv4-mapped IPv6 included).
 * @param address - an IPv4 or IPv6 literal without brackets; a non-IP string counts as blocked
 */
export function isBlockedAddress(address: string): boolean {
  const plain = unwrapMappedIpv4(address.replace(/^\[|\]$/g, "").replace(/%.*$/, ""));
  const family = net.isIP(plain);
  if (family === 4) return blockList.check(plain, "ipv4");
  if (family === 6) return blockList.check(plain, "ipv6");
  return true;
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
  const refusal = blocked(
    `The LMS address ${parsed.hostname} points to a private or internal network, which this server does not connect to. Use your LMS's public address.`,
  );
  if (net.isIP(host)) {
    if (isBlockedAddress(host)) throw refusal;
    return parsed;
  }
  if (host === "localhost" || host.endsWith(".localhost")) throw refusal;

  let addresses: Array<{ address: string }>;
  try {
    addresses = await (options.lookup ?? defaultLookup)(host);
  } catch (cause) {
    throw new LmsError("blocked_address", `The LMS address ${host} could not be found. Check the base URL for typos.`, {
      cause,
    });
  }
  if (addresses.length === 0) {
    throw blocked(`The LMS address ${host} could not be found. Check the base URL for typos.`);
  }
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
          return callback(
            blocked(
              `The LMS address ${hostname} now points to a private or internal network, which this server does not connect to. Use your LMS's public address.`,
            ),
            [],
          );
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
