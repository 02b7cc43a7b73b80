// GET /healthz for load balancers and supervisors: liveness (the process answers at all) and readiness (the
// database answers a trivial query within a short timeout, and has not failed to store lately), with the
// market feed's state. 200 when ready, 503 when not. Cheap: one answer per second at most is computed, the
// rest share it, and it runs before every other middleware (no session, no rate limit). No secrets: errors
// are named by kind, never by their message (which can carry a host or a path).

import type { Context } from 'hono'
import { sql } from 'kysely'
import { dialectOf, isConnectionError, isStorageError } from '../db/dialect'
import type { OutageLog } from '../db/outage'
import type { Deps } from '../deps'
import { statusBoard } from '../market/status'
import type { AppEnv } from './types'

/** The database must answer within this (ms). */
const QUERY_TIMEOUT_MS = 1000
/** A storage failure (disk full) this recent keeps the process not ready (ms). */
const STORAGE_FAILURE_MS = 10_000
const CACHE_MS = 1000

export interface Health {
  live: true
  ready: boolean
  role: string
  database: { dialect: string; ok: boolean; error?: 'timeout' | 'unreachable' | 'storage' | 'failed' }
  feed: { products: number; byStatus: Record<string, number>; lastTickAgeSeconds: number | null }
}

async function probeDatabase(deps: Deps, outage: OutageLog): Promise<Health['database']> {
  const dialect = dialectOf(deps.db)
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), QUERY_TIMEOUT_MS)
  })
  try {
    const answered = await Promise.race([sql`select 1`.execute(deps.db).then(() => 'ok' as const), timeout])
    if (answered === 'timeout') return { dialect, ok: false, error: 'timeout' }
  } catch (error) {
    if (isStorageError(error)) return { dialect, ok: false, error: 'storage' }
    return { dialect, ok: false, error: isConnectionError(error) ? 'unreachable' : 'failed' }
  } finally {
    clearTimeout(timer)
  }
  const last = outage.last()
  if (last?.storage && Date.now() - last.at < STORAGE_FAILURE_MS) return { dialect, ok: false, error: 'storage' }
  return { dialect, ok: true }
}

function feedState(deps: Deps): Health['feed'] {
  const products = deps.market.list()
  const board = statusBoard(deps.market, deps.config.maxPriceAgeSeconds * 1000)
  const byStatus: Record<string, number> = {}
  let lastT = 0
  for (const product of products) {
    const { status, t } = board.of(product.row.id)
    byStatus[status] = (byStatus[status] ?? 0) + 1
    lastT = Math.max(lastT, t)
  }
  const lastTickAgeSeconds = lastT > 0 ? Math.max(0, Math.round((deps.market.now() - lastT) / 1000)) : null
  return { products: products.length, byStatus, lastTickAgeSeconds }
}

/** The /healthz handler of an app (its deps and its outage log). */
export function healthHandler(deps: Deps, outage: OutageLog) {
  let cached: { at: number; health: Promise<Health> } | undefined
  const compute = async (): Promise<Health> => {
    const database = await probeDatabase(deps, outage)
    return { live: true, ready: database.ok, role: deps.config.role, database, feed: feedState(deps) }
  }
  return async (c: Context<AppEnv>) => {
    const now = Date.now()
    if (!cached || now - cached.at >= CACHE_MS) cached = { at: now, health: compute() }
    const health = await cached.health
    c.header('Cache-Control', 'no-store')
    return c.json(health, health.ready ? 200 : 503)
  }
}
