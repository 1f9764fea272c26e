/**
 * Which addresses a server-side download may connect to. Allow-list, not deny-list: only globally routable
 * unicast addresses pass; loopback, private, carrier-grade NAT, link-local (and so cloud metadata at
 * 169.254.169.254), unique-local (fd00:ec2::254 included), unspecified, multicast, broadcast, reserved and
 * the IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo) are refused.
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
    // ::ffff:127.0.0.1 reaches 127.0.0.1: judge the IPv4 address inside.
    if (v6.isIPv4MappedAddress()) return refuseAddress(v6.toIPv4Address().toString(), policy);
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  if (range === 'loopback' && policy.allowLoopback) return null;
  return `${range} address`;
}

/** True for a hostname that is already a literal IP (after WHATWG URL canonicalisation). */
export function isIpLiteral(hostname: string): boolean {
  return ipaddr.isValid(hostname.replace(/^\[|\]$/g, ''));
}
