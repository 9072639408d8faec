import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';
import { processSingleton } from '@/lib/process-singleton';

/**
 * The address of the TCP peer that sent the request being handled: the visitor itself, or the
 * proxy in front of us. Next.js gives route handlers no socket, and fills `X-Forwarded-For` only
 * when the client did not, so the peer is recorded here when Node's HTTP server emits the
 * request, and read back anywhere in that request's asynchronous work.
 *
 * The storage is one per process (processSingleton): instrumentation and route handlers are
 * separate bundles with separate copies of this module.
 */
const peers = processSingleton('peer-address', () => new AsyncLocalStorage<string>());

/** Runs `work` as the handling of a request whose socket peer is `address`. */
export function withPeerAddress<T>(address: string, work: () => T): T {
  return peers.run(address, work);
}

/** The socket peer of the request being handled; undefined outside one (or before recording began). */
export function peerAddress(): string | undefined {
  return peers.getStore();
}

const RECORDING = Symbol.for('cabinet.recordPeerAddresses');

/**
 * Wraps every Node HTTP server of this process (the one `next start` created included) so each
 * request is handled within its peer's address. Idempotent. Requests that arrived before this ran
 * have no recorded peer and count as from an unknown address, never as from a trusted proxy.
 */
export function recordPeerAddresses(): void {
  const prototype = http.Server.prototype as http.Server & { [RECORDING]?: true };
  if (prototype[RECORDING]) return;
  const emit = prototype.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  prototype.emit = function emitWithPeer(this: http.Server, event: string | symbol, ...args: unknown[]) {
    const request = args[0] as http.IncomingMessage | undefined;
    const address = event === 'request' ? request?.socket?.remoteAddress : undefined;
    if (!address) return emit.call(this, event, ...args);
    return withPeerAddress(address, () => emit.call(this, event, ...args));
  } as typeof prototype.emit;
  prototype[RECORDING] = true;
}
