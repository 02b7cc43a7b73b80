import { dirname, join } from 'node:path'
import { z } from 'zod'
import {
  type AdminTokenConfig,
  DEFAULT_ADMIN_TOKEN_ADDRESSES,
  DEFAULT_ADMIN_TOKEN_HOURS,
  parseAddressEntry,
} from './admin-token'
import { parseAmount } from './ledger/money'
import { BINANCE_REST_URL, BINANCE_WS_URL } from './market/venues/binance'
import type { FeedConfig } from './market/venues/create-feed'
import { type VenueName, venueNames } from './market/venues/mapping'
import { OANDA_REST_URL, OANDA_STREAM_URL } from './market/venues/oanda'
import { OKX_REST_URL, OKX_WS_URL } from './market/venues/okx'
import { privateKeyOfSetting } from './verifiable/keys'

/** log2 of scrypt's N for password hashes (features/accounts/password.ts): the OWASP minimum. */
export const DEFAULT_PASSWORD_COST = 17

const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : !['0', 'false', 'off', 'no'].includes(v)))

const usdt = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine((v) => parseAmount(v, 'USDT') !== null, 'a USDT amount with at most 6 decimals')

/** An optional http(s) URL; an empty value counts as unset. */
const optionalHttpUrl = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() || undefined : v),
  z.url({ protocol: /^https?$/, hostname: z.regexes.hostname, error: 'an http(s) URL' }).optional(),
)

/** A URL of one of `protocols` (e.g. ws, wss); empty counts as unset, then `fallback`. */
const urlOf = (protocols: RegExp, fallback: string, error: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.url({ protocol: protocols, error }).default(fallback),
  )

/** TERN_FEED: 'simulator' (default) or a comma-separated list of venues. */
const feedList = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .refine(
    (v) =>
      v === undefined ||
      v === '' ||
      v === 'simulator' ||
      v.split(',').every((s) => venueNames.some((n) => n === s.trim())),
    `simulator, or a comma-separated list of ${venueNames.join(', ')}`,
  )

function feedSources(value: string | undefined): VenueName[] {
  if (value === undefined || value === '' || value === 'simulator') return []
  const names = value.split(',').map((s) => s.trim())
  return venueNames.filter((n) => names.includes(n))
}

/** The feed settings; OANDA named without its token and account is left out, with the reason to log. */
function feedOf(e: z.output<typeof envSchema>): FeedConfig {
  const requested = feedSources(e.TERN_FEED)
  const token = e.TERN_OANDA_TOKEN || undefined
  const account = e.TERN_OANDA_ACCOUNT || undefined
  const missing = [token ? '' : 'TERN_OANDA_TOKEN', account ? '' : 'TERN_OANDA_ACCOUNT'].filter((n) => n !== '')
  const oandaOff = requested.includes('oanda') && missing.length > 0
  return {
    sources: oandaOff ? requested.filter((s) => s !== 'oanda') : requested,
    binance: { ws: e.TERN_BINANCE_WS_URL, rest: e.TERN_BINANCE_REST_URL },
    okx: { ws: e.TERN_OKX_WS_URL, rest: e.TERN_OKX_REST_URL },
    oanda: { stream: e.TERN_OANDA_STREAM_URL, rest: e.TERN_OANDA_REST_URL, token: token ?? '', account: account ?? '' },
    skipped: oandaOff
      ? [
          `Market feed: oanda is off: ${missing.join(' and ')} ${missing.length > 1 ? 'are' : 'is'} not set (a free practice account's token and id); index futures, forex and metals stay on the simulator`,
        ]
      : [],
    recordDir: e.TERN_FEED_RECORD || undefined,
    crossBandPercent: e.TERN_FEED_CROSS_BAND,
    livenessMs: e.TERN_MAX_PRICE_AGE_SECONDS * 1000,
  }
}

/**
 * The push services browsers use (TERN_PUSH_HOSTS replaces the list): Chrome, Edge on Android, Samsung
 * Internet and Opera go through FCM; Firefox through Mozilla's autopush; Safari (macOS, iOS 16.4 or later)
 * through Apple; Edge on Windows through WNS. `*.` matches any subdomain, not the name itself.
 */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const

