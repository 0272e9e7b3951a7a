import { BlockList, isIP } from 'node:net'
import type { Context } from 'hono'
import { getConnInfo } from '@hono/node-server/conninfo'
import { recentlyUsed } from '../recently-used.ts'

/** How many addresses' trusted-proxy answers are kept. */
const REMEMBERED_ADDRESSES = 1024

/**
 * The proxies whose X-Forwarded-For (and X-Forwarded-Host) we believe: TRUST_PROXY, a comma-
 * separated list of addresses and CIDR ranges (`127.0.0.1, 10.0.0.0/8, ::1`; `loopback` names
 * 127.0.0.0/8 and ::1). A request from any other address is taken at its socket's word, since
 * anyone can send the header.
 */
export type TrustedProxies = {
  /** The setting as given, for logs and errors. */
  readonly setting: string
  has: (address: string) => boolean
}

export const NO_TRUSTED_PROXIES: TrustedProxies = { setting: '', has: () => false }

/** Strips the IPv4-mapped IPv6 prefix Node reports for IPv4 peers on a dual-stack socket. */
function plainAddress(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
}

/** A TRUST_PROXY entry that is neither an address nor a CIDR range (nor `loopback`). */
export class TrustedProxyEntryError extends Error {
  readonly entry: string

  constructor(entry: string) {
    super(
      `TRUST_PROXY must list the proxies' addresses or ranges (e.g. "127.0.0.1, 10.0.0.0/8"), ` +
        `and "${entry}" is neither.`,
    )
    this.name = 'TrustedProxyEntryError'
    this.entry = entry
  }
}

export function parseTrustedProxies(setting: string | undefined): TrustedProxies {
  const value = setting?.trim() ?? ''
  if (value === '') return NO_TRUSTED_PROXIES
  const list = new BlockList()
  const ipv4Ranges: Ipv4Range[] = []
  /** Whether an IPv6 entry could hold an IPv4 address (as ::ffff:a.b.c.d), as BlockList counts. */
  let ipv6HoldsIpv4 = false
  for (const raw of value.split(',')) {
    const entry = raw.trim()
    if (entry === '') continue
    if (entry === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      ipv4Ranges.push(ipv4Range('127.0.0.0', 8))
      list.addAddress('::1', 'ipv6')
      continue
    }
    const [address = '', bits, extra] = entry.split('/')
    const family = isIP(address)
    const prefix = bits === undefined ? undefined : Number(bits)
    const maxBits = family === 6 ? 128 : 32
    if (
      family === 0 ||
      extra !== undefined ||
      (prefix !== undefined && (!Number.isInteger(prefix) || prefix < 0 || prefix > maxBits))
    ) {
      throw new TrustedProxyEntryError(entry)
    }
    const type = family === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, prefix, type)
    if (family === 4) ipv4Ranges.push(ipv4Range(address, prefix ?? 32))
    else ipv6HoldsIpv4 ||= holdsMappedIpv4(address, prefix ?? 128)
  }
  // A BlockList check builds a SocketAddress in C++ (several µs, for every request from a new
  // client): an IPv4 address is matched against the IPv4 entries in JavaScript, unless an IPv6
  // entry could hold it too; IPv6 answers for the addresses seen lately are kept.
  const answers = new Map<string, boolean>()
  return {
    setting: value,
    has: (address) => {
      const plain = plainAddress(address)
      const family = isIP(plain)
      if (family === 0) return false
      if (family === 4 && !ipv6HoldsIpv4) {
        const number = ipv4Number(plain)
        return ipv4Ranges.some((range) => number >= range.first && number <= range.last)
      }
      return recentlyUsed(answers, plain, REMEMBERED_ADDRESSES, () =>
        list.check(plain, family === 6 ? 'ipv6' : 'ipv4'),
      )
    },
  }
}

type Ipv4Range = { first: number; last: number }

