// A database that goes away (a restart: connections broken under a transaction) or cannot store (a full disk):
// a write interrupted before COMMIT runs again on a fresh connection; a money call whose COMMIT lost its answer
// runs again and answers what it recorded, posting once; everything else that fails this way is answered
// 503 `unavailable` with a localized message, logged once per interval instead of once per request.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createApp } from '../../../server/app'
import type { Db } from '../../../server/db/db'
import { createOutageLog } from '../../../server/db/outage'
import { once } from '../../../server/ledger/idempotency'
import { balanceOf, post } from '../../../server/ledger/ledger'
import { writeTx } from '../../../server/ledger/tx'
import { groupCommit, groupOnce } from '../../../server/trading/group-commit'
import { createHarness, type Harness } from '../../support/server/harness'
import { call } from '../../support/server/request'
import { createUser, depsOf } from '../../support/server/wallet'
import { connectionLost, diskFull, fault, isCommit, isInsertInto } from './faults'

let h: Harness
beforeEach(async () => {
  h = await createHarness()
})
afterEach(async () => {
  vi.restoreAllMocks()
  await h.close()
})

/** Credits `amount` USDT minor units to the user (one posting), counting how often the work ran. */
function credit(userId: number, amount: bigint, runs: { count: number }) {
  return async (trx: Db) => {
    runs.count++
    const id = await post(trx, {
      reason: 'test_credit',
      ref: `outage:${userId}:${runs.count}`,
      at: h.clock(),
      entries: [
        { kind: 'house', account: 'external', asset: 'USDT', amount: -amount },
        { kind: 'user', account: userId, asset: 'USDT', amount },
      ],
    })
    return { id }
  }
}

describe('a write transaction whose connection breaks', () => {
  it('runs again on a fresh connection when the break came before COMMIT, and posts once', async () => {
    const user = await createUser(h)
    const broken = fault(isInsertInto('postings'), connectionLost, 'before', 1)
    const runs = { count: 0 }
    await writeTx(h.db.withPlugin(broken.plugin), credit(user, 500n, runs))
    expect(broken.fired()).toBe(1)
    expect(runs.count).toBe(2)
    expect(await balanceOf(h.db, user, 'USDT')).toBe(500n)
  })

  it('answers a money call whose COMMIT lost its answer with the recorded result, without posting twice', async () => {
    const user = await createUser(h)
    const broken = fault(isCommit, connectionLost, 'after', 1)
    const runs = { count: 0 }
    const idempotent = { userId: user, key: 'deposit-1', fingerprint: 'f', now: h.clock() }
    const answer = await once(h.db.withPlugin(broken.plugin), idempotent, credit(user, 700n, runs))
    expect(broken.fired()).toBe(1)
    // It had committed: the rerun found the key and answered what was recorded, and the work ran once.
    expect(runs.count).toBe(1)
    expect(answer).toEqual(await once(h.db, idempotent, credit(user, 700n, runs)))
    expect(runs.count).toBe(1)
    expect(await balanceOf(h.db, user, 'USDT')).toBe(700n)
  })

  it('does not run work without an idempotency key again after a broken COMMIT (its outcome is unknown)', async () => {
    const user = await createUser(h)
    const broken = fault(isCommit, connectionLost, 'after', 1)
    const runs = { count: 0 }
    await expect(writeTx(h.db.withPlugin(broken.plugin), credit(user, 300n, runs))).rejects.toMatchObject({
      code: '57P01',
    })
    expect(runs.count).toBe(1)
    expect(await balanceOf(h.db, user, 'USDT')).toBe(300n)
  })

  it('runs a group commit of keyed calls again after a broken COMMIT, each answering its recorded result', async () => {
    const user = await createUser(h)
    const broken = fault(isCommit, connectionLost, 'after', 1)
    const db = h.db.withPlugin(broken.plugin)
    const runs = { count: 0 }
    const calls = ['order-1', 'order-2', 'order-3'].map((key) => ({
      userId: user,
      key,
      fingerprint: key,
      now: h.clock(),
    }))
    const answers = await Promise.all(calls.map((call) => groupOnce(db, call, credit(user, 100n, runs))))
    expect(broken.fired()).toBe(1)
    // The group runs again, each call answering its recorded result (on PostgreSQL its keys are looked up
    // together), and the work ran once per call.
    expect(runs.count).toBe(3)
    expect(new Set(answers.map((a) => a.id)).size).toBe(3)
    expect(await balanceOf(h.db, user, 'USDT')).toBe(300n)
  })

  it('does not run a group commit with an unkeyed call again after a broken COMMIT', async () => {
    const user = await createUser(h)
    const broken = fault(isCommit, connectionLost, 'after', 1)
    const runs = { count: 0 }
    await expect(groupCommit(h.db.withPlugin(broken.plugin), credit(user, 100n, runs))).rejects.toMatchObject({
      code: '57P01',
    })
    expect(runs.count).toBe(1)
    expect(await balanceOf(h.db, user, 'USDT')).toBe(100n)
  })

  it('gives up after a few seconds when the database stays away, having posted nothing', async () => {
    const user = await createUser(h)
    const broken = fault(isInsertInto('postings'), connectionLost, 'before')
    const runs = { count: 0 }
    await expect(writeTx(h.db.withPlugin(broken.plugin), credit(user, 100n, runs))).rejects.toMatchObject({
      code: '57P01',
    })
    expect(runs.count).toBeGreaterThan(1)
    expect(runs.count).toBeLessThan(10)
    expect(await balanceOf(h.db, user, 'USDT')).toBe(0n)
  })
})

