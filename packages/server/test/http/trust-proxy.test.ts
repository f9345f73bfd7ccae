import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../src/config/read-server-config.ts';
import { isLoopbackAddress, isPrivateAddress } from '../../src/http/address-ranges.ts';
import { fastifyTrustProxy, readTrustProxy } from '../../src/http/trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('reads a hop count or a list of proxy addresses and ranges', () => {
    expect(readTrustProxy(undefined)).toBe(false);
    expect(readTrustProxy('')).toBe(false);
    expect(readTrustProxy('false')).toBe(false);
    expect(readTrustProxy('0')).toBe(false);
    expect(readTrustProxy('2')).toBe(2);
    expect(readTrustProxy(' 10.0.0.5, 10.1.0.0/16 ,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true, saying what to write instead, and anything it cannot read', () => {
    const refusal = (value: string) => () => readServerConfig({ TRUST_PROXY: value });
    for (const value of ['true', 'TRUE', ' true ']) {
      expect(refusal(value)).toThrow(
        /TRUST_PROXY=1 behind one reverse proxy.*TRUST_PROXY=10\.0\.0\.5.*TRUST_PROXY=true would believe any X-Forwarded-For a client sends/,
      );
    }
    expect(refusal('yes')).toThrow(
      'TRUST_PROXY must be a hop count (1) or a comma-separated list of proxy addresses or CIDRs ' +
        '(10.0.0.5,10.1.0.0/16); "yes" is neither, got "yes".',
    );
    expect(refusal('10.0.0.0/33')).toThrow('"10.0.0.0/33" is neither');
    expect(refusal('10.0.0.1,')).toThrow('TRUST_PROXY must be a hop count');
    expect(refusal('50')).toThrow('TRUST_PROXY must be a hop count of at most 10, got "50".');
  });

  it('trusts a hop count only from a proxy on a loopback or private address', () => {
    const trust = fastifyTrustProxy(1);
    expect(typeof trust).toBe('function');
    const trusts = trust as (address: string, hop: number) => boolean;
    expect(trusts('10.0.0.2', 0)).toBe(true);
    expect(trusts('::ffff:127.0.0.1', 0)).toBe(true);
    // A client connecting straight from the internet is not a proxy: its X-Forwarded-For is ignored.
    expect(trusts('198.51.100.4', 0)).toBe(false);
    // The proxy's own entry (the client) is never trusted as another proxy.
    expect(trusts('203.0.113.7', 1)).toBe(false);
    const two = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect(two('203.0.113.7', 1)).toBe(true);
    expect(two('203.0.113.8', 2)).toBe(false);
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.5'])).toEqual(['10.0.0.5']);
  });

  it('knows loopback and private addresses', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true);
    }
    for (const address of ['10.0.0.1', '192.168.1.1', '203.0.113.1', '::ffff:10.0.0.1', '', undefined]) {
      expect(isLoopbackAddress(address), String(address)).toBe(false);
    }
    for (const address of ['10.1.2.3', '172.20.0.1', '192.168.0.9', '100.64.1.1', 'fd12::1', 'fe80::1']) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['172.32.0.1', '8.8.8.8', '2001:db8::1', 'not an address']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});