/** TERN_PUSH_HOSTS: host names, `*.` for any subdomain; empty or unset: the public push services. */
const pushHostList = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(',')
          .map((h) => h.trim())
          .filter((h) => h !== '')
      : [...DEFAULT_PUSH_HOSTS],
  )
  .refine(
    (hosts) => hosts.every((h) => /^(\*\.)?[a-z0-9.:[\]-]+$/.test(h) && !h.endsWith('.')),
    'a comma-separated list of host names (*.example.com for any subdomain)',
  )

const reviewKinds = ['banks', 'deposits', 'withdrawals', 'verifications'] as const
type ReviewKind = (typeof reviewKinds)[number]

/** A comma-separated list of review kinds, or 'none'. */
const reviewList = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .refine(
    (v) =>
      v === undefined || v === '' || v === 'none' || v.split(',').every((k) => reviewKinds.some((r) => r === k.trim())),
    'a comma-separated list of banks, deposits, withdrawals, verifications (or none)',
  )

/**
 * Deposit addresses shown in demo mode: deliberately not valid on any chain, so nobody can send real funds
 * to a demo deployment. Set TERN_ADDRESS_* for a real one.
 */
const depositAddressSettings = ['TERN_ADDRESS_TRC', 'TERN_ADDRESS_ERC', 'TERN_ADDRESS_BTC', 'TERN_ADDRESS_ETH'] as const

const demoAddresses = {
  trc: 'TTernDemo-not-a-real-TRC20-address',
  erc: '0xTernDemo-not-a-real-ERC20-address',
  btc: 'bc1-terndemo-not-a-real-BTC-address',
  eth: '0xTernDemo-not-a-real-ETH-address',
}

export const roles = ['all', 'api', 'engine'] as const
/** all: one process does everything; api: HTTP only (any number); engine: feed, recording, engines (one). */
export type Role = (typeof roles)[number]

