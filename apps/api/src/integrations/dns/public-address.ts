/**
 * Whether an address is one of the public internet's (decision 046): what a server-side request may be sent to. The
 * ranges are ipaddr.js's (IANA special-purpose registries): loopback, link-local, private, carrier-grade NAT, multicast,
 * broadcast, unspecified, reserved and documentation ranges, and on IPv6 unique-local, site-local, the translation and
 * tunnelling prefixes that embed an IPv4 address (NAT64, 6to4, Teredo) are all refused. An IPv4-mapped IPv6 address
 * (::ffff:127.0.0.1) is judged as the IPv4 address it carries; any other IPv6 address must be global unicast (2000::/3).
 */
import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.process(text);
  if (address.range() !== 'unicast') return false;
  return address.kind() === 'ipv4' || address.match(GLOBAL_UNICAST_V6);
}

/** Whether a URL's host (without IPv6 brackets) is an address rather than a name. */
export function isAddressLiteral(host: string): boolean {
  return ipaddr.isValid(host);
}
