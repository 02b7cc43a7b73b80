// Which addresses a push may be sent to, and which push services' hosts a subscription may name. A push endpoint
// comes from the browser, that is from the user: without these checks the engine would post to any URL it is
// given (the cloud's metadata service, an admin port on the private network), a server-side request forgery.
import { BlockList, isIP } from 'node:net'

/**
 * The ranges of the IANA special-purpose registries that are not the public internet. Two lists: a BlockList
 * checks an IPv4 address against its IPv6 rules too (as ::ffff:a.b.c.d), which ::ffff:0:0/96 would then match.
 */
const nonPublic4 = new BlockList()
const nonPublic6 = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where clouds answer metadata requests
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  nonPublic4.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback and the old IPv4-compatible form
  ['::ffff:0:0', 96], // IPv4-mapped: a public push service has a real IPv6 address
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments, Teredo among them
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4, which carries any IPv4 address
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  nonPublic6.addSubnet(network, prefix, 'ipv6')
}

/** The IPv4 address inside a well-known NAT64 address (64:ff9b::/96), which reaches whatever it embeds. */
function nat64Embedded(address: string): string | undefined {
  const match = /^64:ff9b::(?:([0-9a-f]{1,4}):([0-9a-f]{1,4})|(\d+\.\d+\.\d+\.\d+))$/i.exec(address)
  if (!match) return undefined
  if (match[3]) return match[3]
  const high = Number.parseInt(match[1] ?? '0', 16)
  const low = Number.parseInt(match[2] ?? '0', 16)
  return [high >> 8, high & 255, low >> 8, low & 255].join('.')
}

/** Whether an IP address (v4 or v6, without brackets) is on the public internet; false for anything else. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !nonPublic4.check(address, 'ipv4')
  if (family !== 6) return false
  const embedded = nat64Embedded(address)
  if (embedded !== undefined) return isPublicAddress(embedded)
  return !nonPublic6.check(address, 'ipv6')
}

/** Whether an IP address is a loopback one (127.0.0.0/8, ::1, or 127.x mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return address.startsWith('127.')
  return family === 6 && (address === '::1' || /^::ffff:127\./i.test(address))
}

/** Whether the host (lowercase, as URL gives it) is on the list: an exact name, or a subdomain of a `*.` entry. */
export function isListedHost(host: string, list: readonly string[]): boolean {
  return list.some((entry) => (entry.startsWith('*.') ? host.endsWith(entry.slice(1)) : host === entry))
}

/** A URL's hostname without the brackets of an IPv6 literal. */
export const bareHost = (hostname: string): string =>
  hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname
