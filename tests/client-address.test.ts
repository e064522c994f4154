// Who the client is (app/.server/client-address.ts): only an IP address, in one spelling, is ever
// used or stored, and TRUST_PROXY accepts what Express's `trust proxy` takes, nothing that would
// believe every client. The HTTP side (X-Forwarded-For through a real server) is in
// e2e/client-address.http.spec.ts.
import { describe, expect, it } from 'vitest'
import {
  clientAddress,
  normaliseAddress,
  parseTrustProxy,
  rateLimitAddress,
  resolveClientAddress,
} from '~/.server/client-address'
import { ConfigError, parseConfig } from '~/.server/config'

// The load context the server gives a request (server/site.ts's loadContextOf).
const withAddress = (value: string) => ({ clientAddress: value })

describe('client addresses', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['::1', '::1'],
    ['fe80::1%eth0', 'fe80::1'],
  ])('%s is the address %s', (value, expected) => {
    expect(normaliseAddress(value)).toBe(expected)
  })

  it.each([
    '',
    'unknown',
    'not-an-ip',
    '<script>alert(1)</script>',
    '203.0.113.7:8080',
    '203.0.113.7, 10.0.0.1',
    '999.1.1.1',
    '010.0.0.1',
    "1.2.3.4' or 1=1",
  ])('%j is no address', (value) => {
    expect(normaliseAddress(value)).toBeNull()
    expect(clientAddress(withAddress(value))).toBeNull()
  })

  it('takes what Express resolved when it is an address, else the socket’s', () => {
    const socket = { remoteAddress: '::ffff:127.0.0.1' }
    expect(resolveClientAddress({ ip: '203.0.113.7', socket })).toBe('203.0.113.7')
    expect(resolveClientAddress({ ip: 'garbage', socket })).toBe('127.0.0.1')
    expect(resolveClientAddress({ ip: undefined, socket })).toBe('127.0.0.1')
    expect(resolveClientAddress({ ip: undefined, socket: {} })).toBe('')
  })

  it('counts IPv6 clients by their /64, IPv4 clients by address, and the rest together', () => {
    expect(rateLimitAddress(withAddress('2001:db8:1:2:aaaa::1'))).toBe('2001:db8:1:2::/64')
    expect(rateLimitAddress(withAddress('2001:db8:1:2:bbbb:cccc:dddd:eeee'))).toBe('2001:db8:1:2::/64')
    expect(rateLimitAddress(withAddress('2001:db8::1'))).toBe('2001:db8:0:0::/64')
    expect(rateLimitAddress(withAddress('::1'))).toBe('0:0:0:0::/64')
    expect(rateLimitAddress(withAddress('::ffff:198.51.100.4'))).toBe('198.51.100.4')
    expect(rateLimitAddress(withAddress('not-an-ip'))).toBe('unknown')
    expect(rateLimitAddress(undefined)).toBe('unknown')
  })
})

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['loopback', ['loopback']],
    ['10.0.0.0/8, 192.168.1.7 ,loopback', ['10.0.0.0/8', '192.168.1.7', 'loopback']],
    ['2001:db8::/32,uniquelocal,linklocal', ['2001:db8::/32', 'uniquelocal', 'linklocal']],
  ])('%j is %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected)
    expect(parseConfig({ NODE_ENV: 'test', TRUST_PROXY: value }).trustProxy).toEqual(expected)
  })

  it('is off unless set', () => {
    expect(parseConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false)
  })

  it.each([
    'true',
    'yes',
    '-1',
    '1.5',
    '21',
    '10.0.0.0/33',
    '10.0.0.0/8/1',
    'localhost',
    '10.0.0.0/8,,loopback',
    'proxy.example',
  ])('refuses %j with a sentence naming it', (value) => {
    let message = ''
    try {
      parseConfig({ NODE_ENV: 'test', TRUST_PROXY: value })
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      message = (error as Error).message
    }
    expect(message).toMatch(/^Invalid configuration: TRUST_PROXY is set to ".*" but must .*\. See \.env\.example\.$/)
    if (value === 'true') expect(message).toContain('X-Forwarded-For')
  })
})
