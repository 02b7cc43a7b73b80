// PostgreSQL write transactions lock only the users they name (ledger/tx.ts, db/dialect.ts): two users' run
// side by side, one user's run one after the other, and a transaction naming no users runs alone. House
// changes land in slots whose sum is the house balance, and ledger:check holds. SQLite has one writer. The house
// limit holds under concurrency; an engine's batch (timed, contract, spot) locks only its orders' users.
import { sql } from 'kysely'
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContractOrder } from '../../../contract/contract-trading'
import type { CoinOrder } from '../../../contract/trading'
import { openDb } from '../../../server/db/db'
import { dialectOf, USER_LOCK_SPACE } from '../../../server/db/dialect'
import { contractEngine } from '../../../server/features/contract/engine'
import { microEngine } from '../../../server/features/micro/engine'
import { reviewDeposit } from '../../../server/features/recharge/service'
import { acceptRisk } from '../../../server/features/risk/service'
import { spotEngine } from '../../../server/features/spot/engine'
import { checkLedger } from '../../../server/ledger/check'
import { setFence } from '../../../server/ledger/fence'
import { accountBalance, balanceOf, LedgerError, post } from '../../../server/ledger/ledger'
import { writeTx } from '../../../server/ledger/tx'
import type { Engine } from '../../../server/trading/engine'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { BTC, createTrader } from '../../support/server/trading'
import { createSignedInUser, createUser, depsOf, fund, pngDataUrl } from '../../support/server/wallet'

const USDT = 1_000_000n
let h: Harness
let ann: number
let bob: number

const fee = (userId: number, amount: bigint) => (trx: Harness['db']) =>
  post(trx, {
    reason: 'test_fee',
    ref: `test:${userId}`,
    at: h.clock(),
    entries: [
      { kind: 'user', account: userId, asset: 'USDT', amount: -amount },
      { kind: 'house', account: 'fees', asset: 'USDT', amount },
    ],
  })