const envSchema = z.object({
  TERN_ROLE: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z.enum(roles, { error: 'one of all, api, engine' }).default('all'),
  ),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  TERN_DB: z.string().min(1).default('data/tern.db'),
  TERN_DATABASE_URL: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//i, 'a postgres:// or postgresql:// URL')
      .optional(),
  ),
  TERN_DEMO: flag(true),
  TERN_DEMO_GRANT: z
    .string()
    .default('10000')
    .refine((v) => parseAmount(v, 'USDT') !== null, 'a USDT amount with at most 6 decimals'),
  TERN_DEMO_EMAIL: z.email().default('demo@tern.app'),
  TERN_DEMO_PASSWORD: z.string().min(6).default('tern-demo'),
  TERN_TOKEN_TTL_DAYS: z.coerce.number().positive().max(3650).default(30),
  TERN_SESSION_IDLE_DAYS: z.coerce.number().positive().max(3650).default(7),
  TERN_REGISTRATIONS_PER_ADDRESS_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
  TERN_PASSWORD_COST: z.coerce.number().int().min(10).max(20).default(DEFAULT_PASSWORD_COST),
  TERN_RETENTION_DAYS: z.coerce.number().positive().max(3650).default(7),
  TERN_LIABILITY_PROOF_DAYS: z.coerce.number().int().min(1).max(3650).default(35),
  TERN_DIST: z.string().min(1).default('dist'),
  TERN_ADMIN_TOKEN: z.string().min(16).optional(),
  TERN_ADMIN_TOKEN_EXPIRES: z
    .string()
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}/.test(v) && !Number.isNaN(Date.parse(v)),
      'an ISO date, e.g. 2026-12-31T18:00:00Z',
    )
    .optional(),
  TERN_ADMIN_TOKEN_ADDRESSES: z
    .string()
    .default(DEFAULT_ADMIN_TOKEN_ADDRESSES)
    .transform((v) => v.split(',').map((entry) => entry.trim()))
    .refine(
      (entries) => entries.every((entry) => parseAddressEntry(entry) !== undefined),
      'a comma list of addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8,::1',
    ),
  TERN_TRUST_PROXY: flag(false),
  TERN_TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(16).default(1),
  TERN_JSON_BODY_LIMIT: z.coerce.number().int().min(1024).max(16_777_216).default(65_536),
  TERN_MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(64),
  TERN_UPLOADS: z.string().min(1).optional(),
  TERN_UPLOADS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(10),
  TERN_UPLOAD_MB_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(10),
  TERN_UPLOAD_GRACE_HOURS: z.coerce
    .number()
    .int()
    .min(24, 'at least 24: the daily upload quota counts the uploads still stored')
    .max(24 * 365)
    .default(24),
  TERN_RECHARGE_MIN: usdt('10'),
  TERN_WITHDRAW_MIN: usdt('10'),
  TERN_RECHARGE_MAX: usdt('100000'),
  TERN_WITHDRAW_MAX: usdt('100000'),
  TERN_WITHDRAW_FEE: usdt('1'),
  TERN_WITHDRAW_NEW_DESTINATION_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 365)
    .default(24),
  TERN_OPERATOR_ENROL_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  TERN_ADDRESS_TRC: z.string().trim().min(1).default(demoAddresses.trc),
  TERN_ADDRESS_ERC: z.string().trim().min(1).default(demoAddresses.erc),
  TERN_ADDRESS_BTC: z.string().trim().min(1).default(demoAddresses.btc),
  TERN_ADDRESS_ETH: z.string().trim().min(1).default(demoAddresses.eth),
  TERN_AUTO_APPROVE: reviewList,
  TERN_C2C_RATE: z
    .string()
    .trim()
    .default('2.5')
    .refine((v) => /^\d{1,2}(\.\d{1,4})?$/.test(v), 'a spot fee percent below 100 with at most 4 decimals'),
  TERN_MAX_PRICE_AGE_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  TERN_PUBLIC_URL: optionalHttpUrl,
  TERN_ANDROID_PACKAGE_URL: optionalHttpUrl,
  TERN_SUPPORT_URL: optionalHttpUrl,
  TERN_SMTP_URL: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || undefined : v),
    z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional(),
  ),
  TERN_MAIL_FROM: z.string().trim().min(3).default('Tern <no-reply@localhost>'),
  TERN_OUTBOX: z.string().min(1).optional(),
  // Checked when push starts (features/push/vapid.ts): a wrong value turns push off, not the server.
  TERN_VAPID_SUBJECT: z.string().trim().optional(),
  TERN_VAPID_PUBLIC_KEY: z.string().trim().optional(),
  TERN_VAPID_PRIVATE_KEY: z.string().trim().optional(),
  // The price record's signing key; checked here, so that a wrong value stops the start with its reason.
  TERN_PRICE_SIGNING_KEY: z
    .string()
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      if (!value) return
      try {
        privateKeyOfSetting(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
      }
    }),
  TERN_PUSH_HTTP_LOCALHOST: flag(false),
  TERN_PUSH_HOSTS: pushHostList,
  TERN_FEED: feedList,
  TERN_BINANCE_WS_URL: urlOf(/^wss?$/, BINANCE_WS_URL, 'a ws:// or wss:// URL'),
  TERN_BINANCE_REST_URL: urlOf(/^https?$/, BINANCE_REST_URL, 'an http(s) URL'),
  TERN_OKX_WS_URL: urlOf(/^wss?$/, OKX_WS_URL, 'a ws:// or wss:// URL'),
  TERN_OKX_REST_URL: urlOf(/^https?$/, OKX_REST_URL, 'an http(s) URL'),
  TERN_OANDA_STREAM_URL: urlOf(/^https?$/, OANDA_STREAM_URL, 'an http(s) URL'),
  TERN_OANDA_REST_URL: urlOf(/^https?$/, OANDA_REST_URL, 'an http(s) URL'),
  TERN_OANDA_TOKEN: z.string().trim().optional(),
  // v20 account ids look like 101-004-1234567-001.
  TERN_OANDA_ACCOUNT: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9-]+)?$/, 'an OANDA account id (digits and dashes, e.g. 101-004-1234567-001)')
    .optional(),
  TERN_FEED_RECORD: z.string().trim().optional(),
  TERN_FEED_CROSS_BAND: z.coerce.number().positive().max(50).default(1),
})

