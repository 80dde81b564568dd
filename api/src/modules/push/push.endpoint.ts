// Where the server may send a web push. The endpoint comes from the browser, i.e. from any
// signed-in user, and the job worker POSTs to it: without a check that is a blind SSRF into
// the server's own network (cloud metadata, admin consoles, databases on loopback).
// Policy: https only, no credentials in the URL, and the host must be (or resolve only to)
// public unicast addresses (lib/net.ts). Checked when a browser subscribes, and again at
// every send on the connection itself (the DNS answer that is checked is the one connected
// to), so a name that is re-pointed at 127.0.0.1 later (DNS rebinding) is refused too.
// PUSH_ALLOW_INSECURE_ENDPOINTS (tests only) accepts http and any address: a local push
// service.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP } from 'node:net'
import type { ApiMessageId } from '../../lib/i18n.ts'
import { isPublicAddress } from '../../lib/net.ts'

/** Why an endpoint is refused: English for the logs, and the catalog message a subscriber reads. */
export class UnsafePushEndpoint extends Error {
  constructor(
    message: string,
    readonly key?: ApiMessageId,
    readonly values?: Record<string, unknown>,
  ) {
    super(message)
  }
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>

export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  )

const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '')

/** The URL when it is a push endpoint we may call; else throws UnsafePushEndpoint saying why. */
export async function checkPushEndpoint(
  endpoint: string,
  options: { allowInsecure: boolean; resolve?: Resolver },
): Promise<URL> {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    throw new UnsafePushEndpoint('Push endpoint must be a valid URL', 'error.push.invalidUrl')
  }
  const protocols = options.allowInsecure ? ['https:', 'http:'] : ['https:']
  if (!protocols.includes(url.protocol))
    throw new UnsafePushEndpoint('Push endpoint must be an https URL', 'error.push.notHttps')
  if (url.username || url.password)
    throw new UnsafePushEndpoint('Push endpoint must not carry credentials', 'error.push.credentials')
  if (options.allowInsecure) return url
  const host = bare(url.hostname)
  if (isIP(host)) {
    if (!isPublicAddress(host))
      throw new UnsafePushEndpoint('Push endpoint must be on a public address', 'error.push.notPublic')
    return url
  }
  let addresses: LookupAddress[]
  try {
    addresses = await (options.resolve ?? systemResolver)(host)
  } catch {
    throw new UnsafePushEndpoint(`Push endpoint host ${host} could not be resolved`, 'error.push.unresolved', { host })
  }
  if (addresses.length === 0)
    throw new UnsafePushEndpoint(`Push endpoint host ${host} could not be resolved`, 'error.push.unresolved', { host })
  if (!addresses.every((a) => isPublicAddress(a.address))) {
    throw new UnsafePushEndpoint('Push endpoint must be on a public address', 'error.push.notPublic')
  }
  return url
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void

/**
 * A `lookup` for http(s).request that hands the socket only public addresses: the check and
 * the connection use the same DNS answer.
 */
export function publicOnlyLookup(resolve: Resolver = systemResolver) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) {
          const err: NodeJS.ErrnoException = new UnsafePushEndpoint(`${hostname} resolves to a non-public address`)
          err.code = 'EPUSHUNSAFE'
          callback(err, '')
          return
        }
        if (options.all) callback(null, addresses)
        else callback(null, addresses[0].address, addresses[0].family)
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    )
  }
}
