import { describe, expect, it } from 'vitest';
import { networkOf } from './network.js';

describe('networkOf', () => {
  it('keeps the /24 of an IPv4 address, also when written as IPv6', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.0/24');
    expect(networkOf('203.0.113.250')).toBe(networkOf('203.0.113.1'));
    expect(networkOf('203.0.114.1')).not.toBe(networkOf('203.0.113.1'));
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.0/24');
  });

  it('keeps the /64 of an IPv6 address, however it is spelled', () => {
    expect(networkOf('2001:db8:0:1::5')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:0DB8:0000:0001:ffff:1:2:3')).toBe('2001:db8:0:1::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('2001:db8:0:2::1')).not.toBe(networkOf('2001:db8:0:1::1'));
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });

  it('answers anything else as itself', () => {
    expect(networkOf('')).toBe('');
    expect(networkOf('unix')).toBe('unix');
  });
});
