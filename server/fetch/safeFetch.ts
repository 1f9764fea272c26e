/**
 * Server-side download of a URL an admin typed (fetch mode, transcription of remote audio), defended against
 * server-side request forgery: http(s) only; the host is canonicalised by the WHATWG URL parser (so decimal,
 * octal and hex IPv4 spellings become dotted quads), resolved here, and every address it resolves to must pass
 * the address policy; the connection then goes to the checked address (a pinned `lookup`), so a second DNS
 * answer cannot swap it; redirects are followed by hand, at most five, each one checked the same way; the whole
 * download has a time limit, and the caller applies a size limit to the body.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIpLiteral, refuseAddress, type AddressPolicy } from './addressPolicy';

export interface SafeFetchOptions extends AddressPolicy {
  timeoutMs: number;
  maxRedirects?: number;
  /** Injected in tests; defaults to the system resolver. */
  resolve?: (hostname: string) => Promise<string[]>;
}

/** Why a download was refused or failed; `status` is the HTTP status to answer the admin with. */
export class FetchRefused extends Error {
  constructor(
    message: string,
    readonly status: 400 | 502 | 504,
  ) {
    super(message);
  }
}

export const INVALID_URL_MESSAGE = 'Please provide a valid URL starting with http:// or https://';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function systemResolve(hostname: string): Promise<string[]> {
  const answers = await dnsLookup(hostname, { all: true, order: 'verbatim' });
  return answers.map((answer) => answer.address);
}

/** Parses and checks a URL without connecting; returns the URL and the address to connect to. */
export async function checkUrl(
  raw: string,
  options: SafeFetchOptions,
): Promise<{ url: URL; address: string; family: 4 | 6 }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchRefused(INVALID_URL_MESSAGE, 400);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused(INVALID_URL_MESSAGE, 400);
  if (url.username || url.password) {
    throw new FetchRefused('URLs with a user name or password are not accepted.', 400);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIpLiteral(host)) {
    addresses = [host];
  } else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw new FetchRefused(`The host "${host}" could not be found.`, 400);
    }
    if (addresses.length === 0) throw new FetchRefused(`The host "${host}" could not be found.`, 400);
  }
  // Every answer must pass: a name that resolves to one public and one private address is refused.
  for (const address of addresses) {
    const reason = refuseAddress(address, options);
    if (reason) {
      throw new FetchRefused(
        `Refused to download from ${host}: it points to a ${reason}, which this server does not contact.`,
        400,
      );
    }
  }
  const address = addresses[0] as string;
  return { url, address, family: address.includes(':') ? 6 : 4 };
}

function request(url: URL, address: string, family: 4 | 6, signal: AbortSignal): Promise<IncomingMessage> {
  // Node may ask for one address or for all of them (autoSelectFamily); either way it gets the checked one.
  const pinned = ((_host: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (opts.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET',
      lookup: pinned,
      signal,
      headers: { accept: 'audio/*, */*' },
    });
    req.once('response', resolve);
    req.once('error', reject);
    req.end();
  });
}

/**
 * Opens `raw` and returns the response body once a 2xx answer arrives. The caller must consume or destroy it;
 * the time limit covers the body too (the stream errors when it runs out).
 */
export async function safeFetch(raw: string, options: SafeFetchOptions): Promise<IncomingMessage> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 5;
  let current = raw;
  for (let hop = 0; ; hop += 1) {
    const { url, address, family } = await checkUrl(current, options);
    let response: IncomingMessage;
    try {
      response = await request(url, address, family, signal);
    } catch (error) {
      if (signal.aborted) throw new FetchRefused('Downloading the audio took too long and was stopped.', 504);
      throw new FetchRefused(`Could not download the audio: ${(error as Error).message}`, 502);
    }
    const status = response.statusCode ?? 0;
    if (REDIRECTS.has(status)) {
      response.resume();
      const location = response.headers.location;
      if (!location)
        throw new FetchRefused(`Could not download the audio: HTTP ${status} without a Location.`, 502);
      if (hop >= maxRedirects) {
        throw new FetchRefused(`Could not download the audio: more than ${maxRedirects} redirects.`, 502);
      }
      current = new URL(location, url).toString();
      continue;
    }
    if (status < 200 || status > 299) {
      response.resume();
      throw new FetchRefused(`Could not download the audio: the remote server answered HTTP ${status}.`, 502);
    }
    // Out of time mid-body, the request's abort surfaces as a bare "aborted" (ECONNRESET) on the body:
    // the body ends with the time limit's own refusal instead, so a slow site reads as slow, not as a reset.
    signal.addEventListener(
      'abort',
      () => response.destroy(new FetchRefused('Downloading the audio took too long and was stopped.', 504)),
      { once: true },
    );
    return response;
  }
}
