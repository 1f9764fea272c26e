/**
 * SOCKET_PATH: an instance on the nginx host listening on a Unix socket instead of a loopback port. nginx
 * and the instance then spend about a tenth less CPU per proxied request (docs/scale-out.md, "Measured").
 */
import { chmod, lstat, unlink } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from '../configValues';

/**
 * Anyone on the machine may connect, as anyone may to a loopback port: the socket is no narrower and no wider
 * than 127.0.0.1:PORT was. The folder's permissions narrow it when wanted (docs/scale-out.md).
 */
export const SOCKET_MODE = 0o666;

/** Whether a process accepts connections on the socket (true), or none does and the file is stale (false). */
function inUse(socketPath: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED') resolve(false);
      else reject(new ConfigError(`Could not check SOCKET_PATH ${socketPath}: ${error.message}`));
    });
  });
}

/**
 * A socket file left by a process that died without closing (a crash, SIGKILL) would make listening fail
 * with EADDRINUSE: it is removed. Anything else at that path (a file, a folder, a live socket) is left alone.
 */
export async function clearStaleSocket(socketPath: string): Promise<void> {
  let isSocket: boolean;
  try {
    isSocket = (await lstat(socketPath)).isSocket();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    try {
      await lstat(path.dirname(socketPath));
    } catch {
      throw new ConfigError(`SOCKET_PATH's folder ${path.dirname(socketPath)} does not exist`);
    }
    return;
  }
  if (!isSocket) {
    throw new ConfigError(`SOCKET_PATH ${socketPath} exists and is not a socket: it is left alone`);
  }
  if (await inUse(socketPath)) {
    throw new ConfigError(`SOCKET_PATH ${socketPath} is in use: another process listens on it`);
  }
  await unlink(socketPath);
}

/** Listens on the socket; closing the server removes the file (Node unlinks it). */
export async function listenOnSocket(app: FastifyInstance, socketPath: string): Promise<void> {
  await clearStaleSocket(socketPath);
  await app.listen({ path: socketPath });
  await chmod(socketPath, SOCKET_MODE);
}
