import { describe, expect, it } from 'vitest';
import { UNKNOWN_ADDRESS, clientAddress, withClientAddress } from './client-address';
import { withPeerAddress } from '@/server/http/peer-address';

const options = {};
const LOOPBACK = ['127.0.0.0/8', '::1'];
const request = (forwardedFor?: string) =>
  new Request('http://cabinet.test/', { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
const address = (peer: string | undefined, forwardedFor?: string, trustedProxies: readonly string[] = LOOPBACK) =>
  clientAddress(request(forwardedFor), options, { peer, trustedProxies });

describe('clientAddress', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(address('198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
    expect(address('127.0.0.2', '203.0.113.1', ['127.0.0.1'])).toBe('127.0.0.2');
  });

  it("takes a trusted proxy's single X-Forwarded-For value, as the nginx recipe sends it", () => {
    expect(address('127.0.0.1', '203.0.113.1')).toBe('203.0.113.1');
    expect(address('10.1.2.3', '203.0.113.1', ['10.0.0.0/8'])).toBe('203.0.113.1');
  });

  it('reads an appended X-Forwarded-For from the right, past the trusted proxies, never the spoofable left', () => {
    expect(address('127.0.0.1', '6.6.6.6, 203.0.113.1')).toBe('203.0.113.1');
    expect(address('127.0.0.1', '6.6.6.6, 203.0.113.1, 10.0.0.9', ['127.0.0.1', '10.0.0.0/8'])).toBe('203.0.113.1');
    expect(address('127.0.0.1', '127.0.0.5')).toBe('127.0.0.5');
  });

  it('falls back to the proxy itself when it forwards nothing or a malformed hop', () => {
    expect(address('127.0.0.1')).toBe('127.0.0.1');
    expect(address('127.0.0.1', 'not-an-address')).toBe('127.0.0.1');
    expect(address('127.0.0.1', '203.0.113.1, garbage')).toBe('127.0.0.1');
  });

  it('reads a dual-stack IPv4 peer as IPv4 and groups IPv6 by /64', () => {
    expect(address('::ffff:198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
    expect(address('::ffff:127.0.0.1', '203.0.113.1')).toBe('203.0.113.1');
    expect(address('2001:db8:1:2:3:4:5:6')).toBe('2001:0db8:0001:0002:0000:0000:0000:0000');
    expect(address('::1', '2001:db8::7')).toBe('2001:0db8:0000:0000:0000:0000:0000:0000');
  });

  it('gives each peer the same verdict however many other peers came between (the verdicts it keeps are bounded)', () => {
    const trusted = ['127.0.0.1', '10.0.0.0/8'];
    expect(address('10.9.8.7', '203.0.113.1', trusted)).toBe('203.0.113.1');
    expect(address('198.51.100.7', '203.0.113.1', trusted)).toBe('198.51.100.7');
    for (let index = 0; index < 2_000; index += 1) {
      const peer = `192.0.${Math.floor(index / 250)}.${index % 250}`;
      expect(address(peer, '203.0.113.1', trusted)).toBe(peer);
    }
    expect(address('10.9.8.7', '203.0.113.2', trusted)).toBe('203.0.113.2');
    expect(address('198.51.100.7', '203.0.113.2', trusted)).toBe('198.51.100.7');
    expect(address('10.9.8.7', '203.0.113.2', ['127.0.0.1'])).toBe('10.9.8.7');
  });

  it('trusts no header when TRUSTED_PROXIES is none', () => {
    expect(address('127.0.0.1', '203.0.113.1', [])).toBe('127.0.0.1');
  });

  it('answers an unknown address, whatever the headers say, when no peer was recorded', () => {
    expect(address(undefined, '203.0.113.1')).toBe(UNKNOWN_ADDRESS);
  });

  it('reads the peer recorded for the request being handled', () => {
    expect(
      withPeerAddress('198.51.100.9', () =>
        clientAddress(request('203.0.113.1'), options, { trustedProxies: LOOPBACK }),
      ),
    ).toBe('198.51.100.9');
  });
});

describe('withClientAddress', () => {
  it('hands Better Auth the resolved address as X-Forwarded-For, and none when it is unknown', () => {
    const direct = withPeerAddress('198.51.100.9', () => withClientAddress(request('203.0.113.1'), options));
    expect(direct.headers.get('x-forwarded-for')).toBe('198.51.100.9');
    expect(withClientAddress(request('203.0.113.1'), options).headers.get('x-forwarded-for')).toBeNull();
  });
});
