import { isIPv6 } from 'node:net';

/**
 * The network a client address stands for in rate limits. An IPv6 host usually holds a whole /64
 * and can pick any address in it, so its first four groups are the client; an IPv4 address (also
 * one written as IPv6, `::ffff:192.0.2.1`) is itself.
 */
export function clientNetwork(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
