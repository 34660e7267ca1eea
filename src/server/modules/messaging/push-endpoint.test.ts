import { describe, expect, it } from 'vitest';
import {
  checkPushEndpoint,
  isPublicAddress,
  parseAllowedHost,
  publicOnlyLookup,
  type ResolvedAddress,
} from './push-endpoint';

describe('isPublicAddress', () => {
  it('takes public IPv4 and global unicast IPv6 only', () => {
    for (const address of ['8.8.8.8', '142.250.1.95', '2606:4700::1111', '2a00:1450:4001::200e']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.255.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.100.100.100',
      '0.0.0.0',
      '192.0.2.1',
      '198.18.0.1',
      '203.0.113.9',
      '239.1.1.1',
      '255.255.255.255',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:8.8.8.8',
      '::127.0.0.1',
      '64:ff9b::a00:1',
      'fc00::1',
      'fdff::1',
      'fe80::1',
      'fec0::1',
      'ff05::2',
      '2001:db8::1',
      '2001::1',
      '2002:a00:1::',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('checkPushEndpoint', () => {
  const answers = (list: ResolvedAddress[]) => async () => list;

  it('refuses a name when any of its addresses is not public', async () => {
    const mixed = {
      allowedHosts: [],
      resolve: answers([
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.8', family: 4 },
      ]),
    };
    expect(await checkPushEndpoint('https://push.test/x', mixed)).toEqual({
      kind: 'refused',
      message: 'The endpoint must be a push service at a public address',
    });
  });

  it('lets an allowed host through without resolving it, on the named port only', async () => {
    const never = async () => {
      throw new Error('resolved');
    };
    const policy = { allowedHosts: ['push.internal', '10.0.0.5:8443'], resolve: never };
    expect(await checkPushEndpoint('https://PUSH.internal:9/x', policy)).toEqual({
      kind: 'allowed',
    });
    expect(await checkPushEndpoint('https://10.0.0.5:8443/x', policy)).toEqual({
      kind: 'allowed',
    });
    expect((await checkPushEndpoint('https://10.0.0.5/x', policy)).kind).toBe('refused');
    // Allowed or not, http is refused.
    expect(await checkPushEndpoint('http://push.internal/x', policy)).toEqual({
      kind: 'refused',
      message: 'The endpoint must be an https URL',
    });
  });

  it('reads allowed hosts as URLs write them', () => {
    expect(parseAllowedHost('PUSH.Example:443')).toEqual({ hostname: 'push.example', port: 443 });
    expect(parseAllowedHost('[FD00::5]')).toEqual({ hostname: '[fd00::5]', port: undefined });
    expect(() => parseAllowedHost('push.example/path')).toThrow('is not a host or host:port');
  });
});

describe('publicOnlyLookup', () => {
  const lookupWith = (list: ResolvedAddress[], options: { all?: boolean; family?: number }) =>
    new Promise<{ error: NodeJS.ErrnoException | null; result: unknown }>((done) => {
      publicOnlyLookup({ allowedHosts: [], resolve: async () => list })(
        'push.test',
        options,
        (error: NodeJS.ErrnoException | null, result: unknown) => done({ error, result }),
      );
    });

  it('hands the connection a checked public address, and refuses when the name resolves inside', async () => {
    const publicAnswer = await lookupWith([{ address: '93.184.216.34', family: 4 }], {});
    expect(publicAnswer).toEqual({ error: null, result: '93.184.216.34' });
    const all = await lookupWith(
      [
        { address: '2606:4700::1111', family: 6 },
        { address: '93.184.216.34', family: 4 },
      ],
      { all: true },
    );
    expect(all.result).toEqual([
      { address: '2606:4700::1111', family: 6 },
      { address: '93.184.216.34', family: 4 },
    ]);
    const inside = await lookupWith([{ address: '127.0.0.1', family: 4 }], {});
    expect(inside.error?.code).toBe('EPUSHADDRESS');
    const mapped = await lookupWith([{ address: '::ffff:169.254.169.254', family: 6 }], {
      all: true,
    });
    expect(mapped.error?.code).toBe('EPUSHADDRESS');
  });
});
