import { isIPv4, isIPv6 } from 'node:net';

// The network a client address belongs to, as limits count it: an IPv4 /24 ("203.0.113.0/24")
// or an IPv6 /64 ("2001:db8:0:1::/64"), the block one home, office or mobile subscriber
// usually holds. An IPv4 address written as IPv6 (::ffff:203.0.113.9) is IPv4. Anything
// else (a unix socket in tests) is its own network.
export function networkOf(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const v4 = mapped ?? address;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(address)) return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
  return address;
}

// The eight 16-bit groups of an IPv6 address, without leading zeros.
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const split = (part: string) => (part ? part.split(':').flatMap(dottedToGroups) : []);
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16));
}

// An embedded IPv4 tail ("::1.2.3.4") is two groups.
function dottedToGroups(part: string): string[] {
  if (!part.includes('.')) return [part];
  const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
