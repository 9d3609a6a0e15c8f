/**
 * The address policy alone (api/src/net/address-policy.ts): every spelling of a non-public address,
 * read by the URL parser the fetch uses, is refused; public ones pass; the operator's allowance reads
 * hosts as a URL writes them.
 */
import { describe, expect, it } from 'vitest';
import {
  bareHost,
  classifyAddress,
  isAllowedHost,
  isLocalName,
  parseAllowedHost,
  sameAddress,
} from './address-policy.js';

/** The host a fetch of http://{written}/ would connect to, as the policy sees it. */
const hostOf = (written: string) => bareHost(new URL(`http://${written}/`).hostname);

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['2130706433', 'loopback'],
    ['0x7f000001', 'loopback'],
    ['017700000001', 'loopback'],
    ['0177.0.0.1', 'loopback'],
    ['0x7f.0.0.1', 'loopback'],
    ['127.1', 'loopback'],
    ['127.0.0.1.', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['[::1]', 'loopback'],
    ['[::]', 'unspecified'],
    ['[fe80::1]', 'linkLocal'],
    ['[fd00::1]', 'uniqueLocal'],
    ['[fc00::1]', 'uniqueLocal'],
    ['[ff02::1]', 'multicast'],
    ['[::ffff:7f00:1]', 'ipv4Mapped loopback'],
    ['[::ffff:127.0.0.1]', 'ipv4Mapped loopback'],
    ['[0:0:0:0:0:ffff:a9fe:a9fe]', 'ipv4Mapped linkLocal'],
    ['[::ffff:0:7f00:1]', 'rfc6145 loopback'],
    ['[64:ff9b::a00:1]', 'rfc6052 private'],
    ['[2002:7f00:1::]', '6to4 loopback'],
    ['[2002:a9fe:a9fe::1]', '6to4 linkLocal'],
    ['[::127.0.0.1]', 'ipv4Compatible'],
    ['[::8.8.8.8]', 'ipv4Compatible'],
    ['[2001:db8::1]', 'reserved'],
    ['[2001::1]', 'teredo'],
    ['[100::1]', 'discard'],
    ['[fec0::1]', 'deprecatedSiteLocal'],
    ['[4000::1]', 'reserved'],
  ])('refuses %s (%s)', (written, range) => {
    expect(classifyAddress(hostOf(written))).toEqual({ public: false, range });
  });

  it.each(['8.8.8.8', '93.184.215.14', '1.1.1.1', '[2606:4700:4700::1111]', '[::ffff:8.8.8.8]', '[2002:808:808::1]'])(
    'lets the public address %s through',
    (written) => {
      expect(classifyAddress(hostOf(written))).toEqual({ public: true });
    },
  );

  it('refuses what is not an address at all', () => {
    expect(classifyAddress('example.com')).toEqual({ public: false, range: 'invalid' });
  });
});

describe('host names', () => {
  it('drops brackets and one trailing dot', () => {
    expect(hostOf('Example.COM.')).toBe('example.com');
    expect(hostOf('[::1]')).toBe('::1');
  });

  it('knows localhost and its subdomains without asking DNS', () => {
    expect(isLocalName(hostOf('localhost.'))).toBe(true);
    expect(isLocalName(hostOf('LOCALHOST'))).toBe(true);
    expect(isLocalName(hostOf('api.localhost'))).toBe(true);
    expect(isLocalName(hostOf('localhost.example.com'))).toBe(false);
    expect(isLocalName('127.0.0.1')).toBe(false);
  });

  it('compares addresses across spellings', () => {
    expect(sameAddress('::ffff:127.0.0.1', '127.0.0.1')).toBe(true);
    expect(sameAddress('0:0::1', '::1')).toBe(true);
    expect(sameAddress('127.0.0.1', '127.0.0.2')).toBe(false);
  });
});

describe('the operator allowance', () => {
  it('reads a host, a host and port, and bracketed IPv6, as the URL parser writes them', () => {
    expect(parseAllowedHost('Docs.Example.test')).toEqual({ host: 'docs.example.test', port: null });
    expect(parseAllowedHost('docs.example.test.:8080')).toEqual({ host: 'docs.example.test', port: 8080 });
    expect(parseAllowedHost('[::1]:80')).toEqual({ host: '::1', port: 80 });
    expect(parseAllowedHost('2130706433')).toEqual({ host: '127.0.0.1', port: null });
  });

  it.each([
    '',
    'http://docs.test',
    'docs.test/path',
    'user@docs.test',
    'docs.test:0',
    'docs.test:70000',
    'a b',
    '[::1',
  ])('refuses the entry %j', (entry) => {
    expect(parseAllowedHost(entry)).toBeNull();
  });

  it('matches the host as written, on the port named or any', () => {
    const allowed = [parseAllowedHost('docs.test')!, parseAllowedHost('pages.test:8080')!];
    expect(isAllowedHost(allowed, 'docs.test', 1234)).toBe(true);
    expect(isAllowedHost(allowed, 'pages.test', 8080)).toBe(true);
    expect(isAllowedHost(allowed, 'pages.test', 8081)).toBe(false);
    expect(isAllowedHost(allowed, 'sub.docs.test', 80)).toBe(false);
    expect(isAllowedHost(allowed, '127.0.0.1', 80)).toBe(false);
  });
});