describe('requests while the database cannot store', () => {
  it.each([
    ['a full disk (SQLITE_FULL)', diskFull],
    ['a lost connection (57P01)', connectionLost],
  ])('answer 503 unavailable, localized, logging once for 15: %s', async (_, error) => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = fault(isInsertInto('users'), error, 'before')
    const app = createApp({ ...depsOf(h), db: h.db.withPlugin(broken.plugin) })
    const answers = []
    for (let i = 0; i < 15; i++) {
      answers.push(
        await call(app, '/main/register', { body: { name: `full${i}@example.com`, pwd: 'secret-pw' }, lang: 'de' }),
      )
    }
    expect(broken.fired()).toBeGreaterThanOrEqual(15)
    expect(answers.map((a) => a.status)).toEqual(Array(15).fill(503))
    expect(answers.map((a) => a.envelope)).toEqual(
      Array(15).fill({
        status: 0,
        code: 'unavailable',
        msg: 'Der Dienst ist kurz nicht verfügbar. Bitte versuche es gleich noch einmal.',
        data: null,
      }),
    )
    const lines = logged.mock.calls.map((args) => args.join(' '))
    expect(lines.filter((line) => line.includes('database unavailable'))).toHaveLength(1)
    expect(lines.filter((line) => line.includes('failed:'))).toEqual([])
  })
})

describe('the outage log', () => {
  it('writes one line per interval, counting the failures it did not write', () => {
    let now = 0
    const lines: string[] = []
    const outage = createOutageLog('database unavailable', {
      intervalMs: 10_000,
      now: () => now,
      log: (l) => lines.push(l),
    })
    for (let i = 0; i < 1000; i++) {
      outage.report(diskFull())
      now += 25
    }
    // 25 s of failures: at 0, 10 and 20 s.
    expect(lines).toHaveLength(3)
    expect(lines[0]).toBe(
      '[tern] database unavailable: SQLITE_FULL database or disk is full; logging at most once per 10 s',
    )
    expect(lines[1]).toContain('(and 399 more since the last report)')
    expect(outage.last()).toMatchObject({ reason: 'SQLITE_FULL database or disk is full', storage: true })
    expect(lines.join('\n')).not.toContain('    at ')
  })
})
