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

export function flag(value: string | undefined, name: string): boolean {
  if (value === undefined || value.trim() === '') return false;
  const text = value.trim().toLowerCase();
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new ConfigError(`${name} must be true or false (got "${value}")`);
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

/**
 * A comma-separated list of IP addresses and CIDR ranges (`10.0.0.0/8`, `::1`); an empty list when unset.
 * Used for TRUST_PROXY: the proxies whose X-Forwarded-For is believed; `words` are names allowed beside them.
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
    return item;
  });
}