/** Resolves once `n` advisory lock requests wait in the database. */
async function waitersReach(n: number): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks
      where locktype = 'advisory' and not granted and database = (select oid from pg_database
      where datname = current_database())`.execute(h.db)
    if ((rows[0]?.n ?? 0) >= n) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

describe('write transactions', () => {
  beforeEach(async () => {
    h = await createHarness()
    ann = await createUser(h)
    bob = await createUser(h)
    await fund(h, ann, 'USDT', 100n * USDT)
    await fund(h, bob, 'USDT', 100n * USDT)
  })
  afterEach(() => h.close())

  it('of two users run side by side; one user waits for its own, and a transaction naming none waits for all', async () => {
    if (dialectOf(h.db) !== 'postgres') return
    const held = gate()
    const annFirst = writeTx(
      h.db,
      async (trx) => {
        await fee(ann, USDT)(trx)
        await held.opened
      },
      { users: [ann] },
    )
    await waitersReach(0)
    // Bob's transaction commits while Ann's is still open.
    await writeTx(h.db, fee(bob, 2n * USDT), { users: [bob] })
    expect(await balanceOf(h.db, bob, 'USDT')).toBe(98n * USDT)
    const order: string[] = []
    const annSecond = writeTx(h.db, fee(ann, USDT), { users: [ann] }).then(() => order.push('ann again'))
    await waitersReach(1)
    const alone = writeTx(h.db, async () => order.push('alone'))
    await waitersReach(2)
    expect(order).toEqual([])
    order.push('first released')
    held.open()
    await Promise.all([annFirst, annSecond, alone])
    expect(order[0]).toBe('first released')
    expect(order).toHaveLength(3)
    expect(await balanceOf(h.db, ann, 'USDT')).toBe(98n * USDT)
  })

  it('refuse a posting for a user the transaction did not lock', async () => {
    if (dialectOf(h.db) !== 'postgres') return
    await expect(writeTx(h.db, fee(bob, USDT), { users: [ann] })).rejects.toBeInstanceOf(LedgerError)
    expect(await balanceOf(h.db, bob, 'USDT')).toBe(100n * USDT)
  })

  it('keep a house account in slots whose sum is its balance, and the ledger check holds', async () => {
    const before = await accountBalance(h.db, 'house', 'fees', 'USDT')
    const runs = Array.from({ length: 40 }, (_, i) => {
      const user = i % 2 === 0 ? ann : bob
      return writeTx(h.db, fee(user, USDT), { users: [user] })
    })
    await Promise.all(runs)
    expect(await accountBalance(h.db, 'house', 'fees', 'USDT')).toBe(before + 40n * USDT)
    const slots = await h.db
      .selectFrom('balances')
      .select('slot')
      .where('account_kind', '=', 'house')
      .where('account_id', '=', 'fees')
      .execute()
    if (dialectOf(h.db) === 'postgres') expect(slots.length).toBeGreaterThan(1)
    else expect(slots.map((s) => s.slot)).toEqual([0])
    expect(await checkLedger(h.db)).toEqual([])
  })

  it('write no house change of a transaction that rolls back', async () => {
    const before = await accountBalance(h.db, 'house', 'fees', 'USDT')
    const failing = writeTx(
      h.db,
      async (trx) => {
        await fee(ann, USDT)(trx)
        throw new Error('stop')
      },
      { users: [ann] },
    )
    await expect(failing).rejects.toThrow('stop')
    expect(await accountBalance(h.db, 'house', 'fees', 'USDT')).toBe(before)
    expect(await checkLedger(h.db)).toEqual([])
  })
})

describe('the house limit under concurrency (PostgreSQL)', () => {
  const MAX = 2n ** 53n - 1n
  const clients: pg.Client[] = []
  beforeEach(async () => {
    h = await createHarness()
  })
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.end()))
    await h.close()
  })

  async function connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: h.config.database })
    await client.connect()
    clients.push(client)
    await client.query('begin')
    return client
  }
  const addToSlot = (client: pg.Client, slot: number, amount: bigint) =>
    client.query(
      `insert into balances (account_kind, account_id, asset, bucket, slot, amount)
       values ('house', 'limit_test', 'USDT', 'available', $1, $2)
       on conflict (account_kind, account_id, asset, bucket, slot) do update set amount = balances.amount + excluded.amount`,
      [slot, String(amount)],
    )
  const total = async () => {
    const { rows } = await sql<{ total: string | null }>`select sum(amount)::text as total from balances
      where account_kind = 'house' and account_id = 'limit_test'`.execute(h.db)
    return BigInt(rows[0]?.total ?? 0)
  }

  it('refuses the second of two open transactions that pass the limit together', async () => {
    if (dialectOf(h.db) !== 'postgres') return
    const first = await connect()
    const second = await connect()
    const part = (MAX / 10n) * 6n
    await addToSlot(first, 1, part)
    const late = addToSlot(second, 2, part).then(
      () => 'passed',
      (error: { code?: string; constraint?: string }) => `${error.code} ${error.constraint}`,
    )
    await waitersReach(1)
    await first.query('commit')
    expect(await late).toBe('23514 balances_amount_limit')
    await second.query('rollback')
    expect(await total()).toBe(part)
  })

  it('lets small changes far from the limit run side by side, and serializes them near it', async () => {
    if (dialectOf(h.db) !== 'postgres') return
    const [a, b] = [await connect(), await connect()]
    await addToSlot(a, 1, 5n)
    // b's change returned while a's is open: the shared lock did not make it wait.
    await addToSlot(b, 2, 7n)
    await Promise.all([a.query('commit'), b.query('commit')])
    expect(await total()).toBe(12n)

    const near = await connect()
    await addToSlot(near, 3, (MAX / 10n) * 9n - 12n)
    await near.query('commit')
    const [c, d] = [await connect(), await connect()]
    await addToSlot(c, 1, 5n)
    let done = false
    const second = addToSlot(d, 2, 7n).then(() => {
      done = true
    })
    await waitersReach(1)
    expect(done).toBe(false)
    await c.query('commit')
    await second
    await d.query('commit')
    expect(await total()).toBe((MAX / 10n) * 9n + 12n)
  })
})

describe('an engine batch on PostgreSQL', () => {
  beforeEach(async () => {
    h = await createHarness()
  })
  afterEach(() => h.close())

  it('locks only the users of its orders: an order of another user is accepted while it is open', async () => {
    if (dialectOf(h.db) !== 'postgres') return
    const emit = (price: number) => h.feed.emit([{ productId: BTC, t: h.clock().getTime(), price }])
    emit(6_700_000)
    const [settling, trading] = [await createTrader(h), await createTrader(h)]
    for (const user of [settling, trading]) await fund(h, user.id, 'USDT', 1000n * USDT)
    const order = (user: { token: string }) =>
      call(h.app, '/api/micro_order', { token: user.token, body: { pid: BTC, t: 30, amount: '10', type: 0 } })
    for (let i = 0; i < 3; i++) dataOf(await order(settling))
    h.clock.advance(31_000)
    emit(6_710_000)
    // The engine writes through a handle of its own whose transactions wait at COMMIT until the gate opens.
    const engineDb = openDb(h.config.database)
    const held = gate()
    setFence(engineDb, () => held.opened)
    let settled: number | undefined
    const latest = new Map([[BTC, h.clock().getTime()]])
    const run = microEngine.onTicks({ ...depsOf(h), db: engineDb }, [], latest).then((n) => {
      settled = n
    })
    await batchOpen(engineDb)
    dataOf(await order(trading))
    expect(settled).toBeUndefined()
    held.open()
    await run
    expect(settled).toBe(3)
    const rows = await h.db.selectFrom('micro_orders').select(['user_id', 'status']).orderBy('id').execute()
    expect(rows.map((r) => [r.user_id, r.status])).toEqual([
      ...Array.from({ length: 3 }, () => [settling.id, 1]),
      [trading.id, 0],
    ])
    await engineDb.destroy()
    expect(await checkLedger(h.db)).toEqual([])
  })
})

describe('the contract and spot engines on PostgreSQL', () => {
  beforeEach(async () => {
    h = await createHarness()
  })
  afterEach(() => h.close())

  const at = (price: number) => ({ productId: BTC, t: h.clock().getTime(), price, volume: 0 })

  /**
   * Runs `engine` on one tick through a handle whose transactions wait at COMMIT until the gate opens, and while its
   * batch is open lets `other` write (it must not wait for the batch); returns what the engine decided.
   */
  async function whileBatchOpen(engine: Engine, price: number, other: () => Promise<void>): Promise<number> {
    const engineDb = openDb(h.config.database)
    const held = gate()
    setFence(engineDb, () => held.opened)
    let decided: number | undefined
    const tickNow = at(price)
    const run = engine.onTicks({ ...depsOf(h), db: engineDb }, [tickNow], new Map([[BTC, tickNow.t]])).then((n) => {
      decided = n
    })
    await batchOpen(engineDb)
    await other()
    expect(decided).toBeUndefined()
    held.open()
    await run
    await engineDb.destroy()
    return decided ?? -1
  }

  it('close a position on its stop-loss locking only its user: another user opens one meanwhile', async () => {
    if (dialectOf(h.db) !== 'postgres') return
    h.feed.emit([at(6_700_000)])
    const [closing, trading] = [await createSignedInUser(h), await createSignedInUser(h)]
    for (const user of [closing, trading]) {
      await acceptRisk(depsOf(h), user.id, 'contract')
      await fund(h, user.id, 'USDT', 1000n * USDT)
    }
    const open = (user: { token: string }, body: Record<string, unknown> = {}) =>
      call<ContractOrder>(h.app, '/api/contract_order', {
        token: user.token,
        body: {
          pid: BTC,
          type: 0,
          price_type: 0,
          price: '',
          hand: '1',
          level: 100,
          stop_win: '',
          stop_loss: '',
          ...body,
        },
      })
    const position = dataOf(await open(closing, { stop_loss: '66900' }))
    h.clock.advance(1000)
    const decided = await whileBatchOpen(contractEngine, 6_680_000, async () => {
      dataOf(await open(trading))
    })
    expect(decided).toBe(1)
    const rows = await h.db.selectFrom('contract_orders').select(['id', 'user_id', 'status']).orderBy('id').execute()
    expect(rows.map((r) => [r.user_id, r.status])).toEqual([
      [closing.id, 2],
      [trading.id, 1],
    ])
    expect(rows[0]?.id).toBe(position.oid)
    expect(await checkLedger(h.db)).toEqual([])
  })

  it('fill a limit order locking only its user: another user places one meanwhile', async () => {
    if (dialectOf(h.db) !== 'postgres') return
    h.feed.emit([at(6_700_000)])
    const [filling, trading] = [await createSignedInUser(h), await createSignedInUser(h)]
    for (const user of [filling, trading]) await fund(h, user.id, 'USDT', 1000n * USDT)
    const buy = (user: { token: string }, price: string) =>
      call<CoinOrder>(h.app, '/api/coin_buy', {
        token: user.token,
        body: { pid: BTC, price_type: 1, price, amount: '0.001' },
      })
    dataOf(await buy(filling, '66000'))
    h.clock.advance(1000)
    const decided = await whileBatchOpen(spotEngine, 6_590_000, async () => {
      dataOf(await buy(trading, '60000'))
    })
    expect(decided).toBe(1)
    const rows = await h.db.selectFrom('coin_orders').select(['user_id', 'status']).orderBy('id').execute()
    expect(rows.map((r) => [r.user_id, r.status])).toEqual([
      [filling.id, 1],
      [trading.id, 0],
    ])
    expect(await checkLedger(h.db)).toEqual([])
  })
})

describe("an operator's decision on PostgreSQL", () => {
  beforeEach(async () => {
    h = await createHarness({ env: { TERN_AUTO_APPROVE: 'none' } })
  })
  afterEach(() => h.close())

  it("approves a deposit locking only its owner: another user's order is accepted while it is open", async () => {
    if (dialectOf(h.db) !== 'postgres') return
    h.feed.emit([{ productId: BTC, t: h.clock().getTime(), price: 6_700_000 }])
    const [owner, trading] = [await createSignedInUser(h), await createTrader(h)]
    await fund(h, trading.id, 'USDT', 1000n * USDT)
    const upload = dataOf(
      await call<{ src: string }>(h.app, '/api/stream_upload/type/payimg', { token: owner.token, body: pngDataUrl }),
    )
    const deposit = dataOf(
      await call<{ id: number }>(h.app, '/api/recharge', {
        token: owner.token,
        body: { type: 1, amount: '25', pic: upload.src },
      }),
    )
    const operatorDb = openDb(h.config.database)
    const held = gate()
    setFence(operatorDb, () => held.opened)
    let approved = false
    const decision = reviewDeposit({ db: operatorDb, clock: h.clock }, deposit.id, true, '').then(() => {
      approved = true
    })
    await batchOpen(operatorDb)
    dataOf(
      await call(h.app, '/api/micro_order', { token: trading.token, body: { pid: BTC, t: 30, amount: '10', type: 0 } }),
    )
    expect(approved).toBe(false)
    held.open()
    await decision
    await operatorDb.destroy()
    expect(await balanceOf(h.db, owner.id, 'USDT')).toBe(25n * USDT)
    expect(await checkLedger(h.db)).toEqual([])
  })
})

/** Resolves once a transaction on `db` holds a user's advisory lock (the engine's batch is open). */
async function batchOpen(db: Harness['db']): Promise<void> {
  for (;;) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_locks
      where locktype = 'advisory' and granted and classid = ${USER_LOCK_SPACE} and database = (select oid
      from pg_database where datname = current_database())`.execute(db)
    if ((rows[0]?.n ?? 0) > 0) return
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
