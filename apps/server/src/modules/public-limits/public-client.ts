import { createHash, createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { deriveKey } from '../../platform/keys';

/**
 * A caller of a public door as the limits see it. `addressKey` names the address a limit is
 * counted under: an IPv4 address, or an IPv6 /64 (one household or phone is given a whole
 * /64, so counting single IPv6 addresses would give one attacker 2^64 budgets). `network` is
 * a wider cut (IPv4 /24, IPv6 /48), the unit of evidence that two scans came from different
 * places: a client can change its address within its network at will, rarely its network.
 */
export interface PublicClient {
  /** A digest of the address's limit unit, for counter keys (never the address itself). */
  addressKey: string;
  /** A keyed digest of the client's network, stored with scans as evidence (unreadable without the secret). */
  network: string;
  /** Whether the request came over TLS (directly, or per X-Forwarded-Proto with TRUST_PROXY). */
  secure: boolean;
}

/** The address's limit unit and network as prefixes in CIDR text, e.g. `203.0.113.7/32`, `203.0.113.0/24`. */
export function addressUnits(ip: string): { unit: string; network: string } {
  const parsed = ipaddr.isValid(ip) ? ipaddr.parse(ip) : undefined;
  if (!parsed) return { unit: `unparsed:${ip}`, network: `unparsed:${ip}` };
  const address =
    parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
      ? (parsed as ipaddr.IPv6).toIPv4Address()
      : parsed;
  const prefix = (bits: number) =>
    `${ipaddr.fromByteArray(maskBytes(address.toByteArray(), bits)).toString()}/${bits}`;
  return address.kind() === 'ipv4'
    ? { unit: prefix(32), network: prefix(24) }
    : { unit: prefix(64), network: prefix(48) };
}

function maskBytes(bytes: number[], bits: number): number[] {
  return bytes.map((byte, i) => {
    const kept = Math.max(0, Math.min(8, bits - i * 8));
    return byte & (0xff << (8 - kept)) & 0xff;
  });
}

/** Builds the public client of a request's address with the platform's network key. */
export function publicClients(secret: string) {
  const networkKey = deriveKey(secret, 'scanNetwork');
  return (request: { ip: string; protocol: string }): PublicClient => {
    const { unit, network } = addressUnits(request.ip);
    return {
      addressKey: createHash('sha256').update(unit).digest('base64url'),
      network: createHmac('sha256', networkKey).update(network).digest('base64url').slice(0, 16),
      secure: request.protocol === 'https',
    };
  };
}
export type PublicClients = ReturnType<typeof publicClients>;
