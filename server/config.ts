import { z } from 'zod'
import { parseAmount } from './ledger/money'

const flag = (fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : !['0', 'false', 'off', 'no'].includes(v)))

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  TERN_DB: z.string().min(1).default('data/tern.db'),
  TERN_DEMO: flag(true),
  TERN_DEMO_GRANT: z
    .string()
    .default('10000')
    .refine((v) => parseAmount(v, 'USDT') !== null, 'a USDT amount with at most 6 decimals'),
  TERN_DEMO_EMAIL: z.email().default('demo@tern.app'),
  TERN_DEMO_PASSWORD: z.string().min(6).default('tern-demo'),
  TERN_TOKEN_TTL_DAYS: z.coerce.number().positive().max(3650).default(30),
  TERN_DIST: z.string().min(1).default('dist'),
  TERN_ADMIN_TOKEN: z.string().min(16).optional(),
  TERN_TRUST_PROXY: flag(false),
})

export interface Config {
  port: number
  host: string
  dbPath: string
  demo: boolean
  /** USDT granted to each new account in demo mode, in minor units (1e-6). */
  demoGrant: bigint
  demoEmail: string
  demoPassword: string
  tokenTtlDays: number
  distDir: string
  adminToken: string | undefined
  trustProxy: boolean
}

/** Reads and validates the environment; throws with a readable list of problems. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    port: e.PORT,
    host: e.HOST,
    dbPath: e.TERN_DB,
    demo: e.TERN_DEMO,
    demoGrant: parseAmount(e.TERN_DEMO_GRANT, 'USDT') ?? 0n,
    demoEmail: e.TERN_DEMO_EMAIL.trim().toLowerCase(),
    demoPassword: e.TERN_DEMO_PASSWORD,
    tokenTtlDays: e.TERN_TOKEN_TTL_DAYS,
    distDir: e.TERN_DIST,
    adminToken: e.TERN_ADMIN_TOKEN,
    trustProxy: e.TERN_TRUST_PROXY,
  }
}
