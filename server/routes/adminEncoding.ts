/**
 * Clients send reciter text fields (name, urduName, bio, birthPlace) base64-encoded (UTF-8) with
 * `_encoded: true`, a workaround for a web firewall. Decoding is strict: text that is not canonical base64, or bytes that are not UTF-8, are a
 * client mistake with a clear message, never silently mangled text.
 */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

export class EncodingError extends Error {}

export function decodeBase64Utf8(value: string, field: string): string {
  if (!BASE64.test(value)) {
    throw new EncodingError(`The field "${field}" is marked as encoded but is not valid base64.`);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(value, 'base64'));
  } catch {
    throw new EncodingError(`The field "${field}" is marked as encoded but does not decode to UTF-8 text.`);
  }
}
