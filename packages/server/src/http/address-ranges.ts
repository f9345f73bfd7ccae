import { BlockList, isIP } from 'node:net';

// Address ranges the server reasons about: its own machine, and the networks a reverse proxy in front of it
// connects from (loopback, private, link-local, unique-local).

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addSubnet('::1', 128, 'ipv6');

const privateNetworks = new BlockList();
privateNetworks.addSubnet('127.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('10.0.0.0', 8, 'ipv4');
privateNetworks.addSubnet('172.16.0.0', 12, 'ipv4');
privateNetworks.addSubnet('192.168.0.0', 16, 'ipv4');
privateNetworks.addSubnet('169.254.0.0', 16, 'ipv4');
privateNetworks.addSubnet('100.64.0.0', 10, 'ipv4');
privateNetworks.addSubnet('::1', 128, 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');
privateNetworks.addSubnet('fe80::', 10, 'ipv6');

function isIn(ranges: BlockList, address: string | undefined): boolean {
  const version = address ? isIP(address) : 0;
  if (version === 0) return false;
  // IPv4-mapped IPv6 addresses (::ffff:127.0.0.1, how dual-stack sockets show IPv4 peers) match as IPv4.
  return ranges.check(address!, version === 4 ? 'ipv4' : 'ipv6');
}

/** Whether `address` is this machine (127.0.0.0/8, ::1, or their IPv4-mapped form). */
export function isLoopbackAddress(address: string | undefined): boolean {
  return isIn(loopback, address);
}

/** Whether `address` is loopback or on a private, shared (CGNAT), link-local or unique-local network. */
export function isPrivateAddress(address: string | undefined): boolean {
  return isIn(privateNetworks, address);
}
