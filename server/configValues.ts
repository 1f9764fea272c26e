/**
 * Reading settings from the environment: each helper checks one value and throws ConfigError with a sentence
 * naming the setting, so the server refuses to start on a malformed value instead of misbehaving later.
 */
import { isIP } from 'node:net';

export class ConfigError extends Error {}

export function positiveInteger(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const text = value.trim();
  if (!/^\d+$/.test(text) || Number(text) < 1 || !Number.isSafeInteger(Number(text))) {
    throw new ConfigError(`${name} must be a whole number of at least 1 (got "${value}")`);
  }
  return Number(text);
}

/** The words a yes-or-no setting takes, in any letter case; unset or blank is its default. */
export const ON_WORDS = ['on', 'true', 'yes', '1'] as const;
export const OFF_WORDS = ['off', 'false', 'no', '0'] as const;

/** A yes-or-no setting: on/off, true/false, yes/no or 1/0 (every such setting takes all of them). */
export function onOff(value: string | undefined, name: string, fallback: boolean): boolean {
  const text = optionalText(value)?.toLowerCase();
  if (text === undefined) return fallback;
  if ((ON_WORDS as readonly string[]).includes(text)) return true;
  if ((OFF_WORDS as readonly string[]).includes(text)) return false;
  throw new ConfigError(`${name} must be on or off (got "${value}")`);
}

export function httpUrl(value: string | undefined, name: string): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(`${name} must be an http:// or https:// URL (got "${value}")`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http:// or https:// URL (got "${value}")`);
  }
  return url.toString();
}

export const optionalText = (value: string | undefined): string | null =>
  value === undefined || value.trim() === '' ? null : value.trim();

/** The widest range a list of trusted proxies may name: a /8 of IPv4, a /32 of IPv6. */
const WIDEST_PREFIX = { ipv4: 8, ipv6: 32 } as const;

/**
 * A comma-separated list of IP addresses and CIDR ranges (`10.0.0.0/8`, `::1`); an empty list when unset.
 * Used for TRUST_PROXY: the proxies whose X-Forwarded-For is believed; `words` are names allowed beside them.
 * A range wider than a /8 (IPv4) or /32 (IPv6) is refused: no proxy needs it, `0.0.0.0/0` would believe
 * every client's own X-Forwarded-For, and proxy-addr throws a bare TypeError on /0 when the server starts.
 */
export function addressList(
  value: string | undefined,
  name: string,
  words: readonly string[] = [],
): string[] {
  const text = optionalText(value);
  if (text === null) return [];
  return text.split(',').map((entry) => {
    const item = entry.trim();
    if (words.includes(item)) return item;
    const [address = '', prefix, extra] = item.split('/');
    const family = isIP(address);
    const bits = family === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || !prefixOk || extra !== undefined) {
      throw new ConfigError(
        `${name} must be IP addresses or CIDR ranges${words.length > 0 ? ` (or ${words.join(', ')})` : ''} separated by commas, e.g. 127.0.0.1,10.0.0.0/8 (got "${item}")`,
      );
    }
    if (prefix !== undefined) {
      // An IPv4 range written as IPv6 (::ffff:10.0.0.0/104) is as wide as its last 32 bits say.
      const mapped = family === 6 && /^::ffff:/i.test(address);
      const narrowest =
        family === 4 ? WIDEST_PREFIX.ipv4 : mapped ? 96 + WIDEST_PREFIX.ipv4 : WIDEST_PREFIX.ipv6;
      if (Number(prefix) < narrowest) {
        throw new ConfigError(
          `${name} may not name a range wider than /${WIDEST_PREFIX.ipv4} (IPv4) or /${WIDEST_PREFIX.ipv6} (IPv6), as every address in it could forge X-Forwarded-For: name your proxies' own addresses or subnet (got "${item}")`,
        );
      }
    }
    return item;
  });
}

const HOST_NAME = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * A comma-separated list of host names (no scheme, port or path), lowercased; an empty list when unset.
 * Used for PUBLIC_HOSTS: the names a trusted proxy's X-Forwarded-Host may give the site.
 */
export function hostNameList(value: string | undefined, name: string): string[] {
  const text = optionalText(value);
  if (text === null) return [];
  return text.split(',').map((entry) => {
    const item = entry.trim().toLowerCase();
    if (!HOST_NAME.test(item) || item.length > 253) {
      throw new ConfigError(
        `${name} must be host names separated by commas, e.g. naats.example.org,www.naats.example.org (got "${entry.trim()}")`,
      );
    }
    return item;
  });
}