/** Which reviews are decided automatically (approved) instead of waiting for an operator. */
export type AutoApprove = Record<ReviewKind, boolean>

function autoApprove(value: string | undefined, demo: boolean): AutoApprove {
  // Demo default: bank records, deposits and identity verifications approve themselves; withdrawals wait for
  // the operator, so the approve / reject path is exercised in every demo.
  const list = value === undefined || value === '' ? (demo ? 'banks,deposits,verifications' : 'none') : value
  const kinds = new Set(list.split(',').map((k) => k.trim()))
  return {
    banks: kinds.has('banks'),
    deposits: kinds.has('deposits'),
    withdrawals: kinds.has('withdrawals'),
    verifications: kinds.has('verifications'),
  }
}

export interface Config {
  /** Which part of Tern this process runs (TERN_ROLE). */
  role: Role
  port: number
  host: string
  /** The SQLite file (TERN_DB); with PostgreSQL it only anchors the default uploads folder. */
  dbPath: string
  /** What openDb() opens: TERN_DATABASE_URL (PostgreSQL) when set, else the SQLite file. */
  database: string
  demo: boolean
  /** USDT granted to each new account in demo mode, in minor units (1e-6). */
  demoGrant: bigint
  demoEmail: string
  demoPassword: string
  tokenTtlDays: number
  /** A session unused for this many days ends (TERN_SESSION_IDLE_DAYS). */
  sessionIdleDays: number
  /** Registration attempts one client address may make per hour (TERN_REGISTRATIONS_PER_ADDRESS_HOUR). */
  registrationsPerAddressHour: number
  /** log2 of scrypt's N for new password hashes (TERN_PASSWORD_COST); below 17 only for tests. */
  passwordCost: number
  /** Ended sessions and idempotency keys are purged this many days after they end or are stored. */
  retentionDays: number
  /** Days a proof-of-liabilities snapshot's leaves and nodes are kept (its signed roots for good). */
  liabilityProofDays: number
  distDir: string
  /** The legacy admin token for scripts, with its expiry and allowed addresses (admin-token.ts). */
  adminToken: AdminTokenConfig | undefined
  trustProxy: boolean
  /** Trusted proxies in front of the server: the client address is this many X-Forwarded-For entries from the right. */
  trustProxyHops: number
  /** Largest JSON request body, bytes (uploads have their own limit). */
  jsonBodyLimit: number
  /** Open connections one client address may hold; 0: no limit. Not applied behind a trusted proxy. */
  maxConnectionsPerAddress: number
  /** Folder of uploaded images (default: 'uploads' next to the database). */
  uploadsDir: string
  /** Uploads per user in any 24 hours (TERN_UPLOADS_PER_DAY). */
  uploadsPerDay: number
  /** Stored bytes per user in any 24 hours (TERN_UPLOAD_MB_PER_DAY x 2^20). */
  uploadBytesPerDay: number
  /** Hours an upload no record refers to is kept before it is removed. */
  uploadGraceHours: number
  /** Minimum deposit value, USDT minor units. */
  rechargeMin: bigint
  /** Minimum withdrawal amount, USDT minor units. */
  withdrawMin: bigint
  /** Hours a newly bound card or address (or a new allow-list entry) waits before a withdrawal may go to it. */
  withdrawNewDestinationHours: number
  /** Minutes an operator's enrolment code (printed by `npm run admin -- operator add|enrol-code`) stays valid. */
  operatorEnrolMinutes: number
  /** Maximum deposit value, USDT minor units (a BTC or ETH deposit is valued at the current price, rounded up). */
  rechargeMax: bigint
  /** Maximum withdrawal amount (without the fee), USDT minor units. */
  withdrawMax: bigint
  /** Flat fee per withdrawal, USDT minor units, frozen with the amount and kept on payout. */
  withdrawFee: bigint
  depositAddresses: { trc: string; erc: string; btc: string; eth: string }
  autoApprove: AutoApprove
  /** Spot fee percent (decimal string, default "2.5"): fee = amount x rate / 100, in the coin. */
  c2cRate: string
  /** A trade takes a product's price only while its last tick is at most this old (TERN_MAX_PRICE_AGE_SECONDS). */
  maxPriceAgeSeconds: number
  /** This deployment's public address without a trailing slash (e.g. https://tern.example), named in the iOS web-clip profile; unset: the profile is served on loopback hosts only. */
  publicUrl?: string
  /** Where Android users download the app package; unset: the PWA install prompt. */
  androidPackageUrl?: string
  /** An external customer-service page shown in /client_iframe (its origin is the CSP's only frame-src); unset: Tern's own support inbox. */
  supportUrl?: string
  /** SMTP server for mail (smtp://host:port or smtps://user:pass@host); unset: mail goes to the outbox file. */
  smtpUrl?: string
  /** The From of every mail (TERN_MAIL_FROM). */
  mailFrom: string
  /** The outbox log: mail without SMTP, and every SMS (default: 'outbox.log' next to the database). */
  outboxFile: string
  /** The VAPID contact (mailto: or https:) push services reach the operator at; push is off without a valid one. */
  vapidSubject?: string
  /** A configured VAPID key pair (base64url); unset: generated on first start and kept in the database. */
  vapidPublicKey?: string
  vapidPrivateKey?: string
  /** The Ed25519 key that signs the price record and the proof of liabilities (unset: made and kept in the database). */
  priceSigningKey?: string
  /** Accept http://localhost push endpoints and let pushes reach loopback addresses (a local push service in tests); https to public addresses only otherwise. */
  pushHttpLocalhost: boolean
  /** Hosts a push endpoint may name (TERN_PUSH_HOSTS): exact names, or `*.example.com` for any subdomain. */
  pushHosts: readonly string[]
  /** The market feed of the engine process: the simulator, or real venues (TERN_FEED, TERN_*_URL, TERN_OANDA_TOKEN and TERN_OANDA_ACCOUNT, TERN_FEED_RECORD). */
  feed: FeedConfig
}

