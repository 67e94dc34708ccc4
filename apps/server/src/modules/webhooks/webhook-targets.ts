import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promises as dns } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook may not reach (decision 0450): loopback, private, link-local (cloud
 * metadata at 169.254.169.254), unique-local, carrier-grade NAT, multicast and reserved
 * ranges, in IPv4, IPv6 and IPv4 mapped into IPv6. Otherwise a subscriber could make the
 * platform call its own internals.
 */
const refused = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  refused.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  refused.addSubnet(net, bits, 'ipv6');

/** Whether `address` (an IP literal) is one a webhook may not reach. */
export function isRefusedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refused.check(mapped[1]!, 'ipv4');
  return refused.check(address, 'ipv6');
}

/** A URL's host without the brackets of an IPv6 literal. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/**
 * Why a subscription's URL is refused, as the 400's title, or undefined when it is fine. The
 * host is resolved now for a clear answer; delivery checks the resolved address again
 * (safeLookup), as a name may point elsewhere later.
 */
export async function targetRefusal(
  raw: string,
  allowPrivate: boolean,
): Promise<string | undefined> {
  const url = new URL(raw);
  if (url.username || url.password) return 'Leave the user name and password out of the URL';
  if (allowPrivate) return undefined;
  if (url.protocol !== 'https:') return 'Use an https:// address: plain http is refused';
  const host = hostOf(url);
  if (isIP(host))
    return isRefusedAddress(host)
      ? 'This address is private, loopback or reserved: webhooks may not reach it'
      : undefined;
  if (/^localhost$|\.localhost$/i.test(host))
    return 'This address is private, loopback or reserved: webhooks may not reach it';
  let addresses: LookupAddress[];
  try {
    addresses = await dns.lookup(host, { all: true });
  } catch {
    return `The host ${host} could not be found`;
  }
  return addresses.some((a) => isRefusedAddress(a.address))
    ? `The host ${host} resolves to a private, loopback or reserved address: webhooks may not reach it`
    : undefined;
}

export class RefusedTarget extends Error {
  override name = 'RefusedTarget';
}

/**
 * The lookup a delivery connects with: every address the name resolves to is checked at the
 * moment of connecting, so a name that changed to a private address since the subscription
 * (DNS rebinding) is refused rather than reached.
 */
export const safeLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as unknown as LookupAddress[];
    if (list.length === 0 || list.some((a) => isRefusedAddress(a.address)))
      return callback(
        new RefusedTarget(`${hostname} resolves to a private, loopback or reserved address`),
        '',
        4,
      );
    if ((options as { all?: boolean }).all)
      return (callback as never as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

/** Refuses an IP literal before connecting: Node connects to one without a lookup. */
export function literalRefusal(url: URL): string | undefined {
  const host = hostOf(url);
  return isIP(host) && isRefusedAddress(host)
    ? `${host} is a private, loopback or reserved address`
    : undefined;
}
