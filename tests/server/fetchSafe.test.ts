import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refuseAddress } from '../../server/fetch/addressPolicy';
import { FetchRefused, checkUrl, safeFetch } from '../../server/fetch/safeFetch';

const strict = { allowLoopback: false, timeoutMs: 2000 };
const loose = { allowLoopback: true, timeoutMs: 2000 };

describe('refuseAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.1',
    '172.16.5.4',
    '172.31.255.255',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '169.254.1.1',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd00:ec2::254',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
  ])('refuses %s', (address) => {
    expect(refuseAddress(address, strict)).not.toBeNull();
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(refuseAddress(address, strict)).toBeNull();
    },
  );

  it('allows loopback only when configured to, and never private addresses', () => {
    expect(refuseAddress('127.0.0.1', loose)).toBeNull();
    expect(refuseAddress('::1', loose)).toBeNull();
    expect(refuseAddress('::ffff:127.0.0.1', loose)).toBeNull();
    expect(refuseAddress('10.0.0.1', loose)).not.toBeNull();
    expect(refuseAddress('169.254.169.254', loose)).not.toBeNull();
  });
});

describe('checkUrl', () => {
  const refusal = (raw: string, resolve?: (host: string) => Promise<string[]>) =>
    checkUrl(raw, { ...strict, ...(resolve ? { resolve } : {}) }).then(
      () => null,
      (error: unknown) => error as FetchRefused,
    );

  it.each([
    'http://127.0.0.1/a.mp3',
    'http://2130706433/a.mp3',
    'http://0177.0.0.1/a.mp3',
    'http://0x7f.1/a.mp3',
    'http://0x7f000001/a.mp3',
    'http://127.1/a.mp3',
    'http://[::1]/a.mp3',
    'http://[::ffff:127.0.0.1]/a.mp3',
    'http://[::ffff:7f00:1]/a.mp3',
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://10.1.2.3/a.mp3',
    'http://0/a.mp3',
    'https://192.168.0.10/a.mp3',
  ])('refuses %s whatever the spelling', async (raw) => {
    const error = await refusal(raw);
    expect(error).toBeInstanceOf(FetchRefused);
    expect(error?.status).toBe(400);
    expect(error?.message).toMatch(/^Refused to download from/);
  });

  it.each(['ftp://example.com/a.mp3', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url', ''])(
    'refuses the non-http URL %j with the form message',
    async (raw) => {
      expect((await refusal(raw))?.message).toBe(
        'Please provide a valid URL starting with http:// or https://',
      );
    },
  );

  it('refuses a name that resolves to a private address, or to a public and a private one', async () => {
    expect(
      (await refusal('http://evil.example/a.mp3', () => Promise.resolve(['10.0.0.5'])))?.message,
    ).toMatch(/private/);
    expect(
      (await refusal('http://evil.example/a.mp3', () => Promise.resolve(['93.184.215.14', '127.0.0.1'])))
        ?.message,
    ).toMatch(/loopback/);
    expect((await refusal('http://localhost/a.mp3'))?.status).toBe(400);
  });

  it('refuses a name that does not resolve, and credentials in the URL', async () => {
    expect(
      (await refusal('http://nowhere.invalid/a.mp3', () => Promise.reject(new Error('ENOTFOUND'))))?.message,
    ).toBe('The host "nowhere.invalid" could not be found.');
    expect((await refusal('http://user:pw@93.184.215.14/a.mp3'))?.message).toMatch(/user name or password/);
  });

  it('gives back the checked address to connect to', async () => {
    const checked = await checkUrl('http://cdn.example/a.mp3', {
      ...strict,
      resolve: () => Promise.resolve(['8.8.4.4']),
    });
    expect(checked).toMatchObject({ address: '8.8.4.4', family: 4 });
  });
});

describe('safeFetch against a local server', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const hops = /^\/hop\/(\d+)$/.exec(req.url ?? '');
      if (hops) {
        const left = Number(hops[1]);
        res.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/file' }).end();
      } else if (req.url === '/file') {
        res.end('audio bytes');
      } else if (req.url === '/to-metadata') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (req.url === '/slow') {
        res.write('a');
      } else {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const text = async (stream: Readable) => Buffer.concat(await stream.toArray()).toString();

  it('is refused without FETCH_ALLOW_LOOPBACK', async () => {
    await expect(safeFetch(`${base}/file`, strict)).rejects.toThrow(/loopback/);
  });

  it('downloads with loopback allowed, following up to five redirects', async () => {
    expect(await text(await safeFetch(`${base}/file`, loose))).toBe('audio bytes');
    expect(await text(await safeFetch(`${base}/hop/4`, loose))).toBe('audio bytes');
    await expect(safeFetch(`${base}/hop/5`, loose)).rejects.toThrow('more than 5 redirects');
  });

  it('checks the target of every redirect', async () => {
    await expect(safeFetch(`${base}/to-metadata`, loose)).rejects.toThrow(/link-local|linkLocal/);
  });

  it('reports the remote status and stops a slow download', async () => {
    await expect(safeFetch(`${base}/missing`, loose)).rejects.toThrow('the remote server answered HTTP 404');
    const body = await safeFetch(`${base}/slow`, { ...loose, timeoutMs: 300 });
    await expect(text(body)).rejects.toThrow();
  });

  it('connects to the checked address, not to what the name resolves to later', async () => {
    let calls = 0;
    const resolve = () => {
      calls += 1;
      return Promise.resolve(['127.0.0.1']);
    };
    const port = new URL(base).port;
    expect(await text(await safeFetch(`http://audio.test:${port}/file`, { ...loose, resolve }))).toBe(
      'audio bytes',
    );
    expect(calls).toBe(1);
  });
});
