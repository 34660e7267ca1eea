import { lookup as dnsLookup } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/*
 * Where the shop may send a push (issue 36). A push subscription's endpoint is a URL
 * the browser's push service gave it, but the shop only sees what a shopper posts: without a check
 * the outbox would connect wherever a shopper points it (the database, the metrics port, a cloud's
 * metadata address). So an endpoint must be https, and every address its host resolves to must be
 * a public one: loopback, private, link-local, unique-local, shared, multicast, reserved and
 * documentation ranges are refused, in IPv4, in IPv6 and in IPv6's IPv4-mapped form. The host is
 * resolved when a subscription is posted and again when each push is sent (DNS can change in
 * between), and the connection goes to an address that was checked. `PUSH_ALLOWED_HOSTS` names
 * hosts (`host` or `host:port`) that are let through anyway: an operator's private push service, or
 * the test suite's local one.
 */

/** The one answer to an endpoint that is not a public https push service. */
export const pushEndpointMessages = {
  https: 'The endpoint must be an https URL',
  notPublic: 'The endpoint must be a push service at a public address',
} as const;

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Every address a host name resolves to (the system resolver, as connections use it). */
export type ResolveHost = (hostname: string) => Promise<ResolvedAddress[]>;

export interface PushEndpointPolicy {
  /** PUSH_ALLOWED_HOSTS: hosts (any port) or host:port pairs let through without the address check. */
  allowedHosts: readonly string[];
  /** The system resolver unless given (tests give one whose answers they change). */
  resolve?: ResolveHost;
}

export const DEFAULT_PUSH_ENDPOINT_POLICY: PushEndpointPolicy = { allowedHosts: [] };

const systemResolve: ResolveHost = (hostname) =>
  new Promise((resolve, reject) => {
    dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
      if (error) reject(error);
      else
        resolve(
          addresses.map((entry) => ({
            address: entry.address,
            family: entry.family === 6 ? 6 : 4,
          })),
        );
    });
  });

/** IPv4 ranges that are not the public internet (IANA's special-purpose registry and multicast). */
const SPECIAL_IPV4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/**
 * IPv6 outside global unicast (2000::/3) is refused outright: loopback, unspecified, IPv4-mapped
 * and IPv4-compatible, unique-local (fc00::/7), link-local (fe80::/10), multicast and the rest.
 * Inside it, the special ranges below.
 */
const SPECIAL_IPV6: [string, number][] = [
  ['2001::', 23], // IETF protocol assignments (Teredo, benchmarking, ORCHID)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: reaches an IPv4 address, perhaps a private one
  ['3fff::', 20], // documentation
];

const globalUnicast = new BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const special = new BlockList();
for (const [network, prefix] of SPECIAL_IPV4) special.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of SPECIAL_IPV6) special.addSubnet(network, prefix, 'ipv6');

/** Whether an IP address (v4 or v6, without brackets) is a public one a push service may have. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !special.check(address, 'ipv4');
  if (family === 6) {
    // BlockList also matches an IPv4-mapped address against the IPv4 rules; the global unicast
    // test refuses every mapped form anyway (::ffff:0:0/96 is outside 2000::/3).
    return globalUnicast.check(address, 'ipv6') && !special.check(address, 'ipv6');
  }
  return false;
}

interface AllowedHost {
  hostname: string;
  port: number | undefined;
}

/**
 * PUSH_ALLOWED_HOSTS's entries: `host` or `host:port` (an IPv6 address in brackets), compared as
 * URLs write them (lower case, IPv4 in dotted form). Throws on an entry that is neither.
 */
export function parseAllowedHost(entry: string): AllowedHost {
  const match = /^(\[[0-9a-fA-F:.]+\]|[^:[\]/\s@?#]+)(?::(\d{1,5}))?$/.exec(entry.trim());
  if (!match?.[1]) throw new Error(`${entry} is not a host or host:port`);
  let hostname: string;
  try {
    hostname = new URL(`https://${match[1]}/`).hostname;
  } catch {
    throw new Error(`${entry} is not a host or host:port`);
  }
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (port !== undefined && (port < 1 || port > 65535)) {
    throw new Error(`${entry} has a port outside 1-65535`);
  }
  return { hostname, port };
}

function isAllowedHost(url: URL, allowed: readonly string[]): boolean {
  const port = url.port === '' ? 443 : Number(url.port);
  return allowed.some((entry) => {
    const host = parseAllowedHost(entry);
    return host.hostname === url.hostname && (host.port === undefined || host.port === port);
  });
}

/** A host as a URL writes it, unbracketed for an IPv6 address. */
const bareHostname = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export type EndpointVerdict =
  | { kind: 'allowed' } // named in PUSH_ALLOWED_HOSTS: no address check
  | { kind: 'public' } // https, and every address of its host is public
  | { kind: 'refused'; message: string };

/**
 * Checks an endpoint before it is stored and before each push. A host that does not resolve is
 * refused with the same words as a private one, so the answer tells nothing about inside names.
 */
export async function checkPushEndpoint(
  endpoint: string,
  policy: PushEndpointPolicy,
): Promise<EndpointVerdict> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { kind: 'refused', message: pushEndpointMessages.https };
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') {
    return { kind: 'refused', message: pushEndpointMessages.https };
  }
  if (isAllowedHost(url, policy.allowedHosts)) return { kind: 'allowed' };
  const hostname = bareHostname(url);
  if (isIP(hostname)) {
    return isPublicAddress(hostname)
      ? { kind: 'public' }
      : { kind: 'refused', message: pushEndpointMessages.notPublic };
  }
  const addresses = await (policy.resolve ?? systemResolve)(hostname).catch(() => []);
  if (addresses.length === 0 || !addresses.every((entry) => isPublicAddress(entry.address))) {
    return { kind: 'refused', message: pushEndpointMessages.notPublic };
  }
  return { kind: 'public' };
}

/** The error a connection gets when its host's addresses are not public (checked as it connects). */
export class PushAddressRefused extends Error {
  readonly code = 'EPUSHADDRESS';
  constructor(hostname: string) {
    super(`${hostname} does not resolve to public addresses only`);
  }
}

/**
 * A `lookup` for the push sender's connections: resolves (through the policy's resolver) and
 * refuses unless every address is public, so the address connected to is one just checked, not
 * one a second resolution (a DNS rebinding) could swap in after the check.
 */
export function publicOnlyLookup(policy: PushEndpointPolicy): LookupFunction {
  const resolve = policy.resolve ?? systemResolve;
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const usable = addresses.filter(
          (entry) => !options.family || options.family === entry.family,
        );
        const first = usable[0];
        if (!first || !addresses.every((entry) => isPublicAddress(entry.address))) {
          callback(new PushAddressRefused(hostname), '', 4);
        } else if (options.all) {
          // biome-ignore lint/suspicious/noExplicitAny: net's callback takes the list when `all` is set.
          (callback as any)(null, usable);
        } else callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}
