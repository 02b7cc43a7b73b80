import { z } from 'zod'

const envSchema = z.object({
  TERN_MARKET_SEED: z.coerce.number().int().min(0).max(0xffffffff).default(20260301),
  TERN_HISTORY_CANDLES: z.coerce.number().int().min(0).max(5000).default(600),
  TERN_TICK_RETENTION_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(48),
})

export interface MarketConfig {
  /** Seed of the simulator and of the generated back-history. */
  seed: number
  /** Candles of generated history per interval on a product's first start. */
  historyCandles: number
  /** Recorded ticks older than this are pruned (ms). */
  tickRetentionMs: number
}

/** Reads the market's environment variables; throws with a readable list of problems. */
export function loadMarketConfig(env: Record<string, string | undefined> = process.env): MarketConfig {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  return {
    seed: e.TERN_MARKET_SEED,
    historyCandles: e.TERN_HISTORY_CANDLES,
    tickRetentionMs: e.TERN_TICK_RETENTION_HOURS * 3_600_000,
  }
}
