import { z } from 'zod'

export const DEFAULT_KLINE_LIMIT = 500

/** GET /main/kline/pid/{pid}/t/{interval}[?limit=&before=]: before (epoch ms) asks for older candles. */
export const klineQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(1000).default(DEFAULT_KLINE_LIMIT),
  before: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
})
export type KlineQuery = z.input<typeof klineQuerySchema>
