// The legacy TERN_ADMIN_TOKEN (scripts acting as admin on /admin/*): it ends at TERN_ADMIN_TOKEN_EXPIRES (default:
// a day after start, with a start-up warning) and works only from TERN_ADMIN_TOKEN_ADDRESSES (addresses or CIDR
// ranges; default loopback only). In-process calls without a socket (tests' app.request) count as loopback.
import { BlockList, isIP } from 'node:net'

export const DEFAULT_ADMIN_TOKEN_ADDRESSES = '127.0.0.0/8,::1'
/** The life of an admin token started without TERN_ADMIN_TOKEN_EXPIRES. */
export const DEFAULT_ADMIN_TOKEN_HOURS = 24
/** The key http/client-address.ts gives a call without a socket. */
const NO_SOCKET = 'local'

export interface AdminTokenConfig {
  token: string
  /** ISO time after which the token is refused. */
  expiresAt: string
  /** True when TERN_ADMIN_TOKEN_EXPIRES was not set and the default life applies (start-up warns). */
  defaultExpiry: boolean
  /** Addresses and CIDR ranges the token is accepted from. */
  addresses: readonly string[]
}

type Entry = { address: string; prefix: number; family: 'ipv4' | 'ipv6' }

/** One address or CIDR range ('10.0.0.0/8', '::1', '2001:db8::/32'), or undefined when it is neither. */
export function parseAddressEntry(text: string): Entry | undefined {
  const [address = '', bits, extra] = text.trim().split('/')
  const version = isIP(address)
  if (version === 0 || extra !== undefined) return undefined
  const max = version === 4 ? 32 : 128
  const prefix = bits === undefined ? max : Number(bits)
  if (!/^\d+$/.test(bits ?? String(max)) || prefix > max) return undefined
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' }
}

const lists = new WeakMap<readonly string[], BlockList>()

function listOf(addresses: readonly string[]): BlockList {
  let list = lists.get(addresses)
  if (!list) {
    list = new BlockList()
    for (const text of addresses) {
      const entry = parseAddressEntry(text)
      if (entry) list.addSubnet(entry.address, entry.prefix, entry.family)
    }
    lists.set(addresses, list)
  }
  return list
}

/** True when `address` (a client address as http/client-address.ts gives it) is on the allow-list. */
export function adminTokenAddressAllowed(admin: AdminTokenConfig, address: string): boolean {
  const list = listOf(admin.addresses)
  if (address === NO_SOCKET) return list.check('127.0.0.1', 'ipv4') || list.check('::1', 'ipv6')
  // An IPv4 client of a dual-stack socket arrives as ::ffff:a.b.c.d.
  const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
  const version = isIP(plain)
  return version !== 0 && list.check(plain, version === 4 ? 'ipv4' : 'ipv6')
}

/** A warning for the start-up log when the token runs on its default life. */
export function describeAdminToken(config: { adminToken: AdminTokenConfig | undefined }): string | undefined {
  const admin = config.adminToken
  if (!admin?.defaultExpiry) return undefined
  return `Admin token: TERN_ADMIN_TOKEN_EXPIRES is not set; the token ends at ${admin.expiresAt} (${DEFAULT_ADMIN_TOKEN_HOURS} hours after start). Set it to an ISO date to choose.`
}
