// The engine process: the market feed (TERN_FEED), recording (each batch before the engines see it), candles, pruning,
// housekeeping and the trading engines; no HTTP. It waits for the engine lock as a hot standby, and only once it
// holds the lock opens the market (restoring from the recorded ticks) and starts the engines, which recover what
// became due meanwhile. Losing the lock (its connection died: a database restart or failover) fences the
// database handle at once (no further write commits, ledger/fence.ts), stops everything the lock guarded, and
// waits for the lock again as a standby: this process or another takes over, never two at a time.

import { setTimeout as sleep } from 'node:timers/promises'
import type { Config } from '../config'
import type { Db } from '../db/db'
import { createOutageLog, describeError } from '../db/outage'
import type { Deps } from '../deps'
import { createTradingEngines } from '../engines'
import { prepareDemoAccount } from '../features/demo-history/seed'
import { startInvestJob } from '../features/invest/job'
import { startPushJob } from '../features/push/job'
import { describePush } from '../features/push/vapid'
import { startHousekeeping } from '../housekeeping'
import { setFence } from '../ledger/fence'
import { loadMarketConfig } from '../market/config'
import { openFeedMarket } from '../market/create'
import { startFeedControl } from '../market/venues/feed-control'
import { startPriceRecord } from '../verifiable/job'
import { startLiabilities } from '../verifiable/liabilities-job'
import { acquireEngineLock, engineLockFor } from './engine-lock'
import type { LockAttempt } from './lock'
import { describeDatabase, openPrepared } from './prepare'

/** Stopping what the lock guarded may take this long after a loss before the process gives up (exit 1). */
const STOP_AFTER_LOSS_MS = 30_000
/** After a start that failed, before waiting for the lock again (ms). */
const RESTART_DELAY_MS = 1000

interface Held {
  /** Resolves with the reason when the lock is lost. */
  lost: Promise<string>
  lock: LockAttempt
}

export async function runEngine(config: Config): Promise<void> {
  const db = await openPrepared(config)
  console.log(describeDatabase(config))
  console.log(describePush(config))
  const waiting = new AbortController()
  let stopWork = async (): Promise<void> => undefined
  const shutdown = (signal: string) => {
    console.log(`${signal}: shutting down`)
    waiting.abort()
    stopWork()
      .then(() => db.destroy())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      )
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))

  while (!waiting.signal.aborted) {
    const held = await waitForLock(config, db, waiting.signal)
    if (!held) return
    const stop = await startWork(config, db, held.lock).catch((error: unknown) => {
      console.error(`Tern engine: could not start (${describeError(error)}); standby again`)
      return null
    })
    if (!stop) {
      await sleep(RESTART_DELAY_MS)
      continue
    }
    stopWork = stop
    console.log('Tern engine: running')
    const reason = await Promise.race([held.lost, aborted(waiting.signal)])
    if (reason === null) return
    console.error(`Tern engine: lost the engine lock (${reason}), stopping the engines; standby again`)
    const giveUp = setTimeout(() => {
      console.error('Tern engine: the engines did not stop after losing the lock, exiting')
      process.exit(1)
    }, STOP_AFTER_LOSS_MS)
    // Unfenced only once stopped: a write still in flight cannot commit meanwhile.
    await stop().catch((error: unknown) => console.error('[tern] stopping the engines failed:', error))
    clearTimeout(giveUp)
    stopWork = async (): Promise<void> => undefined
  }
}

/** Waits for the engine lock, fencing `db`'s writes with it once held; null when shutting down first. */
async function waitForLock(config: Config, db: Db, signal: AbortSignal): Promise<Held | null> {
  let onLost: (reason: string) => void = () => undefined
  const lost = new Promise<string>((resolve) => {
    onLost = resolve
  })
  const unreachable = createOutageLog('Tern engine: cannot reach the database for the engine lock')
  const lock = await acquireEngineLock(engineLockFor(config.database, config.dbPath), {
    signal,
    onStandby: () => console.log('Tern engine: standby, waiting for the engine lock'),
    onError: (error) => unreachable.report(error),
    onLost: (reason) => {
      // Before anything else: no write of this process commits from now on.
      setFence(db, lockLost)
      onLost(reason)
    },
  })
  if (!lock) return null
  const fence = lock.fence
  setFence(db, fence)
  return { lost, lock }
}

async function lockLost(): Promise<never> {
  throw new Error('the engine lock was lost: not committing')
}

/**
 * Opens the market and starts the engines and jobs; the returned stop() winds them down (the run in progress
 * finishes, the last ticks are recorded) and releases the lock. A start that fails (the database went away
 * meanwhile) stops what it started, releases the lock and throws.
 */
async function startWork(config: Config, db: Db, lock: LockAttempt): Promise<() => Promise<void>> {
  const clock = () => new Date()
  const started: { stop(): Promise<void> }[] = [{ stop: () => lock.release() }]
  const stop = async () => {
    for (const part of started.splice(0).reverse()) await part.stop()
  }
  try {
    const market = await openFeedMarket(db, loadMarketConfig(), clock, 'immediate', config.feed)
    started.push(market)
    const deps: Deps = { db, config, clock, market }
    await prepareDemoAccount(deps)
    const engines = createTradingEngines(deps)
    await engines.start()
    started.push(engines)
    market.start()
    started.push(startHousekeeping(deps), startInvestJob(deps), startPushJob(deps), startFeedControl(deps))
    started.push(startPriceRecord(deps), startLiabilities(deps))
    return stop
  } catch (error) {
    await stop().catch(() => undefined)
    throw error
  }
}

function aborted(signal: AbortSignal): Promise<null> {
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(null), { once: true }))
}
