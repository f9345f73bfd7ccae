import type { AddressInfo } from 'node:net';

/**
 * The origin at which this machine reaches a server listening on `address` (what `server.address()`
 * returns): a wildcard address is reached through loopback, an IPv6 address in brackets. Undefined for a
 * Unix socket or a server not listening.
 */
export function listenOrigin(address: AddressInfo | string | null): string | undefined {
  if (address === null || typeof address === 'string') return undefined;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}