/** A valid IPv4 address as a number (0 to 2^32 − 1). */
const ipv4Number = (address: string) =>
  address.split('.').reduce((number, part) => number * 256 + Number(part), 0)

function ipv4Range(address: string, prefix: number): Ipv4Range {
  const size = 2 ** (32 - prefix)
  const first = Math.floor(ipv4Number(address) / size) * size
  return { first, last: first + size - 1 }
}

/** Whether the IPv6 range `address/prefix` meets ::ffff:0:0/96, where IPv4 addresses map. */
function holdsMappedIpv4(address: string, prefix: number): boolean {
  const range = new BlockList()
  if (prefix <= 96) {
    range.addSubnet(address, prefix, 'ipv6')
    return range.check('::ffff:0:0', 'ipv6')
  }
  range.addSubnet('::ffff:0:0', 96, 'ipv6')
  return range.check(address, 'ipv6')
}

/** The socket's peer address ('unknown' in app.request() tests, which have no socket). */
export function socketAddress(c: Context): string {
  try {
    return plainAddress(getConnInfo(c).remote.address ?? 'unknown')
  } catch {
    return 'unknown'
  }
}

/** Whether the request reached us through one of the trusted proxies. */
export function fromTrustedProxy(c: Context, proxies: TrustedProxies): boolean {
  return proxies.has(socketAddress(c))
}

/**
 * An X-Forwarded-For entry's address. Some balancers write the client's port too, as
 * `192.0.2.1:5555` or `[2001:db8::1]:5555` (RFC 7239's form): the port is dropped, so the entry
 * still names its client rather than reading as malformed. A bare IPv6 address keeps its colons.
 */
function forwardedAddress(entry: string): string {
  const text = entry.trim()
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text)
  if (bracketed) return plainAddress(bracketed[1]!)
  const withPort = /^([\d.]+):\d{1,5}$/.exec(text)
  if (withPort && isIP(withPort[1]!) === 4) return withPort[1]!
  return plainAddress(text)
}

/**
 * The address a request came from: the socket's, unless the socket is a trusted proxy; then
 * X-Forwarded-For is read from its end (the entry the nearest proxy appended) towards its start,
 * past every trusted proxy, and the first address that is not one is the client. Entries before
 * that are whatever the client wrote and never count.
 */
export function clientAddress(c: Context, proxies: TrustedProxies): string {
  const peer = socketAddress(c)
  if (!proxies.has(peer)) return peer
  const forwarded = c.req.header('x-forwarded-for')
  if (forwarded === undefined) return peer
  const hops = forwarded.split(',')
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = forwardedAddress(hops[index]!)
    if (isIP(hop) === 0) return peer // a malformed entry: the proxy's own word is all we have
    if (!proxies.has(hop)) return hop
  }
  return peer
}

/**
 * The key a client is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 address, in
 * any spelling, is that IPv4 address), an IPv6 address by its /64 in one spelling
 * (`2001:db8:0:0::/64`). One subscriber is usually given a whole /64, so counting each of its
 * 2^64 addresses apart would let one client have as many budgets as it likes; and one address
 * written two ways (`2001:db8::1`, `2001:0DB8:0:0:0:0:0:1`) is one client. Anything that is not
 * an address ('unknown' in tests) is its own key.
 */
export function rateLimitKey(address: string): string {
  const groups = ipv6Groups(address)
  if (groups === undefined) return address
  const mapped =
    groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
      ? [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
      : undefined
  if (mapped !== undefined) return mapped
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address (a zone index dropped), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  const address = text.trim().replace(/%.*$/, '')
  if (isIP(address) !== 6) return undefined
  let body = address.toLowerCase()
  // A dotted IPv4 tail (::ffff:1.2.3.4) is two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(body)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    body = `${body.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = body.split('::')
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => parseInt(g, 16)))
  const before = parse(head)
  if (rest === undefined) return before
  const after = parse(rest)
  return [...before, ...new Array<number>(8 - before.length - after.length).fill(0), ...after]
}