function adminTokenOf(e: z.output<typeof envSchema>, now: Date): AdminTokenConfig {
  const expires = e.TERN_ADMIN_TOKEN_EXPIRES
  const expiresAt = expires ?? new Date(now.getTime() + DEFAULT_ADMIN_TOKEN_HOURS * 3_600_000).toISOString()
  return {
    token: e.TERN_ADMIN_TOKEN ?? '',
    expiresAt: new Date(expiresAt).toISOString(),
    defaultExpiry: expires === undefined,
    addresses: e.TERN_ADMIN_TOKEN_ADDRESSES,
  }
}

/** Reads and validates the environment; throws with a readable list of problems. */
export function loadConfig(env: Record<string, string | undefined> = process.env, now = new Date()): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  if (!e.TERN_DEMO) {
    // The demo addresses are placeholders: a real deployment must not show them (money sent there is lost).
    const missing = depositAddressSettings.filter((name) => !env[name]?.trim())
    if (missing.length > 0) {
      throw new Error(
        `Invalid configuration:\n  ${missing.join(', ')}: required with TERN_DEMO=0 (the demo deposit addresses are placeholders)`,
      )
    }
  }
  const limits = [
    ['TERN_RECHARGE_MAX', e.TERN_RECHARGE_MAX, 'TERN_RECHARGE_MIN', e.TERN_RECHARGE_MIN],
    ['TERN_WITHDRAW_MAX', e.TERN_WITHDRAW_MAX, 'TERN_WITHDRAW_MIN', e.TERN_WITHDRAW_MIN],
  ] as const
  for (const [maxName, max, minName, min] of limits) {
    if ((parseAmount(max, 'USDT') ?? 0n) < (parseAmount(min, 'USDT') ?? 0n)) {
      throw new Error(`Invalid configuration:\n  ${maxName}: at least ${minName} (${min})`)
    }
  }
  return {
    role: e.TERN_ROLE,
    port: e.PORT,
    host: e.HOST,
    dbPath: e.TERN_DB,
    database: e.TERN_DATABASE_URL ?? e.TERN_DB,
    demo: e.TERN_DEMO,
    demoGrant: parseAmount(e.TERN_DEMO_GRANT, 'USDT') ?? 0n,
    demoEmail: e.TERN_DEMO_EMAIL.trim().toLowerCase(),
    demoPassword: e.TERN_DEMO_PASSWORD,
    tokenTtlDays: e.TERN_TOKEN_TTL_DAYS,
    sessionIdleDays: e.TERN_SESSION_IDLE_DAYS,
    registrationsPerAddressHour: e.TERN_REGISTRATIONS_PER_ADDRESS_HOUR,
    passwordCost: e.TERN_PASSWORD_COST,
    retentionDays: e.TERN_RETENTION_DAYS,
    liabilityProofDays: e.TERN_LIABILITY_PROOF_DAYS,
    distDir: e.TERN_DIST,
    adminToken: e.TERN_ADMIN_TOKEN === undefined ? undefined : adminTokenOf(e, now),
    trustProxy: e.TERN_TRUST_PROXY,
    trustProxyHops: e.TERN_TRUST_PROXY_HOPS,
    jsonBodyLimit: e.TERN_JSON_BODY_LIMIT,
    maxConnectionsPerAddress: e.TERN_MAX_CONNECTIONS_PER_ADDRESS,
    uploadsDir: e.TERN_UPLOADS ?? join(dirname(e.TERN_DB), 'uploads'),
    uploadsPerDay: e.TERN_UPLOADS_PER_DAY,
    uploadBytesPerDay: e.TERN_UPLOAD_MB_PER_DAY * 1024 * 1024,
    uploadGraceHours: e.TERN_UPLOAD_GRACE_HOURS,
    rechargeMin: parseAmount(e.TERN_RECHARGE_MIN, 'USDT') ?? 0n,
    withdrawMin: parseAmount(e.TERN_WITHDRAW_MIN, 'USDT') ?? 0n,
    withdrawNewDestinationHours: e.TERN_WITHDRAW_NEW_DESTINATION_HOURS,
    operatorEnrolMinutes: e.TERN_OPERATOR_ENROL_MINUTES,
    rechargeMax: parseAmount(e.TERN_RECHARGE_MAX, 'USDT') ?? 0n,
    withdrawMax: parseAmount(e.TERN_WITHDRAW_MAX, 'USDT') ?? 0n,
    withdrawFee: parseAmount(e.TERN_WITHDRAW_FEE, 'USDT') ?? 0n,
    depositAddresses: {
      trc: e.TERN_ADDRESS_TRC,
      erc: e.TERN_ADDRESS_ERC,
      btc: e.TERN_ADDRESS_BTC,
      eth: e.TERN_ADDRESS_ETH,
    },
    autoApprove: autoApprove(e.TERN_AUTO_APPROVE, e.TERN_DEMO),
    c2cRate: e.TERN_C2C_RATE,
    maxPriceAgeSeconds: e.TERN_MAX_PRICE_AGE_SECONDS,
    publicUrl: e.TERN_PUBLIC_URL?.replace(/\/+$/, ''),
    androidPackageUrl: e.TERN_ANDROID_PACKAGE_URL,
    supportUrl: e.TERN_SUPPORT_URL,
    smtpUrl: e.TERN_SMTP_URL,
    mailFrom: e.TERN_MAIL_FROM,
    outboxFile: e.TERN_OUTBOX ?? join(dirname(e.TERN_DB), 'outbox.log'),
    vapidSubject: e.TERN_VAPID_SUBJECT || undefined,
    vapidPublicKey: e.TERN_VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: e.TERN_VAPID_PRIVATE_KEY || undefined,
    priceSigningKey: e.TERN_PRICE_SIGNING_KEY || undefined,
    pushHttpLocalhost: e.TERN_PUSH_HTTP_LOCALHOST,
    pushHosts: e.TERN_PUSH_HOSTS,
    feed: feedOf(e),
  }
}
