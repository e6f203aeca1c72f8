import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.ts';

describe('clientNetwork', () => {
  it('takes an IPv4 address as it is, written either way', () => {
    expect(clientNetwork('192.0.2.7')).toBe('192.0.2.7');
    expect(clientNetwork('::ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('takes the /64 of an IPv6 address, however it is written', () => {
    const network = '2001:db8:0:42::/64';
    for (const ip of ['2001:db8:0:42::1', '2001:0db8:0000:0042:ffff:1:2:3', '2001:DB8:0:42:0::9']) {
      expect(clientNetwork(ip), ip).toBe(network);
    }
    expect(clientNetwork('2001:db8:0:43::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
