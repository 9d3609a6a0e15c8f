/**
 * Who sent a request, as far as Duet can know it. Behind reverse proxies (TRUST_PROXY), the
 * client's address is the one the nearest untrusted hop was seen from: X-Forwarded-For is read
 * from the right, through the trusted proxies only (proxy-addr, as Express does), so a client
 * writing its own X-Forwarded-For entries changes nothing. X-Forwarded-Proto counts only when
 * the request came straight from a trusted proxy.
 */
import proxyaddr from 'proxy-addr';

/** TRUST_PROXY: no proxy; how many hops in front of Duet; or which addresses are proxies. */
export type TrustProxy = false | number | string[];

export type Trust = (address: string, hop: number) => boolean;

/** The trust function of a setting; throws on an address or range proxy-addr cannot read. */
export function compileTrust(setting: TrustProxy): Trust {
  if (setting === false || setting === 0) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyaddr.compile(setting);
}

export interface Peer {
  /** The client's address. */
  ip: string;
  /** The client reached the trusted proxy over HTTPS. */
  forwardedHttps: boolean;
}

export function peerOf(request: Request, remoteAddress: string | undefined, trust: Trust): Peer {
  if (!remoteAddress) return { ip: 'local', forwardedHttps: false };
  const headers = { 'x-forwarded-for': request.headers.get('x-forwarded-for') ?? undefined };
  const ip = proxyaddr({ headers, socket: { remoteAddress } } as unknown as Parameters<typeof proxyaddr>[0], trust);
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  return { ip, forwardedHttps: trust(remoteAddress, 0) && proto === 'https' };
}
