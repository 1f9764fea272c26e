/** Shared pieces of the admin route tests: multipart bodies, a fake provider and a local audio server. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AdminConfig } from '../../server/adminConfig';

export const testAdminConfig = (overrides: Partial<AdminConfig> = {}): AdminConfig => ({
  uploadMaxBytes: 5 * 1024 * 1024,
  fetchMaxBytes: 5 * 1024 * 1024,
  fetchTimeoutMs: 5000,
  fetchAllowLoopback: false,
  translateUrl: null,
  translateApiKey: null,
  transcribeUrl: null,
  transcribeApiKey: null,
  transcribeModel: 'whisper-1',
  providerTimeoutMs: 5000,
  ...overrides,
});

export interface FilePart {
  field: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser sends it. */
export function multipart(
  fields: Record<string, string>,
  file?: FilePart,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----naatTest${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface LocalServer {
  url: string;
  requests: { url: string; headers: http.IncomingHttpHeaders; body: Buffer }[];
  close(): Promise<void>;
}

/** An HTTP server on 127.0.0.1 answering with `handler`, recording every request. */
export async function localServer(
  handler: (req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) => void,
): Promise<LocalServer> {
  const requests: LocalServer['requests'] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ url: req.url ?? '', headers: req.headers, body });
      handler(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
