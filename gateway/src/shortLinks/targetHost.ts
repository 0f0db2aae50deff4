/**
 * Whether a short link's host leads into a network instead of onto the internet. A redirect there
 * would turn the portal's domain into a lure for the clicker's own intranet, router or cloud metadata
 * service. Judged on `URL.hostname` as the WHATWG parser gives it: it has already turned 2130706433,
 * 0x7f.1, 017700000001 and 127.1 into 127.0.0.1, percent-escapes into letters, names into lower-case
 * punycode, and written IPv6 in brackets, compressed and with the IPv4 tail in hex.
 */
import ipaddr from 'ipaddr.js';

/**
 * Top-level names that are never on the internet: special-use (RFC 6761 `localhost`, RFC 6762 `local`,
 * RFC 8375 `home.arpa`), ICANN's private-use `internal`, and the names ICANN will never delegate
 * because networks use them inside (`home`, `corp`; `lan` by custom).
 */
const INTERNAL_SUFFIXES = ['localhost', 'local', 'internal', 'home.arpa', 'home', 'corp', 'lan'];

/** NAT64's well-known prefix: the last 32 bits are the IPv4 address behind the translator. */
const NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

/** Only addresses anybody on the internet can reach: private, loopback, CGNAT, multicast, documentation, … are not. */
const isInternalIPv4 = (address: ipaddr.IPv4) => address.range() !== 'unicast';

function isInternalIPv6(address: ipaddr.IPv6): boolean {
  const range = address.range();
  // IPv4 inside IPv6 (::ffff:7f00:1, ::ffff:0:7f00:1, 64:ff9b::7f00:1) reaches that IPv4 address.
  if (range === 'ipv4Mapped' || range === 'rfc6145' || address.match(NAT64)) {
    return isInternalIPv4(new ipaddr.IPv4(address.toByteArray().slice(12)));
  }
  // IPv4-compatible (::7f00:1) is deprecated and ipaddr.js calls it unicast; no real host has one.
  if (address.parts.slice(0, 6).every((part) => part === 0)) return true;
  // Everything else that is not global unicast: loopback, unique-local, link-local, site-local,
  // multicast, NAT64 local-use, 6to4 and Teredo tunnels (their relays decide where they lead), documentation.
  return range !== 'unicast';
}

/** A name without a domain (`intranet`, `localhost`), with empty labels, or under an internal suffix. */
function isInternalName(hostname: string): boolean {
  const name = hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
  const labels = name.split('.');
  if (labels.length < 2 || labels.includes('')) return true;
  return INTERNAL_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}

/** `hostname`: `URL.hostname`. Anything that is neither a public IP address nor a public domain name counts as internal. */
export function isInternalHost(hostname: string): boolean {
  if (hostname.startsWith('[') && hostname.endsWith(']')) {
    const inner = hostname.slice(1, -1);
    return !ipaddr.IPv6.isValid(inner) || isInternalIPv6(ipaddr.IPv6.parse(inner));
  }
  if (ipaddr.IPv4.isValidFourPartDecimal(hostname)) return isInternalIPv4(ipaddr.IPv4.parse(hostname));
  return isInternalName(hostname);
}
