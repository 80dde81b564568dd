// Address classification for the places that must know who is on the other end: the
// development mailbox and the metrics (this machine only, never through a proxy) and outgoing
// web push (public addresses only, so a subscription cannot make the server call into its
// own network: blind SSRF).
import { BlockList, isIP } from 'node:net'

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:127.0.0.1), else the input. */
export function unmapIPv4(address: string): string {
  const match = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return match ? match[1] : address
}

const loopback = new BlockList()
loopback.addSubnet('127.0.0.0', 8, 'ipv4')
loopback.addAddress('::1', 'ipv6')

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const ip = unmapIPv4(address)
  const family = isIP(ip)
  return family !== 0 && loopback.check(ip, family === 4 ? 'ipv4' : 'ipv6')
}

/**
 * Headers a proxy or CDN adds to name the client it forwards. A request carrying any of them
 * came through something that may be serving the network, however local its own socket is.
 */
export const PROXY_HEADERS = [
  'forwarded',
  'via',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-server',
  'x-original-forwarded-for',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'cf-connecting-ip',
  'cf-connecting-ipv6',
  'true-client-ip',
  'fastly-client-ip',
  'fly-client-ip',
  'x-appengine-user-ip',
  'x-azure-clientip',
] as const

/**
 * The one "is this a request from this machine itself?" rule (the development mailbox, the
 * metrics without a token): the socket's own address is loopback and no proxy header is
 * present.
 */
export function isDirectLocalRequest(request: {
  socket: { remoteAddress?: string }
  headers: Record<string, unknown>
}): boolean {
  if (!isLoopbackAddress(request.socket.remoteAddress)) return false
  return !PROXY_HEADERS.some((name) => request.headers[name] !== undefined)
}

/** Hostnames that mean this machine, for HOST checks. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''))
}

// Special-purpose ranges (IANA IPv4/IPv6 special-purpose registries): none of them is where a
// real push service lives. Two lists: a BlockList matches IPv4 addresses against IPv6 rules
// (as mapped addresses) and the other way round, which would mix the families up.
const notPublic4 = new BlockList()
const notPublic6 = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) {
  notPublic4.addSubnet(net, bits, 'ipv4')
}
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible ::a.b.c.d ([::127.0.0.1])
  ['::ffff:0:0', 96], // IPv4-mapped: a push service has a real IPv6 or IPv4 address
  ['::ffff:0:0:0', 96], // IPv4-translated (RFC 2765): [::ffff:0:7f00:1] is 127.0.0.1
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23], // IETF special purpose, Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4
  ['3fff::', 20], // documentation (RFC 9637)
  ['5f00::', 16], // SRv6 SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // old site-local
  ['ff00::', 8], // multicast
] as const) {
  notPublic6.addSubnet(net, bits, 'ipv6')
}

/** True only for a unicast address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !notPublic4.check(address, 'ipv4')
  return family === 6 && !notPublic6.check(address, 'ipv6')
}
