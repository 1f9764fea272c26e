/**
 * Which addresses a server-side download may connect to. Allow-list, not deny-list: only globally routable
 * unicast addresses pass; loopback, private, carrier-grade NAT, link-local (and so cloud metadata at
 * 169.254.169.254), unique-local (fd00:ec2::254 included), unspecified, multicast, broadcast, reserved and
 * the IPv6 forms that embed an IPv4 address (compatible ::a.b.c.d, mapped, translated, NAT64, 6to4, Teredo)
 * are judged by the IPv4 address inside them.
 */
import ipaddr from 'ipaddr.js';

export interface AddressPolicy {
  /** Tests only: lets a download reach a test server on 127.0.0.1 / ::1. */
  allowLoopback: boolean;
}

/** Returns null when `address` (a literal IP) may be contacted, else the reason it may not. */
export function refuseAddress(address: string, policy: AddressPolicy): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address.replace(/^\[|\]$/g, ''));
  } catch {
    return 'not an IP address';
  }
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    const embedded = embeddedIPv4(v6.parts);
    if (embedded === 'refuse') return 'IPv6 address with an unknown IPv4 embedding';
    // [::127.0.0.1] and [::ffff:127.0.0.1] reach 127.0.0.1: judge the IPv4 address inside.
    if (embedded !== null) {
      const inner = refuseAddress(embedded, policy);
      return inner === null ? null : `${inner} (inside an IPv6 address)`;
    }
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.allowLoopback) return null;
  return `${range} address`;
}

const v4 = (high: number, low: number): string => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/**
 * The IPv4 address an IPv6 address carries, by the forms that route to it: IPv4-compatible (::/96, but not
 * :: and ::1), mapped (::ffff:0:0/96), translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96), 6to4 (2002::/16)
 * and Teredo (2001::/32, the client address inverted). 'refuse' (not an address) for local NAT64 (64:ff9b:1::/48), whose
 * embedding the network chooses; null for an address with nothing inside.
 */
function embeddedIPv4(parts: readonly number[]): string | null {
  const [p0 = 0, p1 = 0, p2 = 0, p3 = 0, p4 = 0, p5 = 0, p6 = 0, p7 = 0] = parts;
  const zeroTo = (end: number) => parts.slice(0, end).every((part) => part === 0);
  if (zeroTo(6) && !(p6 === 0 && p7 <= 1)) return v4(p6, p7);
  if (zeroTo(5) && p5 === 0xffff) return v4(p6, p7);
  if (zeroTo(4) && p4 === 0xffff && p5 === 0) return v4(p6, p7);
  if (p0 === 0x64 && p1 === 0xff9b && p2 === 0 && p3 === 0 && p4 === 0 && p5 === 0) return v4(p6, p7);
  if (p0 === 0x64 && p1 === 0xff9b && p2 === 1) return 'refuse';
  if (p0 === 0x2002) return v4(p1, p2);
  if (p0 === 0x2001 && p1 === 0) return v4(p6 ^ 0xffff, p7 ^ 0xffff);
  return null;
}

/** True for a hostname that is already a literal IP (after WHATWG URL canonicalisation). */
export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(hostname.replace(/^\[|\]$/g, ''));
}
