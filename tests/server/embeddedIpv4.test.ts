import { describe, expect, it } from 'vitest';
import { refuseAddress } from '../../server/fetch/addressPolicy';
import { checkUrl } from '../../server/fetch/safeFetch';

const strict = { allowLoopback: false };

describe('IPv6 addresses that embed an IPv4 address', () => {
  it.each([
    '::127.0.0.1',
    '::a9fe:a9fe',
    '::a00:1',
    '::7f00:1',
    '::ffff:0:7f00:1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::7f00:1',
    '2002:a9fe:a9fe::1',
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
  ])('refuses %s, whose IPv4 address is not public', (address) => {
    expect(refuseAddress(address, strict)).not.toBeNull();
  });

  it.each(['::808:808', '64:ff9b::808:808', '2002:808:808::1', '2001:0:4136:e378:8000:63bf:f7f7:f7f7'])(
    'allows %s, whose IPv4 address is public (8.8.8.8)',
    (address) => {
      expect(refuseAddress(address, strict)).toBeNull();
    },
  );

  it.each(['http://[::127.0.0.1]/', 'http://[::a9fe:a9fe]/', 'http://[::a00:1]/', 'http://[::7f00:1]/'])(
    'never connects to %s',
    async (url) => {
      await expect(checkUrl(url, { ...strict, timeoutMs: 2000 })).rejects.toThrow();
    },
  );
});
