/**
 * Which addresses Duet may fetch from on a person's behalf: the public internet only. Classifies an
 * IP address with ipaddr.js (docs/decisions/safe-fetch.md says why a library and which ranges), looks
 * inside IPv6 forms that carry an IPv4 address (mapped, translated, NAT64, 6to4), and reads the
 * operator's allowance (FETCH_ALLOW_HOSTS) that lets named hosts through anyway.
 */
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Why an address is not public: ipaddr.js's range name ("loopback", "private", …). */
export type AddressVerdict = { public: true } | { public: false; range: string };

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parse('2000::');

/** The IPv4 address inside an IPv6 one that carries it in its last 32 bits, or in bits 16–48 (6to4). */
function embeddedIPv4(v6: ipaddr.IPv6, range: string): ipaddr.IPv4 | null {
  const p = v6.parts;
  const fromParts = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052') return fromParts(p[6]!, p[7]!);
  if (range === '6to4') return fromParts(p[1]!, p[2]!);
  return null;
}

/** Whether `address` (an IPv4 or IPv6 literal, no brackets) is on the public internet. */
export function classifyAddress(address: string): AddressVerdict {
  if (!ipaddr.isValid(address)) return { public: false, range: 'invalid' };
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') {
    const range = (ip as ipaddr.IPv4).range();
    return range === 'unicast' ? { public: true } : { public: false, range };
  }
  const v6 = ip as ipaddr.IPv6;
  const range = v6.range();
  const inner = embeddedIPv4(v6, range);
  if (inner) {
    const verdict = classifyAddress(inner.toString());
    return verdict.public ? verdict : { public: false, range: `${range} ${verdict.range}` };
  }
  if (range !== 'unicast') return { public: false, range };
  // ::a.b.c.d, the deprecated IPv4-compatible form: the first 96 bits are zero. Never used for real.
  if (v6.parts.slice(0, 6).every((part) => part === 0)) return { public: false, range: 'ipv4Compatible' };
  // Only 2000::/3 is handed out as global unicast; ipaddr.js calls every unnamed rest "unicast".
  return v6.match(GLOBAL_UNICAST_V6, 3) ? { public: true } : { public: false, range: 'reserved' };
}

/** Whether two spellings name one address (::ffff:1.2.3.4 and 1.2.3.4 do). */
export function sameAddress(a: string, b: string): boolean {
  if (!ipaddr.isValid(a) || !ipaddr.isValid(b)) return a === b;
  return ipaddr.process(a).toNormalizedString() === ipaddr.process(b).toNormalizedString();
}

/**
 * A URL's host as the connection will use it: WHATWG URL has already turned 2130706433, 0x7f.1 and
 * 127.1 into 127.0.0.1 and ::ffff:127.0.0.1 into ::ffff:7f00:1. Brackets and one trailing dot go.
 */
export function bareHost(hostname: string): string {
  const unbracketed = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return unbracketed.endsWith('.') ? unbracketed.slice(0, -1) : unbracketed;
}

/** localhost and *.localhost never leave the machine (RFC 6761): refused without asking DNS. */
export function isLocalName(host: string): boolean {
  return isIP(host) === 0 && (host === 'localhost' || host.endsWith('.localhost'));
}

/** One FETCH_ALLOW_HOSTS entry: a host as a URL writes it, on one port or (null) on any. */
export interface AllowedHost {
  host: string;
  port: number | null;
}

const ENTRY = /^(\[[0-9a-fA-F:.]+\]|[^\s:/?#@[\]]+)(?::(\d{1,5}))?$/;

/** Reads "docs.example.test", "docs.example.test:8080" or "[::1]:8080"; null when it is none of these. */
export function parseAllowedHost(entry: string): AllowedHost | null {
  const match = ENTRY.exec(entry.trim());
  if (!match) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  try {
    // The same parser the fetch uses, so "2130706433" here and "127.0.0.1" in a URL are one host.
    const url = new URL(`http://${match[1]}/`);
    if (url.username || url.password || url.pathname !== '/') return null;
    return { host: bareHost(url.hostname), port };
  } catch {
    return null;
  }
}

/** The operator's FETCH_ALLOW_HOSTS as the fetchers read it: the entries that parse. */
export function parseAllowedHosts(entries: readonly string[] = []): AllowedHost[] {
  return entries.map(parseAllowedHost).filter((h): h is AllowedHost => h !== null);
}

/** Whether the operator allowed this host (as written in the URL, after parsing) on this port. */
export function isAllowedHost(allowed: readonly AllowedHost[], host: string, port: number): boolean {
  return allowed.some((entry) => entry.host === host && (entry.port === null || entry.port === port));
}
