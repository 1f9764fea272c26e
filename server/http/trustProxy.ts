import proxyAddr from '@fastify/proxy-addr';
import type { FastifyRequest } from 'fastify';
import { UNIX_PEER } from '../config';

type Trust = false | string[] | ((address: string | undefined, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Addresses and ranges go to Fastify as they are; `unix` also trusts a
 * connection over the Unix socket, which has no address of its own (nginx on the same host, SOCKET_PATH).
 */
export function trustProxy(list: readonly string[]): Trust {
  if (list.length === 0) return false;
  if (!list.includes(UNIX_PEER)) return [...list];
  const addresses = list.filter((entry) => entry !== UNIX_PEER);
  const trusted = addresses.length > 0 ? proxyAddr.compile(addresses) : () => false;
  return (address, hop) => address === undefined || trusted(address, hop);
}

/**
 * The client's address for the login limits. Over the Unix socket with no X-Forwarded-For believed there is
 * none: the process on the other end is then the client, counted as `unix` (as 127.0.0.1 over loopback).
 */
export function clientAddress(request: FastifyRequest): string {
  // Fastify types it as a string, but it is undefined for a Unix socket's peer.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  return request.ip ?? UNIX_PEER;
}
