import 'server-only';
import { BlockList, isIP } from 'node:net';
import { getIP } from 'better-auth/api';
import type { HeaderReader } from '@/lib/http/header-reader';
import { env } from '@/server/env';
import { peerAddress } from '@/server/http/peer-address';

type AuthOptions = Parameters<typeof getIP>[1];

/** Where no peer was recorded (a request that arrived while the process was starting). */
export const UNKNOWN_ADDRESS = 'unknown-address';

/** `::ffff:192.0.2.1` (a dual-stack socket's IPv4 peer) is 192.0.2.1. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

/** Whether an address is one of the trusted proxies. */
type ProxyCheck = (address: string) => boolean;

function proxyCheck(trustedProxies: readonly string[]): ProxyCheck {
  const list = new BlockList();
  for (const entry of trustedProxies) {
    const [network, prefix] = entry.split('/');
    const family = isIP(network!) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(network!, family);
    else list.addSubnet(network!, Number(prefix), family);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * The hop that sent the request to our trusted proxies: X-Forwarded-For read from the right,
 * past the proxies' own addresses. The nginx recipe overwrites it with one value; a proxy that
 * appends keeps the client's claims on the left, where they are never reached. A malformed hop
 * ends the walk at the proxy itself.
 */
function forwardedClient(peer: string, forwardedFor: string | null, isTrusted: ProxyCheck): string {
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index]!;
    if (isIP(hop) === 0) return peer;
    if (!isTrusted(hop) || index === 0) return hop;
  }
  return peer;
}

export type AddressSources = { peer?: string; trustedProxies?: readonly string[] };

/**
 * The visitor's address, as the sign-in limits, the stored session and the view counter read
 * it: the socket peer, unless that peer is one of TRUSTED_PROXIES (loopback by default, where the
 * nginx recipe of deploy/ connects from); then the client address that proxy forwarded. A client
 * that talks to us directly cannot choose its address by sending X-Forwarded-For. IPv6 is grouped
 * by /64 (Better Auth's normalisation). `sources` defaults to the recorded peer and the setting.
 */
export function clientAddress(
  request: { headers: HeaderReader },
  options: AuthOptions,
  sources: AddressSources = {},
): string {
  const recorded = sources.peer ?? peerAddress();
  if (!recorded) return UNKNOWN_ADDRESS;
  const peer = plain(recorded);
  const isTrusted = proxyCheck(sources.trustedProxies ?? env().TRUSTED_PROXIES);
  const address = isTrusted(peer) ? forwardedClient(peer, request.headers.get('x-forwarded-for'), isTrusted) : peer;
  return getIP(new Headers({ 'x-forwarded-for': address }), options) ?? address;
}

/**
 * The request as Better Auth must see it: X-Forwarded-For replaced by the address above, so what
 * it reads itself (the address stored with a session, its own rate limits) follows the same rule.
 */
export function withClientAddress(request: Request, options: AuthOptions): Request {
  const address = clientAddress(request, options);
  const headers = new Headers(request.headers);
  if (address === UNKNOWN_ADDRESS) headers.delete('x-forwarded-for');
  else headers.set('x-forwarded-for', address);
  return new Request(request, { headers });
}
